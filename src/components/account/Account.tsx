import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { accountButtonLabel, accountCreatedToast } from '../../../machines/account/account-button.logic';
import { badgeText, newRewardsAndOffers } from '../../../machines/rewards/rewards.logic';
import { loadChunk } from '../../core/lazy';
import { messageRef } from '../../core/messages';
import {
  accountFlyout,
  closeAccountFlyout,
  isAccountOwner,
  openAccountFlyout,
  registerAccount,
  resumeSignInReturn,
  takeAccountToast,
} from '../../state/account';
import { accountIntent, hostedAccountFocus, setHostedAccountButton, type AccountButtonWords } from '../../state/account-button';
import { showToast } from '../../state/toasts';
import { firstName, requestFirstName } from '../../state/profile';
import { session } from '../../state/session';
import { ChunkFallback } from '../shared/chunk-fallback';
import { FlyoutDialog } from '../shared/flyout-dialog';
import type { SgHost } from '../shared/host';
import { useLazyChunk } from '../shared/use-lazy-chunk';
import { useLazyFlyout } from '../shared/use-lazy-flyout';
import { useMessages } from '../shared/use-messages';
import type { AccountPart } from './account.anatomy';
import { accountMessages } from './account.messages';
import * as css from './account.css';
import type { AccountFlyoutBodyProps } from './AccountFlyoutBody';
import type { AccountPromptProps } from './AccountPrompt';
import { loadFavorites, openAccount, type AccountScreenName } from './actions';

export interface AccountProps {
  apiBase?: string;
  captchaProvider: 'recaptcha' | 'test';
  captchaSiteKey: string;
  captchaScriptUrl: string;
  rewardsBadge: boolean;
  /** False: no button of its own (a header hosts the flyout and shows the button's words on its own button). */
  button: boolean;
  guestFavorites: boolean;
  favoritesService: 'profile' | 'profilelists';
  loginSkip: '' | 'T' | 'S' | 'TnS';
  menuLinks: unknown;
  /** The page configuration the element reads (its `messages` section overrides texts). */
  configId?: string;
  host?: SgHost;
  /** Replaces the lazy body import (tests of the chunk failure path). */
  loadBody?: () => Promise<{ AccountFlyoutBody: ComponentType<AccountFlyoutBodyProps> }>;
}

export const accountDefaults = {
  rewardsBadge: true,
  button: true,
  guestFavorites: false,
  favoritesService: 'profile' as const,
  loginSkip: '' as const,
  captchaProvider: 'recaptcha' as const,
};

const importBody = () => import('./AccountFlyoutBody');
const importRewards = () => import('../../state/rewards');
const importPrompt = () => import('./AccountPrompt');

/**
 * The account button: its label and the badge (visible count, and its words in the button's name: after the label and
 * a comma, as the header writes it too).
 */
function accountButtonWords(label: string, badgeCount: number, badgeWords: string | null): AccountButtonWords {
  const badge = badgeCount > 0 && badgeWords ? { count: badgeCount > 99 ? '99+' : String(badgeCount), text: `, ${badgeWords}` } : null;
  return { label, badge };
}

/**
 * The account button and the account flyout (W3C APG modal dialog from the right). The button and the dialog's frame
 * are eager and small; the screens (sign in, one-time code, forgot password, the signed-in menu) and the account
 * machine are a lazy chunk, fetched when the shopper points at or focuses the button, or opens the flyout. The
 * session, the first name and the flyout's owner are the page's (src/state), so every element agrees.
 */
