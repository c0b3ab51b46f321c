import { useSignals } from '@preact/signals-react/runtime';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { accountCreatedToast, accountMachine, safeReturnPath, type AccountField, type AccountScreen, type AccountUser } from '../../../machines/account';
import { rewardsSummary } from '../../../machines/rewards/rewards.logic';
import type { LoginSkip } from '../../core/api/identity';
import { safeHref } from '../../core/url';
import { navigation } from '../../core/navigation';
import { messageRef } from '../../core/messages';
import { accountSignedIn, accountSignedOut, carryAccountToast, closeAccountFlyout, followSignInReturn, type AccountFlyoutScreen } from '../../state/account';
import { firstName } from '../../state/profile';
import { loadRewards, rewardsView } from '../../state/rewards';
import { session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { Captcha, type CaptchaProviderName } from '../captcha';
import type { SgHost } from '../shared/host';
import { useOnChange } from '../shared/use-on-change';
import { useErrorShown } from '../shared/use-error-shown';
import { useWords } from '../shared/use-messages';
import { ACCOUNT_ROUTES, DEFAULT_MENU_LINKS, type MenuLink } from './account.anatomy';
import { connectAccount, focusIn, type AccountAction, type AccountApi, type AccountTextKey, type AccountView } from './account.connect';
import { accountMessages } from './account.messages';
import { accountWords } from './account-words';
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
  /** The page configuration the element reads (its `messages` section overrides texts). */
  configId?: string;
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

/**
 * The `menu-links` attribute: `[{ label, href }]` with same-origin URLs only; anything else is left out, with a warning.
 * Null: our links (`DEFAULT_MENU_LINKS`, worded in the element's locale).
 */
export function menuLinksOf(value: unknown, warn: (text: string) => void = console.warn): readonly MenuLink[] | null {
  if (!Array.isArray(value)) return null;
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
  return links.length ? links : null;
}

/**
 * The flyout's screens (issue 11): Sign in, Create account (with the captcha), One-time code, Forgot password and the
 * signed-in menu, run by `accountMachine` against the identity API. After a sign-in the page's session is re-read and `sg-sign-in` fires (never a password or a
 * code in it); after a sign-out the page forgets the shopper and `sg-sign-out` fires.
 */
export function AccountFlyoutBody(props: AccountFlyoutBodyProps) {
  useSignals();
  const { idBase, open, screen, initialRef, headingRef, host, configId, apiBase, loginSkip, onHeading, onReady } = props;
  const [snapshot, send, actor] = useMachine(accountMachine, {
    input: { api: { base: apiBase }, skip: loginSkip, user: sessionUser() },
  });
  const containerRef = useRef<HTMLDivElement>(null);
  const words = accountWords(useWords(host, configId));
  const api = connectAccount(snapshot, actor, idBase, words);
  const { t } = words;
  const { view } = api;
  // Checked once per value (a warning for each link left out), not on every render.
  const menuLinks = useMemo(() => menuLinksOf(props.menuLinks), [props.menuLinks]);

  useOnChange(apiBase, (base) => send({ type: 'API.CHANGE', api: { base } }));
  // Analytics: the error shown (the account catalogue's key, or the page catalogue's).
  useErrorShown('account flyout', [snapshot.context.error]);
  useOnChange(loginSkip, (skip) => send({ type: 'CONFIG.CHANGE', skip }));

  // The machine's results go to the page: the session, the greeting, the events.
  useEffect(() => {
    const subscriptions = [
      actor.on('signedIn', ({ userId, firstName: name, method }) => {
        accountSignedIn({ userId, firstName: name });
        host?.emit('sg-sign-in', { userId, firstName: name, method });
        const created = method === 'create-account';
        // A `returnUrl` (as on /shop/LogonForm) is followed only when it is a same-origin path; the toast goes along.
        const returnPath = safeReturnPath(new URLSearchParams(location.search).get('returnUrl'));
        if (returnPath) {
          if (created) carryAccountToast(name);
          navigation.assign(returnPath);
          return;
        }
        if (created) {
          // Worded by <sg-toasts>, in its locale.
          const toast = accountCreatedToast(name);
          showToast({ message: messageRef(accountMessages, toast.key, toast.values) });
        }
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

  // A new view while open: focus its first field (or the heading of the menu).
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (open) (initialRef.current ?? headingRef.current)?.focus();
  }, [view, open, initialRef, headingRef]);

  // A failed request about one field (a wrong password): that field, emptied, takes focus after the alert.
  const { alert, errorField } = api;
  useEffect(() => {
    if (alert && errorField) focusIn(containerRef.current, errorField);
  }, [alert, errorField]);

  // The captcha's token is single use: the machine forgets it when a request ends, and the widget starts again.
  const [captchaReset, setCaptchaReset] = useState(0);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !api.busy && view === 'createAccount') setCaptchaReset((n) => n + 1);
    wasBusy.current = api.busy;
  }, [api.busy, view]);

  const first = initialRef as RefObject<HTMLInputElement | null>;
  let content: ReactNode;
  switch (view) {
    case 'menu':
      content = <Menu api={api} links={menuLinks} />;
      break;
    case 'createAccount': {
      const captcha = api.getCaptchaProps();
      content = (
        <>
          <Form api={api} submit={['createAccount', 'creatingAccount']}>
            <Fields api={api} names={CREATE_ACCOUNT_FIELDS} inputRef={first} />
            <div {...api.getFieldProps()} className={css.field}>
              <Captcha
                host={host}
                configId={configId}
                provider={props.captchaProvider}
                siteKey={props.captchaSiteKey}
                scriptUrl={props.captchaScriptUrl}
                resetKey={captchaReset}
                {...captcha}
              />
              {captcha.error ? (
                <p {...api.getErrorProps('captcha')} className={css.fieldError}>
                  {captcha.error}
                </p>
              ) : null}
            </div>
          </Form>
          <Actions api={api} actions={[['signIn', 'haveAccount']]} />
        </>
      );
      break;
    }
    case 'oneTimeCode.request':
    case 'forgotPassword.request':
    case 'oneTimeCode.code':
    case 'forgotPassword.reset':
      content = <CodeScreen api={api} view={view} inputRef={first} />;
      break;
    default:
      content = (
        <>
          <Form api={api} submit={['signIn', 'signingIn']}>
            <Fields api={api} names={SIGN_IN_FIELDS} inputRef={first} />
          </Form>
          <Actions
            api={api}
            actions={[
              ['forgotPassword', 'forgotPassword'],
              ['oneTimeCode', 'withCode'],
            ]}
          />
          <p className={css.benefits}>{t('benefits')}</p>
          <Actions api={api} actions={[['createAccount', 'createAccount']]} />
        </>
      );
  }
  return (
    <div ref={containerRef} className={css.form}>
      {content}
    </div>
  );
}

const SIGN_IN_FIELDS: readonly AccountField[] = ['email', 'password', 'rememberMe'];
const CREATE_ACCOUNT_FIELDS: readonly AccountField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'birthday',
  'joinRewards',
  'rememberMe',
];
const EMAIL_STEP_FIELDS: readonly AccountField[] = ['email'];

