import { useEffect, useId, useRef, useState } from 'react';
import { RECAPTCHA_SCRIPT_URL_DEFAULT, TEST_CAPTCHA_TOKEN } from '../../core/constants';
import { safeUrl } from '../../core/url';
import { base } from '../../styles';
import { loadRecaptcha } from './recaptcha';
import { useLatest } from '../shared/use-latest';
import { useMessages } from '../shared/use-messages';
import { captchaMessages } from './captcha.messages';
import * as css from './captcha.css';

/**
 * A captcha provider gives a token proving a person is there. `recaptcha` loads Google's script from a configurable
 * URL with a site key; `test` is a built-in "I'm not a robot" checkbox yielding a fixed token, for the demo, stories
 * and tests. No token, no request: the parent disables the check until it has one.
 */
export type CaptchaProviderName = 'recaptcha' | 'test';

/** Origins a reCAPTCHA script may come from besides the page's own. */
export const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.recaptcha.net'] as const;

export interface CaptchaProps {
  provider: CaptchaProviderName;
  siteKey: string;
  scriptUrl: string;
  /** Changing this number clears the token (tokens are single use). */
  resetKey: number;
  onToken(token: string | null): void;
  /** Text of a validation message to show under the widget, if any. */
  error?: string;
  errorId: string;
  /** The element and its configuration id: the texts follow its locale and the page's `messages` section. */
  host?: Element | null;
  configId?: string;
}

export function Captcha(props: CaptchaProps) {
  return props.provider === 'test' ? <TestCaptcha {...props} /> : <Recaptcha {...props} />;
}

function TestCaptcha({ resetKey, onToken, error, errorId, host, configId }: CaptchaProps) {
  const id = useId();
  const t = useMessages(captchaMessages, host, configId);
  const [checked, setChecked] = useState(false);
  // A new resetKey unticks the box (state adjusted during render, React's pattern for state that follows a prop).
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (seenResetKey !== resetKey) {
    setSeenResetKey(resetKey);
    setChecked(false);
  }
  return (
    <div part="captcha" className={css.captcha}>
      <input
        id={id}
        type="checkbox"
        className={css.checkbox}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setChecked(e.currentTarget.checked);
          onToken(e.currentTarget.checked ? TEST_CAPTCHA_TOKEN : null);
        }}
      />
      <label htmlFor={id}>{t('testLabel')}</label>
    </div>
  );
}

type LoadState = 'loading' | 'ready' | 'failed' | 'unconfigured';

function Recaptcha({ siteKey, scriptUrl, resetKey, onToken, host, configId }: CaptchaProps) {
  const t = useMessages(captchaMessages, host, configId);
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const onTokenRef = useLatest(onToken);
  const [attempt, setAttempt] = useState(0);
  const url = safeUrl(scriptUrl || RECAPTCHA_SCRIPT_URL_DEFAULT, { allow: RECAPTCHA_ORIGINS });
  const configured = Boolean(siteKey.trim()) && url !== null;
  // The outcome of one load (script, key, attempt); any newer load reads as loading until it settles.
  const loadKey = `${url}\n${siteKey}\n${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; state: 'ready' | 'failed' } | null>(null);
  const state: LoadState = !configured ? 'unconfigured' : outcome?.key === loadKey ? outcome.state : 'loading';

  useEffect(() => {
    if (!configured) return;
    let live = true;
    loadRecaptcha(url!).then(
      (api) => {
        if (!live || !slot.current) return;
        slot.current.replaceChildren();
        const target = document.createElement('div');
        slot.current.append(target);
        widget.current = api.render(target, {
          sitekey: siteKey,
          callback: (token: string) => onTokenRef.current(token || null),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
        setOutcome({ key: loadKey, state: 'ready' });
      },
      () => {
        if (live) setOutcome({ key: loadKey, state: 'failed' });
      },
    );
    return () => {
      live = false;
      widget.current = null;
    };
  }, [configured, url, siteKey, loadKey, onTokenRef]);

  useEffect(() => {
    if (widget.current !== null) window.grecaptcha?.reset(widget.current);
    onTokenRef.current(null);
  }, [resetKey, onTokenRef]);

  return (
    <div part="captcha" className={css.captcha} aria-busy={state === 'loading' ? true : undefined}>
      <div ref={slot} className={css.slot} />
      {state === 'failed' && (
        <p role="alert" className={css.message}>
          {t('loadFailed')}{' '}
          <button type="button" className={base.textButton} onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </p>
      )}
      {state === 'unconfigured' && (
        <p role="alert" className={css.message}>
          {t('notConfigured')}
        </p>
      )}
    </div>
  );
}

/** Whether a provider can yield a token at all (used to explain a disabled form). */
export function isCaptchaConfigured(provider: CaptchaProviderName, siteKey: string, scriptUrl: string): boolean {
  if (provider === 'test') return true;
  return Boolean(siteKey.trim()) && safeUrl(scriptUrl || RECAPTCHA_SCRIPT_URL_DEFAULT, { allow: RECAPTCHA_ORIGINS }) !== null;
}