export function Account(props: AccountProps) {
  useSignals();
  const { host, configId, apiBase, rewardsBadge } = props;
  const t = useMessages(accountMessages, host, configId);
  const [owner] = useState<object>(() => host ?? {});
  const current = accountFlyout.value;
  const open = current?.owner === owner;
  const signedIn = session.value.visitorType === 'registered';
  const name = firstName.value;
  const [heading, setHeading] = useState<string | null>(null);

  useEffect(() => registerAccount(owner), [owner]);

  // The page's favorites (merged on sign-in, `sg-toggle-favorite`), after the first paint; the first element configures.
  const { guestFavorites, favoritesService } = props;
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      loadFavorites().then(
        (module) => {
          if (live) module.configureFavorites({ api: { base: apiBase }, guestFavorites, service: favoritesService });
        },
        () => undefined,
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [apiBase, guestFavorites, favoritesService]);

  // Across a navigation: the create-account toast, and (signed in) the cart drawer or the menu the shopper came from.
  useEffect(() => {
    const carried = takeAccountToast();
    if (carried) {
      // Worded by <sg-toasts>, in its locale (this page's, which may not be the one the account was created on).
      const toast = accountCreatedToast(carried.firstName);
      showToast({ message: messageRef(accountMessages, toast.key, toast.values) });
    }
    if (session.peek().visitorType === 'registered') resumeSignInReturn(owner);
  }, [owner]);

  // A header's account button (`sg-account-open`, cancelable) opens the page's first <sg-account> instead of a page.
  useEffect(() => {
    const onAccountOpen = (event: Event) => {
      // An account's own event (its show()) is not a request for another; composedPath()[0]: one inside a header's
      // shadow root reaches the document retargeted to the header.
      if (event.defaultPrevented || isAccountOwner(event.composedPath()[0])) return;
      const screen = (event as CustomEvent<{ screen?: unknown }>).detail?.screen;
      if (openAccountFlyout(undefined, screen === 'menu' || screen === 'sign-in' ? screen : null)) event.preventDefault();
    };
    document.addEventListener('sg-account-open', onAccountOpen);
    return () => document.removeEventListener('sg-account-open', onAccountOpen);
  }, []);

  // Signed in: the greeting's first name (asked once per page) and, with the badge on, the rewards (hourly cache).
  const userId = session.value.userId;
  const [rewards, setRewards] = useState<typeof import('../../state/rewards') | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    requestFirstName(apiBase);
    if (!rewardsBadge) return;
    let live = true;
    loadChunk(importRewards).then(
      (module) => {
        if (!live) return;
        module.loadRewards({ base: apiBase });
        setRewards(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, userId, apiBase, rewardsBadge]);
  const offerCount = signedIn && rewardsBadge && rewards ? rewards.rewardsView.value.rewards?.offerCount : null;
  const count = newRewardsAndOffers(offerCount ?? null);
  const label = accountButtonLabel(signedIn, name.status === 'known' ? name.firstName : null);
  const badge = badgeText(count);
  const words = accountButtonWords(t(label.key, label.values), count, badge && t(badge.key, badge.values));

  // Hosted by a header (no button of its own): the header's button shows these words.
  const hosted = !props.button;
  const { label: buttonLabel, badge: buttonBadge } = words;
  useEffect(() => {
    if (!hosted) return;
    setHostedAccountButton({ label: buttonLabel, badge: buttonBadge });
  }, [hosted, buttonLabel, buttonBadge?.count, buttonBadge?.text]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => (hosted ? () => setHostedAccountButton(null) : undefined), [hosted]);

  // The body's screens focus their first field once its machine is there (onReady).
  const [bodyReady, setBodyReady] = useState(false);
  const flyout = useLazyFlyout({
    open,
    host,
    load: props.loadBody ?? importBody,
    onRequestClose: closeAccountFlyout,
    // Hosted: the opener may be a link of the header's hamburger dialog, gone by the time this closes.
    fallbackFocus: hosted ? hostedAccountFocus : undefined,
    bodyReady,
  });
  const requestBody = flyout.body.request;
  // Hosted by a header: the screens come on the shopper's intent on the header's account button.
  useEffect(() => {
    if (!hosted) return;
    return accountIntent.subscribe((n) => {
      if (n > 0) requestBody();
    });
  }, [hosted, requestBody]);
  const Body: ComponentType<AccountFlyoutBodyProps> | undefined = flyout.body.module?.AccountFlyoutBody;

  const show = useCallback(() => {
    if (host) openAccount(host, null);
    else openAccountFlyout(owner);
  }, [host, owner]);

  // A prompt (account verification, a missing phone) is a lazy chunk, asked for only when the account info needs one
  // (the chunk decides: once per page, no other flyout open, not on the suppressed pages, not dismissed), or when the
  // account info answered 401/403 (the chunk ends the session).
  const asked = signedIn ? name : null;
  const info = asked && 'info' in asked ? (asked.info ?? null) : null;
  const failure = asked?.status === 'failed' ? (asked.error as { status?: number } | undefined)?.status : 0;
  const refused = failure === 401 || failure === 403;
  const promptDue = refused || (!!info && (info.accountVerified === false || !info.phoneNumber?.trim()));
  const prompt = useLazyChunk(importPrompt);
  const requestPrompt = prompt.request;
  useEffect(() => {
    if (promptDue) requestPrompt();
  }, [promptDue, requestPrompt]);
  const Prompt: ComponentType<AccountPromptProps> | undefined = prompt.module?.AccountPrompt;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const promptFocus = useCallback(() => buttonRef.current, []);

  const { menuLinks, captchaProvider, captchaSiteKey, captchaScriptUrl } = props;
  const shownHeading = Body && heading ? heading : t(signedIn ? 'menuHeading' : 'signInHeading');

  return (
    <>
      {hosted ? null : (
        <button
          ref={buttonRef}
          type="button"
          part={'button' satisfies AccountPart}
          className={css.button}
          onClick={show}
          {...flyout.intent}
          aria-haspopup="dialog"
          // With the badge, the name is written whole ("Hi, Pat, 3 new rewards and offers"): visually hidden text after
          // the label is a box of its own (absolutely positioned) to Chromium's name computation, which put a space
          // before its comma ("Hi, Pat , 3 ...").
          aria-label={words.badge ? `${words.label}${words.badge.text}` : undefined}
        >
          <span>{words.label}</span>
          {/* The space keeps the badge's digits apart from the label in the visible text the name must contain. */}
          {words.badge ? ' ' : null}
          {words.badge ? (
            <span part={'badge' satisfies AccountPart} className={css.badge} aria-hidden="true">
              {words.badge.count}
            </span>
          ) : null}
        </button>
      )}
      <FlyoutDialog
        flyout={flyout}
        side="right"
        className={css.dialog}
        heading={shownHeading}
        closeLabel={t('close')}
        fallback={<ChunkFallback open={open} status={flyout.body.status} failedText={t('chunkFailed')} retryText={t('retry')} onRetry={requestBody} />}
      >
        {Body ? (
          <Body
            {...{ host, configId, apiBase, menuLinks, captchaProvider, captchaSiteKey, captchaScriptUrl }}
            idBase={flyout.id}
            open={open}
            screen={open ? (current?.screen ?? null) : null}
            initialRef={flyout.initialRef}
            headingRef={flyout.headingRef}
            loginSkip={props.loginSkip || null}
            onHeading={setHeading}
            onReady={setBodyReady}
          />
        ) : null}
      </FlyoutDialog>
      {Prompt && promptDue ? (
        <Prompt info={info} refused={refused} host={host} configId={configId} apiBase={apiBase} fallbackFocus={promptFocus} />
      ) : null}
    </>
  );
}

export type { AccountScreenName };
