import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * What a header needs to know about the page's account flyouts without loading them (its lazy runtime chunk reads
 * these): whether any `<sg-account>` is on the page and listening, and the words of the account button when the
 * flyout is hosted by a header (`<sg-account button="false">` inside it), whose own bar button shows them.
 */

/** The account button's words: its label and the badge (visible count, and its words for the button's name). */
export interface AccountButtonWords {
  label: string;
  badge: { count: string; text: string } | null;
}

const accounts = signal<readonly object[]>([]);
const hostedButton = signal<AccountButtonWords | null>(null);

/** Every `<sg-account>` on the page (registered when it renders; state/account.ts keeps the list). */
export const accountsOnPage: ReadonlySignal<readonly object[]> = accounts;

export function setAccountsOnPage(list: readonly object[]): void {
  accounts.value = list;
}

/** The words of a buttonless `<sg-account>`'s button (null: none on the page), shown by the header that hosts it. */
export const hostedAccountButton: ReadonlySignal<AccountButtonWords | null> = hostedButton;

export function setHostedAccountButton(words: AccountButtonWords | null): void {
  hostedButton.value = words;
}

const intent = signal(0);

/** How many times a header's account control was pointed at or focused: a hosted flyout fetches its screens then. */
export const accountIntent: ReadonlySignal<number> = intent;

export function noteAccountIntent(): void {
  intent.value += 1;
}

let hostedFocus: (() => Element | null) | null = null;

/**
 * Where focus goes when the hosted flyout closes and its opener has left the page (a link of the header's hamburger
 * dialog, closed as the flyout opened): the hosting header says (its visible account button, else the hamburger).
 * Returns what unsets it.
 */
export function setHostedAccountFocus(find: () => Element | null): () => void {
  hostedFocus = find;
  return () => {
    if (hostedFocus === find) hostedFocus = null;
  };
}

export function hostedAccountFocus(): Element | null {
  return hostedFocus?.() ?? null;
}
