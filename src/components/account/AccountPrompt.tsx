import { useSignals } from '@preact/signals-react/runtime';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  choosePrompt,
  parseDismissedPrompts,
  phonePromptMachine,
  verificationPrompt,
  type AccountPrompt as PromptKind,
  type VerificationPrompt,
} from '../../../machines/account';
import { ACCOUNT_PROMPT_SUPPRESSED_PATHS, ACCOUNT_STORAGE_KEYS } from '../../core/account-constants';
import { accountErrorMessages } from '../../core/account-errors';
import { fetchVerificationTemplate, type AccountInfo } from '../../core/api/profile';
import { guestIdentity } from '../../core/api/identity';
import { messageRef } from '../../core/messages';
import { session as sessionStore } from '../../core/storage';
import { accountSignedOut } from '../../state/account';
import { session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { openFlyout } from '../../state/ui';
import { base } from '../../styles';
import { modal, drawerHeading } from '../../styles/modal.css';
import { deepActiveElement } from '../shared/dom';
import type { SgHost } from '../shared/host';
import { useOnChange } from '../shared/use-on-change';
import { CloseIcon } from '../shared/icons';
import { useModalDialog } from '../shared/use-modal-dialog';
import { useWords } from '../shared/use-messages';
import { accountMessages } from './account.messages';
import { connectAccountPrompt, connectPhonePrompt } from './account-prompt.connect';
import { accountWords, wordAccountText, type AccountWords } from './account-words';
import * as css from './account-flyout.css';
import * as promptCss from './account-prompt.css';

/**
 * The prompts of a signed-in shopper (issue 11), a lazy chunk of `<sg-account>` loaded only when the account info
 * asks for one: account verification (the CMS template's text, "Verify" / "Not now"), else a missing phone number
 * ("Phone number", "Save"). Once per page (whichever `<sg-account>` gets there first), when no other flyout is open,
 * never on the suppressed pages (`choosePrompt`); Not now, SKIP, Close and Escape dismiss it for the browser session
 * (sessionStorage `sg_account_prompt_dismissed`). A W3C APG modal dialog through the shared modal hook.
 */

export interface AccountPromptProps {
  /** The account info the page asked for (`GET /profile/account/info/`); null when it failed. */
  info: AccountInfo | null;
  /** The account info answered 401/403: the session is over (no prompt; a guest identity). */
  refused?: boolean;
  host?: SgHost;
  /** The page configuration the element reads (its `messages` section overrides texts). */
  configId?: string;
  apiBase?: string;
  /** Where focus goes on close when nothing on the page had it (the account button). */
  fallbackFocus?: () => Element | null;
}

/** Page-level: a prompt showed on this page already (once per page, however many `<sg-account>`). */
let shownThisPage = false;

/** The prompts dismissed in this browser session. */
export function dismissedPrompts(): PromptKind[] {
  const raw = sessionStore.get(ACCOUNT_STORAGE_KEYS.promptDismissed);
  if (!raw) return [];
  try {
    return parseDismissedPrompts(JSON.parse(raw));
  } catch {
    return [];
  }
}

function rememberDismissed(kind: PromptKind): void {
  const list = dismissedPrompts();
  if (!list.includes(kind)) sessionStore.set(ACCOUNT_STORAGE_KEYS.promptDismissed, JSON.stringify([...list, kind]));
}

/** For tests: a new page (the dismissals stay in sessionStorage, as across a navigation). */
export function resetPromptForTests(): void {
  shownThisPage = false;
}

let ending: Promise<void> | null = null;

/**
 * A 401/403 on a profile call: the session is over. A guest identity (its cookies), then the page forgets the shopper;
 * once, however many elements saw the refusal.
 */
export function endSession(apiBase?: string): void {
  ending ??= guestIdentity({ base: apiBase })
    .then(accountSignedOut, accountSignedOut)
    .finally(() => {
      ending = null;
    });
}

/** A 401/403 on the phone update: the session is over; the shopper was acting, so they are told (in `<sg-toasts>`' locale). */
function sessionExpired(apiBase?: string): void {
  showToast({ message: messageRef(accountErrorMessages, '_ERR_EXPIRED_ACTIVITY_TOKEN'), variant: 'error' });
  endSession(apiBase);
}

export function AccountPrompt(props: AccountPromptProps) {
  useSignals();
  const { info, refused, host, configId, apiBase } = props;
  const words = accountWords(useWords(host, configId));
  const { t } = words;
  const signedIn = session.value.visitorType === 'registered';
  const userId = session.value.userId;
  const otherFlyoutOpen = openFlyout.value !== null;
  const [kind, setKind] = useState<PromptKind | null>(null);
  const [closed, setClosed] = useState(false);
  const [verification, setVerification] = useState<VerificationPrompt | null>(null);

  useEffect(() => {
    if (refused) endSession(apiBase);
  }, [refused, apiBase]);

  // The decision, once per page, when the conditions hold (a flyout open now may close later); then, signed out
  // meanwhile or another flyout opened over it, the prompt is gone for this page.
  const phase = useRef<'waiting' | 'shown' | 'closed'>('waiting');
  useEffect(() => {
    const decide = () => {
      const signedInNow = session.peek().visitorType === 'registered';
      const flyoutOpen = openFlyout.peek() !== null;
      if (phase.current === 'shown' && (!signedInNow || flyoutOpen)) {
        phase.current = 'closed';
        setClosed(true);
      }
      if (phase.current !== 'waiting' || shownThisPage) return;
      const chosen = choosePrompt(
        info,
        { signedIn: signedInNow, pathname: location.pathname, otherFlyoutOpen: flyoutOpen, shownThisPage, dismissed: dismissedPrompts() },
        ACCOUNT_PROMPT_SUPPRESSED_PATHS,
      );
      if (!chosen) return;
      shownThisPage = true;
      phase.current = 'shown';
      setKind(chosen);
    };
    const stops = [openFlyout.subscribe(decide), session.subscribe(decide)];
    return () => stops.forEach((stop) => stop());
  }, [info]);

  // The verification prompt's text comes from the CMS; built-in text when it fails.
  useEffect(() => {
    if (kind !== 'verification') return;
    const controller = new AbortController();
    fetchVerificationTemplate({ base: apiBase, signal: controller.signal }).then(
      (entry) => setVerification(verificationPrompt(entry)),
      () => {
        if (!controller.signal.aborted) setVerification(verificationPrompt(null));
      },
    );
    return () => controller.abort();
  }, [kind, apiBase]);

  // Closed (dismissed, done, or gone for this page): the decision above is over.
  useEffect(() => {
    if (closed) phase.current = 'closed';
  }, [closed]);

  const shown = kind !== null && !closed;
  const open = shown && signedIn && !otherFlyoutOpen && (kind === 'phone' || verification !== null);
  const dismiss = useCallback(() => {
    if (kind) rememberDismissed(kind);
    setClosed(true);
  }, [kind]);

  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialRef = useRef<HTMLElement | null>(null);
  const id = useId();
  const headingId = `${id}-prompt-heading`;
  const { dialogProps, requestClose, rememberOpener } = useModalDialog(dialogRef, open, {
    host,
    initialFocus: initialRef,
    fallbackFocus: props.fallbackFocus,
    onRequestClose: dismiss,
  });
  // Nobody opened it: when nothing had focus, focus goes to the account button on close (before the hook's effect).
  const { fallbackFocus } = props;
  useLayoutEffect(() => {
    const active = deepActiveElement();
    if (open && (!active || active === document.body)) rememberOpener(fallbackFocus?.() ?? null);
  }, [open, rememberOpener, fallbackFocus]);

  const heading = kind === 'verification' ? (verification ? wordAccountText(verification.title, words) : '') : t('phoneHeading');
  const ui = connectAccountPrompt({ headingId, requestClose: () => requestClose('close-button'), dismiss }, words);
  return (
    <dialog ref={dialogRef} {...ui.dialog} className={`${modal.center} ${promptCss.dialog}`} {...dialogProps}>
      {shown ? (
        <div className={promptCss.panel}>
          <div className={promptCss.header}>
            <h2 {...ui.heading} className={drawerHeading}>
              {heading}
            </h2>
            <button {...ui.closeButton} className={base.iconButton}>
              <CloseIcon />
            </button>
          </div>
          {kind === 'verification' && verification ? (
            <>
              <p className={promptCss.text}>{wordAccountText(verification.body, words)}</p>
              <ul className={css.actions}>
                <li>
                  <a ref={initialRef as RefObject<HTMLAnchorElement | null>} className={base.button} href={verification.ctaUrl}>
                    {wordAccountText(verification.ctaLabel, words)}
                  </a>
                </li>
                <li>
                  <button {...ui.notNow} className={base.secondaryButton}>
                    {t('notNow')}
                  </button>
                </li>
              </ul>
            </>
          ) : kind === 'phone' && userId ? (
            <PhonePrompt
              idBase={id}
              userId={userId}
              apiBase={apiBase}
              words={words}
              initialRef={initialRef}
              onDone={() => setClosed(true)}
              onDismiss={dismiss}
            />
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

function PhonePrompt(props: {
  idBase: string;
  userId: string;
  apiBase?: string;
  words: AccountWords;
  initialRef: RefObject<HTMLElement | null>;
  onDone: () => void;
  onDismiss: () => void;
}) {
  const { idBase, userId, apiBase, words, initialRef, onDone, onDismiss } = props;
  const { t } = words;
  const [snapshot, send, actor] = useMachine(phonePromptMachine, { input: { api: { base: apiBase }, userId } });
  const ui = connectPhonePrompt(snapshot, send, idBase, words);
  const { taken, fieldError, alertText } = ui;
  const inputRef = initialRef as RefObject<HTMLInputElement | null>;
  const updateRef = useRef<HTMLButtonElement>(null);

  useOnChange(apiBase, (base) => send({ type: 'API.CHANGE', api: { base } }));

  useEffect(() => {
    const subscriptions = [
      actor.on('phoneSaved', () => {
        showToast({ message: messageRef(accountMessages, 'phoneSaved') });
        onDone();
      }),
      actor.on('dismissed', onDismiss),
      actor.on('sessionEnded', () => {
        onDone();
        sessionExpired(apiBase);
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, apiBase, onDone, onDismiss]);

  // "Already associated": focus on UPDATE PHONE NUMBER; back to the field after it, or after a field error.
  useEffect(() => {
    if (taken) updateRef.current?.focus();
  }, [taken]);
  useEffect(() => {
    if (fieldError || (alertText && !taken)) inputRef.current?.focus();
  }, [fieldError, alertText, taken, inputRef]);

  return (
    <form {...ui.form} className={css.form}>
      <p className={promptCss.text}>{t('phoneText')}</p>
      <div {...ui.field} className={css.field}>
        <label {...ui.label} className={css.label}>
          {t('phone')}
        </label>
        <input ref={inputRef} {...ui.input} className={css.input} />
        <p {...ui.hint} className={css.hint}>
          {t('phoneHint')}
        </p>
        {fieldError ? (
          <p {...ui.error} className={css.fieldError}>
            {fieldError}
          </p>
        ) : null}
      </div>
      <p {...ui.alert} className={alertText ? css.alert : css.status}>
        {alertText ?? ''}
      </p>
      {/* Keyed: each branch gets buttons of its own. React reused the one <button> of both, and its type turned to
          submit inside UPDATE PHONE NUMBER's click, before the browser's default action: the form was sent again. */}
      {taken ? (
        <ul key="taken" className={css.actions}>
          <li>
            <button ref={updateRef} {...ui.update} className={base.button}>
              {t('updatePhone')}
            </button>
          </li>
          <li>
            <button {...ui.dismiss} className={base.secondaryButton}>
              {t('skip')}
            </button>
          </li>
        </ul>
      ) : (
        <ul key="form" className={css.actions}>
          <li>
            <button {...ui.submit} className={base.button}>
              {t(ui.busy ? 'saving' : 'save')}
            </button>
          </li>
          <li>
            <button {...ui.dismiss} className={base.secondaryButton}>
              {t('notNow')}
            </button>
          </li>
        </ul>
      )}
    </form>
  );
}
