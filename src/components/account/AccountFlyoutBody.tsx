import { useSignals } from '@preact/signals-react/runtime';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { accountCreatedToast, accountMachine, firstInvalidField, formatPhone, phoneDigits, safeReturnPath, type AccountField, type AccountScreen, type AccountUser } from '../../../machines/account';
import { rewardsSummary } from '../../../machines/rewards/rewards.logic';
import type { LoginSkip } from '../../core/api/identity';
import { safeHref } from '../../core/url';
import { navigation } from '../../core/navigation';
import { accountSignedIn, accountSignedOut, carryAccountToast, closeAccountFlyout, followSignInReturn, type AccountFlyoutScreen } from '../../state/account';
import { firstName } from '../../state/profile';
import { loadRewards, rewardsView } from '../../state/rewards';
import { session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { Captcha, type CaptchaProviderName } from '../captcha';
import type { SgHost } from '../shared/host';
import { useOnChange } from '../shared/use-on-change';
import { ACCOUNT_ROUTES, ACCOUNT_TEXT as TEXT, DEFAULT_MENU_LINKS, type MenuLink } from './account.anatomy';
import { connectAccount, errorId, type AccountApi } from './account.connect';
import * as css from './account-flyout.css';

export interface AccountFlyoutBodyProps {
  idBase: string;
  open: boolean;
  /** The screen asked for when the flyout opened (null while closed). */
  screen: AccountFlyoutScreen | null;
  /** Gets the view's first field: focus goes there when the flyout opens. */
  initialRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  host?: SgHost;
  apiBase?: string;
  loginSkip: LoginSkip | null;
  menuLinks: unknown;
  captchaProvider: CaptchaProviderName;
  captchaSiteKey: string;
  captchaScriptUrl: string;
  /** The dialog's heading (its accessible name) for the view shown. */
  onHeading: (heading: string) => void;
  onReady: (ready: boolean) => void;
}

const SCREENS: Record<Exclude<AccountFlyoutScreen, 'menu'>, AccountScreen> = {
  'sign-in': 'signIn',
  'create-account': 'createAccount',
  'one-time-code': 'oneTimeCode',
  'forgot-password': 'forgotPassword',
};

const sessionUser = (): AccountUser | null => {
  const current = session.peek();
  if (current.visitorType !== 'registered' || !current.userId) return null;
  const name = firstName.peek();
  return { userId: current.userId, firstName: name.status === 'known' ? name.firstName : '' };
};

/** The `menu-links` attribute: `[{ label, href }]` with same-origin URLs only; anything else is left out, with a warning. */
export function menuLinksOf(value: unknown, warn: (text: string) => void = console.warn): readonly MenuLink[] {
  if (!Array.isArray(value)) return DEFAULT_MENU_LINKS;
  const links: MenuLink[] = [];
  const refused: string[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { label, href } = item as { label?: unknown; href?: unknown };
    const safe = typeof href === 'string' ? safeHref(href) : null;
    if (typeof label === 'string' && label.trim() && safe) links.push({ label: label.trim(), href: safe });
    else refused.push(typeof href === 'string' ? href.slice(0, 80) : String(label));
  }
  if (refused.length) warn(`<sg-account>: menu-links: left out ${refused.map((h) => JSON.stringify(h)).join(', ')} (only same-origin URLs, each with a label).`);
  return links.length ? links : DEFAULT_MENU_LINKS;
}

/**
 * The flyout's screens (issue 11): Sign in, Create account (with the captcha), One-time code, Forgot password and the
 * signed-in menu, run by `accountMachine` against the identity API. After a sign-in the page's session is re-read and `sg-sign-in` fires (never a password or a
 * code in it); after a sign-out the page forgets the shopper and `sg-sign-out` fires.
 */
export function AccountFlyoutBody(props: AccountFlyoutBodyProps) {
  useSignals();
  const { idBase, open, screen, initialRef, headingRef, host, apiBase, loginSkip, onHeading, onReady } = props;
  const [snapshot, send, actor] = useMachine(accountMachine, {
    input: { api: { base: apiBase }, skip: loginSkip, user: sessionUser() },
  });
  const containerRef = useRef<HTMLDivElement>(null);
  const api = connectAccount(snapshot, send, idBase);
  const { view } = api;
  // Checked once per value (a warning for each link left out), not on every render.
  const menuLinks = useMemo(() => menuLinksOf(props.menuLinks), [props.menuLinks]);

  useOnChange(apiBase, (base) => send({ type: 'API.CHANGE', api: { base } }));
  useOnChange(loginSkip, (skip) => send({ type: 'CONFIG.CHANGE', skip }));

  // The machine's results go to the page: the session, the greeting, the events.
  useEffect(() => {
    const subscriptions = [
      actor.on('signedIn', ({ userId, firstName: name, method }) => {
        accountSignedIn({ userId, firstName: name });
        host?.emit('sg-sign-in', { userId, firstName: name, method });
        const toast = method === 'create-account' ? accountCreatedToast(name) : null;
        // A `returnUrl` (as on /shop/LogonForm) is followed only when it is a same-origin path; the toast goes along.
        const returnPath = safeReturnPath(new URLSearchParams(location.search).get('returnUrl'));
        if (returnPath) {
          if (toast) carryAccountToast(toast);
          navigation.assign(returnPath);
          return;
        }
        if (toast) showToast({ message: toast });
        // Signed in from the cart drawer's link: the cart drawer reopens; else the account menu shows here.
        followSignInReturn();
      }),
      actor.on('signedOut', ({ userId }) => {
        accountSignedOut();
        host?.emit('sg-sign-out', { userId });
        closeAccountFlyout();
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, host]);

  // Signed in or out elsewhere (another element, another tab, `signOut()`): the flyout follows the page's session.
  useEffect(
    () =>
      session.subscribe((current) => {
        const user = sessionUser();
        if ((current.visitorType === 'registered') !== actor.getSnapshot().hasTag('signedIn')) send({ type: 'SESSION.CHANGE', user });
      }),
    [actor, send],
  );

  // The screen asked for by show(screen) or a header's button.
  useEffect(() => {
    if (screen && screen !== 'menu') send({ type: 'SCREEN.SHOW', screen: SCREENS[screen] });
  }, [screen, send]);

  useEffect(() => onHeading(api.heading), [api.heading, onHeading]);
  useEffect(() => {
    onReady(true);
    return () => onReady(false);
  }, [onReady]);

  // The menu shows the rewards panel: asked at most hourly (the page's cache).
  useEffect(() => {
    if (open && view === 'menu') loadRewards({ base: apiBase });
  }, [open, view, apiBase]);

  const focusField = (field: AccountField) => {
    containerRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  // A new view while open: focus its first field (or the heading of the menu).
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (open) (initialRef.current ?? headingRef.current)?.focus();
  }, [view, open, initialRef, headingRef]);

  // A failed request about one field (a wrong password): that field, emptied, takes focus after the alert.
  const { error, errorField } = snapshot.context;
  useEffect(() => {
    if (error && errorField) focusField(errorField);
  }, [error, errorField]);

  // The captcha's token is single use: the machine forgets it when a request ends, and the widget starts again.
  const [captchaReset, setCaptchaReset] = useState(0);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !api.busy && view === 'createAccount') setCaptchaReset((n) => n + 1);
    wasBusy.current = api.busy;
  }, [api.busy, view]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    api.getFormProps().onSubmit(event);
    const invalid = firstInvalidField(actor.getSnapshot().context.fieldErrors);
    if (invalid) focusField(invalid);
  };

  const field = (name: AccountField, first = false) => (
    <Field api={api} name={name} inputRef={first ? (initialRef as RefObject<HTMLInputElement | null>) : undefined} />
  );
  const showScreen = (target: AccountScreen) => () => send({ type: 'SCREEN.SHOW', screen: target });
  const messages = (
    <>
      <p part="alert" role="alert" className={api.alert ? css.alert : css.status}>
        {api.alert ?? ''}
      </p>
      <p part="status" role="status" className={css.status}>
        {api.status ?? ''}
      </p>
    </>
  );
  const form = (children: ReactNode) => (
    <form {...api.getFormProps()} className={css.form} onSubmit={submit} aria-labelledby={`${idBase}-heading`}>
      {children}
    </form>
  );
  const submitButton = (label: string, busyLabel: string) => (
    <button {...api.getSubmitProps()} className={css.submit}>
      {api.busy ? busyLabel : label}
    </button>
  );
  const action = (label: string, onClick: () => void) => (
    <li>
      <button type="button" className={css.action} onClick={onClick} aria-disabled={api.busy || undefined}>
        {label}
      </button>
    </li>
  );

  let content: ReactNode;
  switch (view) {
    case 'menu':
      content = <Menu api={api} links={menuLinks} onSignOut={() => send({ type: 'SESSION.SIGN_OUT' })} messages={messages} />;
      break;
    case 'createAccount': {
      const captchaMessage = api.fieldError('captcha');
      content = (
        <>
          {form(
            <>
              {field('firstName', true)}
              {field('lastName')}
              {field('email')}
              <Field
                api={api}
                name="phone"
                onBlur={(value) => {
                  const digits = phoneDigits(value);
                  if (digits) send({ type: 'FIELD.CHANGE', field: 'phone', value: formatPhone(digits) });
                }}
              />
              {field('password')}
              {field('birthday')}
              {field('joinRewards')}
              {field('rememberMe')}
              <div part="field" className={css.field}>
                <Captcha
                  provider={props.captchaProvider}
                  siteKey={props.captchaSiteKey}
                  scriptUrl={props.captchaScriptUrl}
                  resetKey={captchaReset}
                  errorId={errorId(idBase, 'captcha')}
                  error={captchaMessage ?? undefined}
                  onToken={(token) => send({ type: 'FIELD.CHANGE', field: 'captcha', value: token ?? '' })}
                />
                {captchaMessage ? (
                  <p {...api.getErrorProps('captcha')} className={css.fieldError}>
                    {captchaMessage}
                  </p>
                ) : null}
              </div>
              {messages}
              {submitButton(TEXT.createAccount, TEXT.creatingAccount)}
            </>,
          )}
          <ul className={css.actions}>{action(`${TEXT.haveAccount} ${TEXT.signIn}`, showScreen('signIn'))}</ul>
        </>
      );
      break;
    }
    case 'oneTimeCode.request': {
      const lookup = api.lookup;
      const canText = lookup?.phoneOnFile === true && lookup.email === snapshot.context.values.email.trim();
      content = (
        <>
          {form(
            <>
              {field('email', true)}
              {canText ? (
                <fieldset className={css.fieldset} part="field">
                  <legend className={css.label}>{TEXT.channelLegend}</legend>
                  {(['email', 'sms'] as const).map((channel) => (
                    <label key={channel} className={css.check}>
                      <input
                        type="radio"
                        name="channel"
                        part="input"
                        className={css.checkbox}
                        checked={snapshot.context.values.channel === channel}
                        onChange={() => send({ type: 'FIELD.CHANGE', field: 'channel', value: channel })}
                      />
                      {channel === 'sms' ? `${TEXT.channelSms} (${lookup.maskedPhone})` : TEXT.channelEmail}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {messages}
              {submitButton(TEXT.sendCode, TEXT.sendingCode)}
            </>,
          )}
          <ul className={css.actions}>{action(TEXT.withPassword, showScreen('signIn'))}</ul>
        </>
      );
      break;
    }
    case 'oneTimeCode.code':
      content = (
        <>
          {form(
            <>
              {field('code', true)}
              {field('rememberMe')}
              {messages}
              {submitButton(TEXT.signIn, TEXT.signingIn)}
            </>,
          )}
          <ul className={css.actions}>
            {action(TEXT.newCode, () => send({ type: 'CODE.RESEND' }))}
            {action(TEXT.otherEmail, () => send({ type: 'CODE.BACK' }))}
          </ul>
        </>
      );
      break;
    case 'forgotPassword.request':
      content = (
        <>
          {form(
            <>
              {field('email', true)}
              {messages}
              {submitButton(TEXT.sendCode, TEXT.sendingCode)}
            </>,
          )}
          <ul className={css.actions}>{action(TEXT.signIn, showScreen('signIn'))}</ul>
        </>
      );
      break;
    case 'forgotPassword.reset':
      content = (
        <>
          {form(
            <>
              {field('code', true)}
              {field('newPassword')}
              {messages}
              {submitButton(TEXT.resetPassword, TEXT.resetting)}
            </>,
          )}
          <ul className={css.actions}>
            {action(TEXT.newCode, () => send({ type: 'CODE.RESEND' }))}
            {action(TEXT.otherEmail, () => send({ type: 'CODE.BACK' }))}
          </ul>
        </>
      );
      break;
    default:
      content = (
        <>
          {form(
            <>
              {field('email', true)}
              {field('password')}
              {field('rememberMe')}
              {messages}
              {submitButton(TEXT.signIn, TEXT.signingIn)}
            </>,
          )}
          <ul className={css.actions}>
            {action(TEXT.forgotPassword, showScreen('forgotPassword'))}
            {action(TEXT.withCode, showScreen('oneTimeCode'))}
          </ul>
          <p className={css.benefits}>{TEXT.benefits}</p>
          <ul className={css.actions}>{action(TEXT.createAccount, showScreen('createAccount'))}</ul>
        </>
      );
  }
  return (
    <div ref={containerRef} className={css.form}>
      {content}
    </div>
  );
}

function Field({
  api,
  name,
  inputRef,
  onBlur,
}: {
  api: AccountApi;
  name: AccountField;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** After the machine's own blur (the phone shows as (XXX) XXX-XXXX once complete). */
  onBlur?: (value: string) => void;
}) {
  const spec = api.specOf(name);
  const getProps = api.getInputProps(name);
  const props =
    onBlur && 'onBlur' in getProps
      ? {
          ...getProps,
          onBlur: () => {
            getProps.onBlur();
            onBlur(getProps.value);
          },
        }
      : getProps;
  const error = api.fieldError(name);
  if (spec?.type === 'checkbox') {
    return (
      <div part="field" className={css.field}>
        <label className={css.check}>
          <input {...props} ref={inputRef} className={css.checkbox} />
          {spec.label}
        </label>
      </div>
    );
  }
  return (
    <div part="field" className={css.field}>
      <label htmlFor={props.id} className={css.label}>
        {spec?.label ?? name}
      </label>
      <input {...props} ref={inputRef} className={css.input} />
      {spec?.hint ? (
        <p {...api.getHintProps(name)} className={css.hint}>
          {spec.hint}
        </p>
      ) : null}
      {error ? (
        <p {...api.getErrorProps(name)} className={css.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Menu({ api, links, onSignOut, messages }: { api: AccountApi; links: readonly MenuLink[]; onSignOut: () => void; messages: ReactNode }) {
  const rewards = rewardsView.value.rewards;
  const counts = rewards?.offerCount;
  return (
    <>
      {counts ? (
        <section part="rewards" className={css.rewards} aria-labelledby={`${api.user?.userId ?? 'me'}-rewards`}>
          <h3 id={`${api.user?.userId ?? 'me'}-rewards`} className={css.subheading}>
            {TEXT.rewardsHeading}
          </h3>
          <p className={css.status}>
            {rewardsSummary(counts)}
          </p>
          <a className={css.action} href={ACCOUNT_ROUTES.rewards}>
            {TEXT.viewRewards}
          </a>
        </section>
      ) : null}
      <nav aria-label={TEXT.menuHeading}>
        <ul part="menu" className={css.menu}>
          {links.map((link) => (
            <li key={`${link.label} ${link.href}`}>
              <a className={css.menuLink} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {messages}
      <button type="button" part="sign-out" className={css.signOut} onClick={onSignOut} aria-disabled={api.busy || undefined}>
        {api.busy ? TEXT.signingOut : TEXT.signOut}
      </button>
    </>
  );
}