type CodeView = Extract<AccountView, `${'oneTimeCode' | 'forgotPassword'}.${string}`>;

/** What differs between the two code screens: the code step's fields and submit, the way back to a password. */
const CODE_SCREENS = {
  oneTimeCode: {
    codeFields: ['code', 'rememberMe'],
    submit: ['signIn', 'signingIn'],
    leave: [['signIn', 'withPassword']],
  },
  forgotPassword: {
    codeFields: ['code', 'newPassword'],
    submit: ['resetPassword', 'resetting'],
    leave: [['signIn', 'signIn']],
  },
} as const satisfies Record<string, { codeFields: readonly AccountField[]; submit: Labels; leave: readonly ActionItem[] }>;

const CODE_STEP_ACTIONS: readonly ActionItem[] = [
  ['resend', 'newCode'],
  ['back', 'otherEmail'],
];

/**
 * The two code screens (One-time code, Forgot password), one component for both routes: the email step (One-time code
 * offers a text message when the lookup found a phone), then the code step ("Send a new code", "Use another email").
 */
function CodeScreen({ api, view, inputRef }: { api: AccountApi; view: CodeView; inputRef: RefObject<HTMLInputElement | null> }) {
  const screen = view.startsWith('oneTimeCode') ? 'oneTimeCode' : 'forgotPassword';
  const { codeFields, submit, leave } = CODE_SCREENS[screen];
  if (view.endsWith('.request')) {
    const channels = screen === 'oneTimeCode' ? api.channels : null;
    return (
      <>
        <Form api={api} submit={['sendCode', 'sendingCode']}>
          <Fields api={api} names={EMAIL_STEP_FIELDS} inputRef={inputRef} />
          {channels ? (
            <fieldset className={css.fieldset} {...api.getFieldProps()}>
              <legend className={css.label}>{api.t('channelLegend')}</legend>
              {channels.map(({ channel, label }) => (
                <label key={channel} className={css.check}>
                  <input {...api.getChannelProps(channel)} className={css.checkbox} />
                  {label}
                </label>
              ))}
            </fieldset>
          ) : null}
        </Form>
        <Actions api={api} actions={leave} />
      </>
    );
  }
  return (
    <>
      <Form api={api} submit={submit}>
        <Fields api={api} names={codeFields} inputRef={inputRef} />
      </Form>
      <Actions api={api} actions={CODE_STEP_ACTIONS} />
    </>
  );
}

