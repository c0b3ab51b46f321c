import { createElement, useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import type { AccountButtonWords } from '../../state/account-button';
import type { SgHost } from '../shared/host';
import { openAccount, type VisitorType } from './actions';

/** What the hosted account needs from the header's lazy runtime chunk (runtime.ts). */
interface AccountRuntime {
  accountsOnPage: { subscribe: (fn: (list: readonly object[]) => void) => () => void };
  hostedAccountButton: { subscribe: (fn: (words: AccountButtonWords | null) => void) => () => void };
  noteAccountIntent: () => void;
  exportParts: (prefix: 'account') => string;
}

export interface HostedAccountOptions {
  host?: SgHost;
  visitorType: VisitorType;
  /** Loads `<sg-account>`'s script; none: the header never hosts one (the button goes to the sign-in page). */
  load?: () => Promise<unknown>;
  runtime: AccountRuntime | null;
  /** The nested elements' common attributes (api-base, config-id). */
  common: Record<string, string>;
}

/**
 * The account flyout inside the header (issue 21.7: on a page without `<sg-account>` the header's "Sign in" went to
 * the sign-in page while search, cart and store opened in place). On such a page the header adds
 * `<sg-account button="false">` to its shadow root on the first intent on an account control (pointer over or focus
 * on the bar's button, the hamburger dialog opening), or right after the first paint for a signed-in shopper (the
 * greeting and the rewards badge); its script is a lazy chunk. The header's own button shows that element's words
 * ("Hi, Pat", the badge) and opens its flyout through the usual cancelable `sg-account-open`. A page with its own
 * `<sg-account>` keeps it: its first one opens, as before. If the script fails, the button goes to the sign-in page.
 */
export function useHostedAccount({ host, visitorType, load, runtime, common }: HostedAccountOptions) {
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [accounts, setAccounts] = useState(0);
  const [words, setWords] = useState<AccountButtonWords | null>(null);
  // The latest values for the callbacks below (a ref: the callbacks stay the same across renders).
  const latest = useRef({ host, visitorType, load, accounts, failed });
  useInsertionEffect(() => {
    latest.current = { host, visitorType, load, accounts, failed };
  });
  const pendingOpen = useRef(false);

  const accountsOnPage = runtime?.accountsOnPage;
  const hostedButton = runtime?.hostedAccountButton;
  useEffect(() => accountsOnPage?.subscribe((list) => setAccounts(list.length)), [accountsOnPage]);
  useEffect(() => hostedButton?.subscribe(setWords), [hostedButton]);

  /** Whether this header may host the flyout: it can load it, and the page has no `<sg-account>` of its own. */
  const canHost = useCallback(() => {
    if (!latest.current.load) return false;
    return !(latest.current.host?.ownerDocument ?? document).querySelector('sg-account');
  }, []);
  const want = useCallback(() => {
    if (canHost()) setWanted(true);
  }, [canHost]);
  const noteIntent = runtime?.noteAccountIntent;
  const intent = useCallback(() => {
    want();
    noteIntent?.();
  }, [want, noteIntent]);

  useEffect(() => {
    const loader = latest.current.load;
    if (!wanted || !loader) return;
    loader().catch((error: unknown) => {
      console.warn('<sg-header>: the account flyout did not load; the account button goes to the sign-in page.', error);
      setFailed(true);
    });
  }, [wanted]);

  // Signed in: after the first paint, for the greeting and the badge.
  const registered = visitorType === 'registered';
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(want, 0);
    return () => clearTimeout(timer);
  }, [registered, want]);

  /** The bar's button: opens the page's (or the hosted) flyout, loading the hosted one first when it is not here yet. */
  const open = useCallback(() => {
    if (latest.current.accounts > 0 || latest.current.failed || !canHost()) {
      openAccount(latest.current.host, latest.current.visitorType);
      return;
    }
    pendingOpen.current = true;
    intent();
  }, [canHost, intent]);
  // Pressed before the hosted flyout was here: it opens once it listens (or the sign-in page, if it failed).
  useEffect(() => {
    if (!pendingOpen.current || (accounts === 0 && !failed)) return;
    pendingOpen.current = false;
    openAccount(latest.current.host, latest.current.visitorType);
  }, [accounts, failed]);

  const element =
    wanted && !failed ? createElement('sg-account', { button: 'false', ...common, exportparts: runtime?.exportParts('account') }) : null;
  return { element, words, intent, want, open, listening: accounts > 0 };
}
