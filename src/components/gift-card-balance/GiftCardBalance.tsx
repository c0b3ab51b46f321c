import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { GiftCardEmitted, GiftCardEvent } from '../../../machines/gift-card-balance';
import type { GiftCardBalance as Balance, GiftCardCheck, GiftCardRequestFormat } from '../../core/api';
import { base } from '../../styles';
import { modal } from '../../styles/modal.css';
import { Captcha, isCaptchaConfigured, type CaptchaProviderName } from '../captcha';
import type { SgHost } from '../shared/host';
import { useOnChange } from '../shared/use-on-change';
import { useLatest } from '../shared/use-latest';
import { useLazyActor } from '../shared/use-lazy-actor';
import { useModalDialog } from '../shared/use-modal-dialog';
import { errorKey, errorMessages } from '../../core/errors';
import { report } from '../../state/analytics-bus';
import { localeOf, useMessages } from '../shared/use-messages';
import type { GiftCardPart } from './gift-card-balance.anatomy';
import { giftCardMessages } from './gift-card-balance.messages';
import { connectGiftCard, FIELD_NAMES, idleGiftCard, wordGiftCardText, type GiftCardWords } from './gift-card-balance.connect';
import * as css from './gift-card-balance.css';
import { CloseIcon } from '../shared/icons';

const importActor = () => import('./gift-card-balance.actor');

export interface GiftCardBalanceProps {
  apiBase: string;
  variant: 'inline' | 'dialog';
  open: boolean;
  requestFormat: GiftCardRequestFormat;
  balancePath: string;
  captchaProvider: CaptchaProviderName;
  captchaSiteKey: string;
  captchaScriptUrl: string;
  currency: string;
  errorDisplayMs: number;
  /** The heading; empty for the catalogue's (`giftCard.heading`). */
  heading: string;
  /** The page configuration script the element reads (its `messages` section overrides texts). */
  configId?: string;
  /** The element; absent when the component is rendered on its own (stories, component tests). */
  host?: SgHost;
  /** Called when the dialog closes itself (Escape, close button, backdrop). */
  onRequestClose?: () => void;
  /** Replaces the API call (stories and component tests). */
  checkBalance?: (card: GiftCardCheck, signal: AbortSignal) => Promise<Balance>;
  /** Replaces the lazy machine import (tests of a submit before it arrives, and of its chunk failing). */
  loadActor?: typeof importActor;
}

export const giftCardDefaults = {
  apiBase: '/api',
  variant: 'inline',
  open: false,
  requestFormat: 'gcb',
  balancePath: '',
  captchaProvider: 'recaptcha',
  captchaSiteKey: '',
  captchaScriptUrl: '',
  currency: 'USD',
  errorDisplayMs: 10000,
  heading: '',
} satisfies Omit<GiftCardBalanceProps, 'host' | 'onRequestClose' | 'checkBalance' | 'loadActor'>;

export function GiftCardBalance(props: GiftCardBalanceProps) {
  const { variant, open, host } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [formKey, setFormKey] = useState(0);

  // Current props for callbacks (closing, the outcome event's currency) without re-subscribing.
  const settings = useLatest(props);

  const close = useCallback(() => {
    if (settings.current.onRequestClose) settings.current.onRequestClose();
    else host?.setValue('open', false);
  }, [host, settings]);

  // The dialog variant: modal, focus back to the opener, and a fresh form next time (nothing typed is kept).
  const { dialogProps, requestClose, present } = useModalDialog(dialogRef, variant === 'dialog' && open, {
    host,
    onRequestClose: close,
    onClosed: () => setFormKey((k) => k + 1),
  });

  const t = useMessages(giftCardMessages, host, props.configId);
  const form = <GiftCardForm key={formKey} {...props} settings={settings} />;

  if (variant !== 'dialog') return form;
  return (
    <dialog
      ref={dialogRef}
      part={'dialog' satisfies GiftCardPart}
      className={`${modal.center} ${css.dialog}`}
      aria-label={props.heading || t('heading')}
      {...dialogProps}
    >
      <div className={css.dialogBody}>
        <button
          type="button"
          part={'close-button' satisfies GiftCardPart}
          className={`${base.iconButton} ${css.closeButton}`}
          aria-label={t('close')}
          onClick={() => requestClose('close-button')}
        >
          <CloseIcon />
        </button>
        {open || present ? form : null}
      </div>
    </dialog>
  );
}