/** A submit button's label, and its label while the request runs (message keys). */
type Labels = readonly [label: AccountTextKey, busyLabel: AccountTextKey];
type ActionItem = readonly [action: AccountAction, label: AccountTextKey];

/** A screen's form: its fields, the alert and the status, then the submit button. */
function Form({ api, submit, children }: { api: AccountApi; submit: Labels; children: ReactNode }) {
  return (
    <form {...api.getFormProps()} className={css.form}>
      {children}
      <Messages api={api} />
      <button {...api.getSubmitProps()} className={css.submit}>
        {api.t(api.busy ? submit[1] : submit[0])}
      </button>
    </form>
  );
}

function Messages({ api }: { api: AccountApi }) {
  return (
    <>
      <p {...api.getAlertProps()} className={api.alert ? css.alert : css.status}>
        {api.alert ?? ''}
      </p>
      <p {...api.getStatusProps()} className={css.status}>
        {api.status ?? ''}
      </p>
    </>
  );
}

function Actions({ api, actions }: { api: AccountApi; actions: readonly ActionItem[] }) {
  return (
    <ul className={css.actions}>
      {actions.map(([action, label]) => (
        <li key={action}>
          <button {...api.getActionProps(action)} className={css.action}>
            {api.t(label)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A form's fields in order; the first gets `inputRef` (focused when its view shows). */
function Fields({ api, names, inputRef }: { api: AccountApi; names: readonly AccountField[]; inputRef: RefObject<HTMLInputElement | null> }) {
  return names.map((name, index) => <Field key={name} api={api} name={name} inputRef={index === 0 ? inputRef : undefined} />);
}

function Field({ api, name, inputRef }: { api: AccountApi; name: AccountField; inputRef?: RefObject<HTMLInputElement | null> }) {
  const spec = api.specOf(name);
  const props = api.getInputProps(name);
  const error = api.fieldError(name);
  if (spec?.type === 'checkbox') {
    return (
      <div {...api.getFieldProps()} className={css.field}>
        <label className={css.check}>
          <input {...props} ref={inputRef} className={css.checkbox} />
          {spec.label}
        </label>
      </div>
    );
  }
  return (
    <div {...api.getFieldProps()} className={css.field}>
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

function Menu({ api, links }: { api: AccountApi; links: readonly MenuLink[] | null }) {
  const rewards = rewardsView.value.rewards;
  const counts = rewards?.offerCount;
  const { t } = api;
  const shown = links ?? DEFAULT_MENU_LINKS.map(({ key, href }) => ({ label: t(key), href }));
  return (
    <>
      {counts ? (
        <section {...api.getRewardsProps()} className={css.rewards} aria-labelledby={`${api.user?.userId ?? 'me'}-rewards`}>
          <h3 id={`${api.user?.userId ?? 'me'}-rewards`} className={css.subheading}>
            {t('rewardsHeading')}
          </h3>
          <p className={css.status}>{api.word(rewardsSummary(counts))}</p>
          <a className={css.action} href={ACCOUNT_ROUTES.rewards}>
            {t('viewRewards')}
          </a>
        </section>
      ) : null}
      <nav aria-label={t('menuHeading')}>
        <ul {...api.getMenuProps()} className={css.menu}>
          {shown.map((link) => (
            <li key={`${link.label} ${link.href}`}>
              <a className={css.menuLink} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Messages api={api} />
      <button {...api.getSignOutProps()} className={css.signOut}>
        {t(api.busy ? 'signingOut' : 'signOut')}
      </button>
    </>
  );
}