function GiftCardForm(props: GiftCardBalanceProps & { settings: { readonly current: GiftCardBalanceProps } }) {
  const { settings, host, heading, captchaProvider, captchaSiteKey, captchaScriptUrl, currency } = props;
  const id = useId();
  const ids = useMemo(
    () => ({
      heading: `${id}-heading`,
      number: `${id}-number`,
      numberError: `${id}-number-error`,
      pin: `${id}-pin`,
      pinError: `${id}-pin-error`,
      pinHint: `${id}-pin-hint`,
      captchaError: `${id}-captcha-error`,
      status: `${id}-status`,
    }),
    [id],
  );
  const numberRef = useRef<HTMLInputElement>(null);
  const balanceRef = useRef<HTMLDivElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);

  const t = useMessages(giftCardMessages, host, props.configId);
  const error = useMessages(errorMessages, host, props.configId);
  const words: GiftCardWords = { t, error, locale: localeOf(host) };
  const wordsRef = useLatest(words);
  // What the page is told after each check (wired when the actor is created, before it starts: a submit queued
  // before the machine arrived is not missed).
  const onOutcome = useLatest(({ outcome, last4 }: GiftCardEmitted) => {
    // A token is single use: every answer asks for a new one.
    setCaptchaReset((n) => n + 1);
    setCaptchaToken(null);
    if (outcome.kind === 'success') {
      if (numberRef.current) numberRef.current.value = '';
      if (pinRef.current) pinRef.current.value = '';
    }
    host?.emit('sg-gift-card-balance', {
      outcome: outcome.kind === 'success' ? 'success' : outcome.reason.toLowerCase(),
      balance: outcome.kind === 'success' ? outcome.balance : null,
      currency: settings.current.currency,
      last4,
      message: outcome.kind === 'success' ? null : wordGiftCardText(outcome.message, wordsRef.current),
    });
    // Analytics: the catalogue error a failed check shows (docs/analytics.md).
    if (outcome.kind !== 'success' && 'error' in outcome.message) report({ type: 'error', error: outcome.message.error, component: 'gift card balance' });
  });

  // The API settings go to the machine as input (and API.CHANGE when an attribute changes later); stories and
  // component tests replace the call itself. The machine (and xstate) is a lazy chunk that arrives after the first
  // paint: until then the form shows the idle state, and a submit is queued for it.
  const { apiBase, requestFormat, balancePath } = props;
  const api = useMemo(() => ({ base: apiBase, format: requestFormat, path: balancePath }), [apiBase, requestFormat, balancePath]);
  const input = { errorDisplayMs: props.errorDisplayMs, api };
  const { snapshot: live, send: sendToActor, failed } = useLazyActor(props.loadActor ?? importActor, (m) => {
    const created = m.createGiftCardActor(input, props.checkBalance);
    created.on('outcome', (event) => onOutcome.current(event));
    return created;
  });
  const [idle] = useState(() => idleGiftCard(input));
  const snapshot = live ?? idle;
  // A submit when the chunk did not load gets the catalogue's message for a part of the page that could not load.
  const [submitted, setSubmitted] = useState(false);
  const send = useCallback(
    (event: GiftCardEvent) => {
      if (event.type === 'CARD.SUBMIT') setSubmitted(true);
      sendToActor(event);
    },
    [sendToActor],
  );
  useOnChange(api, (next) => send({ type: 'API.CHANGE', api: next }));
  // Attributes changed after render apply (docs/elements/sg-gift-card-balance.md): the next failure message stays the new time.
  const { errorDisplayMs } = props;
  useOnChange(errorDisplayMs, (next) => send({ type: 'CONFIG.CHANGE', errorDisplayMs: next }));
  const view = connectGiftCard(snapshot, send, ids, currency, words, {
    captchaReady: isCaptchaConfigured(captchaProvider, captchaSiteKey, captchaScriptUrl),
    captchaToken,
  });


  // Move focus to the first field the shopper has to fix. Focus moves are layout effects: they land in the commit that
  // shows the error or the result, whichever render brought it (a queued submit's answer can come with the machine's
  // first render, whose passive effects React runs only after the next paint).
  const errors = snapshot.context.fieldErrors;
  const focusTarget = errors.number ? 'number' : errors.pin ? 'pin' : errors.captcha ? 'captcha' : null;
  const lastFocused = useRef<typeof snapshot.context.fieldErrors | null>(null);
  useLayoutEffect(() => {
    if (lastFocused.current === errors) return;
    lastFocused.current = errors;
    if (focusTarget === 'number') numberRef.current?.focus();
    else if (focusTarget === 'pin') pinRef.current?.focus();
    // The captcha is a field like the others: its control (the test checkbox, or reCAPTCHA's frame) gets focus, and
    // the checkbox's description is the error.
    else if (focusTarget === 'captcha') {
      formRef.current?.querySelector<HTMLElement>('[part="captcha"] :is(input, iframe, button)')?.focus();
    }
  }, [errors, focusTarget]);

  // The form hides on success: focus goes to the result, and back to the number field on "Check another card".
  const success = view.success;
  const wasSuccess = useRef(success);
  useLayoutEffect(() => {
    if (success && !wasSuccess.current) balanceRef.current?.focus();
    if (!success && wasSuccess.current) numberRef.current?.focus();
    wasSuccess.current = success;
  }, [success]);

  return (
    <section part={'root' satisfies GiftCardPart} className={css.root} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} part={'heading' satisfies GiftCardPart} className={css.heading}>
        {heading || t('heading')}
      </h2>
      {view.balance ? (
        <div
          part={'balance' satisfies GiftCardPart}
          className={css.balance}
          ref={balanceRef}
          tabIndex={-1}
          role="group"
          aria-label={t('result')}
        >
          <span>{view.balance.card}</span>
          <span className={css.amount}>{view.balance.amount}</span>
          <button part={'reset' satisfies GiftCardPart} className={base.secondaryButton} {...view.reset}>
            {t('reset')}
          </button>
        </div>
      ) : null}
      <form
        ref={formRef}
        part={'form' satisfies GiftCardPart}
        className={css.form}
        noValidate
        hidden={view.success}
        {...view.form}
      >
        <DigitsField
          id={ids.number}
          name={FIELD_NAMES.number}
          label={t('numberLabel')}
          maxLength={32}
          inputRef={numberRef}
          view={view.number}
        />
        <DigitsField
          id={ids.pin}
          name={FIELD_NAMES.pin}
          label={t('pinLabel')}
          hint={{ id: ids.pinHint, text: t('pinHint') }}
          maxLength={16}
          inputRef={pinRef}
          view={view.pin}
        />
        <Captcha
          provider={captchaProvider}
          siteKey={captchaSiteKey}
          scriptUrl={captchaScriptUrl}
          resetKey={captchaReset}
          errorId={ids.captchaError}
          host={host}
          configId={props.configId}
          error={view.captchaError?.text}
          onToken={(token) => {
            setCaptchaToken(token);
            if (token) send({ type: 'FIELD.EDIT', field: 'captcha' });
          }}
        />
        {view.captchaError && (
          <p id={view.captchaError.id} part={'field-error' satisfies GiftCardPart} className={css.fieldError}>
            {view.captchaError.text}
          </p>
        )}
        <div>
          <button
            type="submit"
            part={'submit' satisfies GiftCardPart}
            className={base.button}
            aria-disabled={view.submit['aria-disabled']}
            aria-describedby={view.submit['aria-describedby']}
            disabled={view.submit.disabled}
          >
            {view.submit.label}
          </button>
        </div>
      </form>
      <div className={css.messages}>
        <p id={ids.status} part={'status' satisfies GiftCardPart} role="status" className={css.status}>
          {view.statusText}
        </p>
        <p part={'alert' satisfies GiftCardPart} role="alert" className={css.alert}>
          {failed && submitted ? error(errorKey('ChunkLoadError')) : view.alertText}
        </p>
      </div>
    </section>
  );
}

interface DigitsFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: { id: string; text: string };
  maxLength: number;
  inputRef: RefObject<HTMLInputElement | null>;
  /** ARIA and the error message, from the connect file. */
  view: ReturnType<typeof connectGiftCard>['number'];
}

/** A labelled digits-only text input (card number, PIN) with an optional hint and its validation message. */
function DigitsField({ id, name, label, hint, maxLength, inputRef, view }: DigitsFieldProps) {
  return (
    <div part={'field' satisfies GiftCardPart} className={css.field}>
      <label part={'label' satisfies GiftCardPart} className={css.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hint.id} className={css.hint}>
          {hint.text}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        part={'input' satisfies GiftCardPart}
        className={css.input}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        {...view.input}
        onInput={view.onEdit}
      />
      {view.error && (
        <p id={view.error.id} part={'field-error' satisfies GiftCardPart} className={css.fieldError}>
          {view.error.text}
        </p>
      )}
    </div>
  );
}
