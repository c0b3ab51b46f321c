import { useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PHONE_PATTERN } from '../../core/cart-errors';
import { errorMessages } from '../../core/errors';
import { getCookie } from '../../core/storage';
import { formatCurrency } from '../../core/format';
import type { CartLine } from '../../core/api';
import { COOKIES } from '../../core/constants';
import { cartTax, cartView, changeShipMode, onCartEvent, reloadCart, removeLine, setQuantity, stepQuantity } from '../../state/cart';
import { pageConfig, warnConfigOnce } from '../../state/config';
import { configSection, sectionWarning } from '../../core/config';
import { DEFAULT_ACCEPTED_PAYMENTS } from '../../core/constants/payment';
import { readPaymentsSettings, type PaymentsSettings } from '../../../machines/cart/payment.logic';
import { listedOrigins } from '../../../machines/cart/origins.logic';
import { readShippingAndReturns, type PolicyLink } from '../../../machines/cart/policy.logic';
import { readBusinessHours, type BusinessHours } from '../../../machines/cart/business-hours.logic';
import { hasPickupLines } from '../../../machines/cart/fulfilment.logic';
import { CNC_FEATURES, cncFeature } from '../../core/features';
import { estimatedTotal, resolveFreeShippingThreshold, type FreeShippingThresholds } from '../../../machines/cart/totals.logic';
import { checkoutView } from '../../state/cart-checkout';
import { cartDrawerOpen } from '../../state/cart-drawer';
import { session } from '../../state/session';
import { openAccountFlyoutFor } from '../account/actions';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { useLatest } from '../shared/use-latest';
import { useLazyChunk } from '../shared/use-lazy-chunk';
import { useErrorShown } from '../shared/use-error-shown';
import { useWords, type Translate } from '../shared/use-messages';
import { CartDrawerSkeleton } from './CartDrawerSkeleton';
import { bodyState, type CartDrawerWords, type PayLaterConfig } from './cart-drawer.connect';
import type { CartText } from '../../../machines/cart/cart.types';
import {
  cartNotices,
  cartTextParts,
  checkoutButton,
  confirmationAnnouncement,
  connectLine,
  freeShippingView,
  payLaterLine,
  promotionsView,
  signInLinkProps,
  totalsView,
  type LineActions,
  type LineContext,
  type LineView,
} from './cart-drawer-body.connect';
import { cartDrawerMessages } from './cart-drawer.messages';
import { payLaterMessages } from './pay-later.messages';
import { cartErrorTextsState, cartErrorWords, useCartErrorTexts } from './cart-error-texts';
import type { ExpressCheckoutProps } from './ExpressCheckout';
import { Parts } from './MessageParts';
import type { PaymentInstructionProps } from './PaymentInstruction';
import { weAcceptView, type PaymentWords } from './payment.connect';
import { paymentMessages } from './payment.messages';
import { PaymentMark } from './PaymentIcons';
import { RecentProducts } from './RecentProducts';
import { SavedForLater, SaveForLaterLine } from './SavedForLater';
import type { SaveForLaterWords } from './save-for-later.connect';
import { saveForLaterMessages } from './save-for-later.messages';
import * as css from './cart-drawer-body.css';
import * as shell from './cart-drawer.css';
import type { CartDrawerPart } from './cart-drawer.anatomy';

export interface CartDrawerBodyProps {
  /** Prefix for DOM ids (unique per drawer). */
  idBase: string;
  /** The element (its `lang` decides the texts' locale) and its page configuration's id (its `messages` section). */
  host?: SgHost;
  configId?: string;
  /** The element's attribute: 0 uses the spec's defaults. */
  freeShippingThreshold: number;
  freeShippingThresholds?: FreeShippingThresholds | null;
  payLater: PayLaterConfig | null;
  onClose(): void;
  onCheckout(): void;
  /** Says something in the drawer's polite live region. */
  announce(text: string): void;
  /** Moves focus to the drawer's heading (after the focused line went away). */
  focusHeading(): void;
}

/**
 * A guest's "Sign in": the page's account flyout (the first `<sg-account>`), and after the sign-in the cart drawer
 * reopens (sessionStorage `sg_sign_in_return`); without an `<sg-account>` on the page, the link itself goes to
 * /shop/LogonForm with this page as the `returnUrl` (a same-origin path), and the flag reopens the drawer on return.
 */
function SignInLink({ className, t }: { className: string; t: CartDrawerWords['t'] }) {
  const { text, rest, ...link } = signInLinkProps(location.pathname + location.search, () => openAccountFlyoutFor('sign-in', { returnTo: 'cart' }), t);
  return (
    <p part={'sign-in' satisfies CartDrawerPart} className={className}>
      <a {...link}>{text}</a>
      {rest}
    </p>
  );
}

/**
 * The drawer's body (a lazy chunk): loading skeleton, error with Try again, empty cart, or the lines with their
 * steppers, ship modes and Remove buttons, then promotions, free-shipping progress, totals, pay-later messaging and
 * Checkout. Every text from the API is rendered as text; links and images go through the safe-URL check.
 */
/** Memoized: opening or closing the drawer re-renders the shell only; the body renders when the cart changes. */
export const CartDrawerBody = memo(function CartDrawerBody(props: CartDrawerBodyProps) {
  useSignals();
  const { announce, focusHeading } = props;
  const word = useWords(props.host, props.configId);
  const error = word(errorMessages);
  const words: CartDrawerWords = { t: word(cartDrawerMessages), error, cartError: cartErrorWords(word, error) };
  const payments = useMemo(() => paymentsSettings(props.configId), [props.configId]);
  const policy = useMemo(() => shippingAndReturnsLink(props.configId), [props.configId]);
  const pickupHours = useMemo(() => businessHoursSetting(props.configId), [props.configId]);
  const phone = payments.customerCarePhone;
  const { t } = words;
  const saveWords = word(saveForLaterMessages);
  const latestT = useLatest(t);
  const view = cartView.value;
  const tax = cartTax.value;
  const checkout = checkoutView.value;
  const registered = session.value.visitorType === 'registered';
  const state = bodyState(view);
  const { cart } = view;

  // The changes the cart machine confirms are announced, those of one answer together (its `lineConfirmed` events
  // come before its `changed`); a failure shows under the line instead.
  useEffect(() => {
    let said: string[] = [];
    return onCartEvent((event) => {
      if (event.type === 'lineConfirmed') said.push(confirmationAnnouncement(event, latestT.current));
      else if (event.type === 'changed' && said.length) {
        announce(said.join('. '));
        said = [];
      }
    });
  }, [announce, latestT]);

  // The clock the promises count from ("Ready within 1 hour" until closing time): read again each minute while the
  // drawer is open with lines, so a promise changes at 7:00 PM without a cart change.
  const [now, setNow] = useState(() => Date.now());
  const ticking = cartDrawerOpen.value && cart.lines.length > 0;
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    // At once on opening (the drawer may have been closed for hours), then each minute.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ticking]);

  const actions = useMemo<LineActions>(
    () => ({
      isSending: (id) => cartView.peek().sending.includes(id),
      step: stepQuantity,
      setQuantity,
      remove: (id) => {
        removeLine(id);
        // The line leaves the list at once (optimistic): keep focus in the drawer.
        focusHeading();
      },
      setShipMode: changeShipMode,
    }),
    [focusHeading],
  );

  // The cart answer's own errors: the cart's notices, and each line's (under a failed change's message).
  const notices = cartNotices(cart, view.lineErrors);

  // The cart catalogue's texts load once one of its errors is to show (the cart's, checkout's, a line's).
  useCartErrorTexts([view.status === 'error' ? view.error : null, checkout.message, ...notices.cart, ...Object.values(notices.lines)]);
  // Analytics: the catalogue errors shown (the cart's, checkout's, and each line's).
  useErrorShown('cart drawer', [
    state === 'error' ? view.error : null,
    checkout.message,
    ...(state === 'error' || state === 'loading' ? [] : notices.cart),
    ...(state === 'lines' ? Object.values(notices.lines) : []),
  ]);

  // A customer service rep's checkout id (the `csr` flag), under the empty cart or the lines.
  const checkoutIdTools = cncFeature(CNC_FEATURES.customerService) ? (
    <LazySection
      load={loadCheckoutId}
      render={(chunk) => <chunk.CheckoutId idBase={props.idBase} host={props.host} configId={props.configId} announce={announce} focusHeading={focusHeading} />}
      retry={t('retry')}
      failed={t('checkoutIdFailed')}
    />
  ) : null;
  // The alternate pickup person (configuration `alternatePickup` or the `altPickup` flag), for store-collected lines.
  const pickupPerson =
    state === 'lines' && (alternatePickupSetting(props.configId) || cncFeature(CNC_FEATURES.alternatePickup)) && hasPickupLines(cart) ? (
      <LazySection
        load={loadPickupPerson}
        render={(chunk) => <chunk.PickupPerson idBase={props.idBase} orderId={cart.orderId} host={props.host} configId={props.configId} announce={announce} />}
        retry={t('retry')}
        failed={t('pickupPersonFailed')}
      />
    ) : null;

  if (state === 'loading') return <CartDrawerSkeleton />;

  if (state === 'error') {
    return (
      <div part={'message' satisfies CartDrawerPart} className={shell.message}>
        <p className={shell.messageText}>{view.error ? <Parts parts={cartTextParts(view.error, words, phone)} /> : t('chunkFailed')}</p>
        <button type="button" part={'retry' satisfies CartDrawerPart} className={base.secondaryButton} onClick={() => reloadCart()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  if (state === 'empty') {
    return (
      <div part={'message' satisfies CartDrawerPart} className={shell.message}>
        <Notices notices={notices.cart} words={words} phone={phone} />
        <p className={shell.messageText}>{t('empty')}</p>
        <button type="button" part={'continue' satisfies CartDrawerPart} className={base.button} onClick={props.onClose}>
          {t('continueShopping')}
        </button>
        {registered ? null : <SignInLink className={shell.messageText} t={t} />}
        <SavedForLater idBase={props.idBase} t={saveWords} announce={announce} focusHeading={focusHeading} />
        <RecentProducts idBase={props.idBase} host={props.host} configId={props.configId} />
        {checkoutIdTools}
      </div>
    );
  }

  const currency = cart.totals.currency;
  const lineContext = {
    idBase: props.idBase,
    currency,
    sending: view.sending,
    lineErrors: notices.lines,
    unavailable: checkout.unavailable,
    phone,
    hasSelectedStore: getCookie(COOKIES.storeLocationId) !== null,
    timing: { now, pickupHours, days: cncFeature(CNC_FEATURES.sla2) },
  };
  const promotions = promotionsView(cart, t.locale);
  const totals = totalsView(cart, tax, t);
  const shipping = freeShippingView(cart, resolveFreeShippingThreshold(props.freeShippingThreshold, registered, props.freeShippingThresholds), t);
  const payLater = payLaterLine(props.payLater, estimatedTotal(cart, tax), currency, t);
  const button = checkoutButton(checkout.busy, props.onCheckout, t);
  const alertText = checkout.message ?? (view.status === 'error' ? view.error : null);
  const alert = alertText ? cartTextParts(alertText, words, phone) : null;
  const linesLabel = `${props.idBase}-lines`;
  const promotionsLabel = `${props.idBase}-promotions`;
  const totalsLabel = `${props.idBase}-totals`;

  return (
    <>
      <div className={shell.scroll}>
        {registered ? null : <SignInLink className={shell.messageText} t={t} />}
        <Notices notices={notices.cart} words={words} phone={phone} />
        <h3 id={linesLabel} className={base.visuallyHidden}>
          {t('lines')}
        </h3>
        <ul part={'lines' satisfies CartDrawerPart} className={css.lines} aria-labelledby={linesLabel}>
          {cart.lines.map((line) => {
            const { view: lineView, fingerprint } = lineViewOf(line, lineContext, actions, words, word.key);
            return (
              <CartLineRow
                key={line.orderItemId}
                line={line}
                view={lineView}
                fingerprint={fingerprint}
                actions={actions}
                sending={view.sending}
                idBase={props.idBase}
                saveT={saveWords}
                wordsKey={word.key}
              />
            );
          })}
        </ul>
        {pickupPerson}
        <SavedForLater idBase={props.idBase} t={saveWords} announce={announce} focusHeading={focusHeading} />
        {promotions.length > 0 && (
          <section part={'promotions' satisfies CartDrawerPart} aria-labelledby={promotionsLabel}>
            <h3 id={promotionsLabel} className={css.sectionTitle}>
              {t('promotions')}
            </h3>
            <ul className={css.promotions}>
              {promotions.map((p) => (
                <li key={p.key} className={css.row}>
                  <span>{p.name}</span>
                  <span className={css.promotionAmount}>{p.amount}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {cart.paymentMethod?.trim() ? (
          <LazyInstruction
            paymentMethod={cart.paymentMethod}
            words={words}
            t={word(paymentMessages)}
            idBase={props.idBase}
            announce={announce}
            focusHeading={focusHeading}
          />
        ) : null}
        <WeAccept accepted={payments.accepted} t={word(paymentMessages)} idBase={props.idBase} />
        {policy ? (
          <p className={css.policy}>
            <a part={'shipping-returns' satisfies CartDrawerPart} href={policy.href}>
              {policy.title ?? t('shippingAndReturns')}
            </a>
          </p>
        ) : null}
        <RecentProducts idBase={props.idBase} host={props.host} configId={props.configId} />
        {checkoutIdTools}
      </div>
      <section className={shell.footer} aria-labelledby={totalsLabel}>
        <h3 id={totalsLabel} className={base.visuallyHidden}>
          {t('totals')}
        </h3>
        <div part={'free-shipping' satisfies CartDrawerPart} className={css.freeShipping}>
          <p className={shell.messageText}>{shipping.text}</p>
          <div part={'progress' satisfies CartDrawerPart} className={css.track} {...shipping.progressbar}>
            <div className={css.bar} style={{ width: `${shipping.percent}%` }} />
          </div>
        </div>
        <dl part={'totals' satisfies CartDrawerPart} className={css.totals}>
          {totals.rows.map((row) => (
            <div key={row.key} className={css.row}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div className={css.totalRow}>
            <dt>{totals.total.label}</dt>
            <dd>{totals.total.value}</dd>
          </div>
        </dl>
        {props.payLater !== null && (
          <PayLaterRow line={payLater} config={props.payLater} total={estimatedTotal(cart, tax)} currency={currency} t={word(payLaterMessages)} idBase={props.idBase} host={props.host} />
        )}
        <p part={'alert' satisfies CartDrawerPart} role="alert" className={css.alert}>
          {alert ? <Parts parts={alert} /> : ''}
        </p>
        <button type="button" part={'checkout' satisfies CartDrawerPart} className={`${base.button} ${css.checkout}`} {...button.props}>
          {button.label}
        </button>
        {cartDrawerOpen.value && payments.expressCheckout ? (
          <LazyExpress configId={props.configId} t={word(paymentMessages)} words={words} idBase={props.idBase} host={props.host} />
        ) : null}
      </section>
    </>
  );
});

/**
 * The drawer's part of the page configuration's `payments` section (docs/elements/sg-cart-drawer.md), read by the body
 * (never by the element: no eager bytes); a problem is one console warning per page and keeps the defaults.
 */
function paymentsSettings(configId: string | undefined): PaymentsSettings & { customerCarePhone: string } {
  const source = pageConfig(configId);
  // The customer care number the gift card limit's telephone message calls (`tel:`): any other value is refused.
  const care = source.config['customerCarePhone'];
  const customerCarePhone = typeof care === 'string' && PHONE_PATTERN.test(care.trim()) ? care.trim() : '';
  if (care !== undefined && !customerCarePhone) {
    warnConfigOnce(sectionWarning('<sg-cart-drawer>', `configuration "#${source.id}"`, 'customerCarePhone', [`must be a telephone number (7 to 15 digits)`]), {
      id: source.id,
      name: 'customerCarePhone',
    });
  }
  const { values, problem } = configSection(source.config, 'payments');
  const { settings, problems } = readPaymentsSettings(values, DEFAULT_ACCEPTED_PAYMENTS);
  const all = problem ? [problem, ...problems] : problems;
  if (all.length) {
    warnConfigOnce(sectionWarning('<sg-cart-drawer>', `configuration "#${source.id}"`, 'payments', all), { id: source.id, name: 'payments' });
  }
  return { ...settings, customerCarePhone };
}

/**
 * The drawer's "Shipping & Returns" link from the page configuration's `shippingAndReturns` (policy.logic.ts), read by
 * the body only; a problem is one console warning per page and keeps the default link.
 */
function shippingAndReturnsLink(configId: string | undefined): PolicyLink | null {
  const source = pageConfig(configId);
  const { link, problems } = readShippingAndReturns(source.config['shippingAndReturns'], listedOrigins(source.config['allowedOrigins']));
  if (problems.length) {
    warnConfigOnce(sectionWarning('<sg-cart-drawer>', `configuration "#${source.id}"`, 'shippingAndReturns', problems), {
      id: source.id,
      name: 'shippingAndReturns',
    });
  }
  return link;
}

/**
 * The page configuration's `businessHours` (business-hours.logic.ts): store pickup lines promise a time instead of
 * the API's dates. A problem is one console warning per page and keeps the dates.
 */
function businessHoursSetting(configId: string | undefined): BusinessHours | null {
  const source = pageConfig(configId);
  const { hours, problems } = readBusinessHours(source.config['businessHours']);
  if (problems.length) {
    warnConfigOnce(sectionWarning('<sg-cart-drawer>', `configuration "#${source.id}"`, 'businessHours', problems), {
      id: source.id,
      name: 'businessHours',
    });
  }
  return hours;
}

/** The configuration's `alternatePickup` (the global switch): anything but true or false is one warning and off. */
function alternatePickupSetting(configId: string | undefined): boolean {
  const source = pageConfig(configId);
  const value = source.config['alternatePickup'];
  if (value !== undefined && typeof value !== 'boolean') {
    const where = `configuration "#${source.id}"`;
    warnConfigOnce(sectionWarning('<sg-cart-drawer>', where, 'alternatePickup', ['must be true or false']), { id: source.id, name: 'alternatePickup' });
  }
  return value === true;
}

const importExpress = () => import('./ExpressCheckout');

/** The express checkout buttons' chunk, asked for once the drawer is open with lines; nothing shows if it fails. */
function LazyExpress(props: ExpressCheckoutProps) {
  const chunk = useLazyChunk(importExpress);
  const { request } = chunk;
  useEffect(() => request(), [request]);
  const Express = chunk.module?.ExpressCheckout;
  return Express ? <Express {...props} /> : null;
}

/** "We accept" and the page's payment icons, each an image with its name. */
function WeAccept({ accepted, t, idBase }: { accepted: PaymentsSettings['accepted']; t: PaymentWords; idBase: string }) {
  const view = weAcceptView(accepted, t);
  if (!view) return null;
  const titleId = `${idBase}-we-accept`;
  return (
    <section part={'we-accept' satisfies CartDrawerPart} className={css.weAccept} aria-labelledby={titleId}>
      <h3 id={titleId} className={css.weAcceptTitle}>
        {view.heading}
      </h3>
      <ul className={css.paymentMarks}>
        {view.icons.map(({ icon, label }) => (
          <li key={icon}>
            <PaymentMark icon={icon} label={label} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const loadCheckoutId = (): Promise<typeof import('./CheckoutId')> => import('./CheckoutId');
type PickupPersonChunk = typeof import('./PickupPerson');
const importPickupPerson = (): Promise<PickupPersonChunk> => import('./PickupPerson');
let pickupPersonImport = importPickupPerson;
const loadPickupPerson = (): Promise<PickupPersonChunk> => pickupPersonImport();

/** Tests: load the pickup person's chunk with `load` (a failing import) until the next call. */
export function setPickupPersonChunkForTests(load: () => Promise<PickupPersonChunk> = importPickupPerson): void {
  pickupPersonImport = load;
}

/**
 * A section of the body in its own chunk, with its machine: the customer service rep's checkout id (the `csr` flag),
 * the alternate pickup person (its switch). The chunk is asked for once the section is to show; if it cannot load,
 * a message and Try again in its place.
 */
function LazySection<M>(props: { load: () => Promise<M>; render: (chunk: M) => ReactNode; retry: string; failed: string }) {
  const chunk = useLazyChunk(props.load);
  const { request } = chunk;
  useEffect(() => request(), [request]);
  if (chunk.module) return props.render(chunk.module);
  if (chunk.status !== 'failed') return null;
  return (
    <div className={css.instructionMissing}>
      <p role="alert" className={css.alert}>
        {props.failed}
      </p>
      <button type="button" className={base.textButton} onClick={request}>
        {props.retry}
      </button>
    </div>
  );
}

type InstructionChunk = typeof import('./PaymentInstruction');
const loadInstruction = (): Promise<InstructionChunk> => import('./PaymentInstruction');
let importInstruction = loadInstruction;

/** Tests: load the payment instruction's chunk with `load` (a failing import) until the next call. */
export function setInstructionChunkForTests(load: () => Promise<InstructionChunk> = loadInstruction): void {
  importInstruction = load;
}

/**
 * The payment instruction's row (its chunk, with its machine, loads only for a cart that carries one); if the chunk
 * cannot load, a message and Try again in its place.
 */
function LazyInstruction(props: PaymentInstructionProps) {
  const chunk = useLazyChunk(importInstruction);
  const { request } = chunk;
  useEffect(() => request(), [request]);
  const Instruction = chunk.module?.PaymentInstruction;
  if (Instruction) return <Instruction {...props} />;
  if (chunk.status !== 'failed') return null;
  return (
    <div className={css.instructionMissing}>
      <p role="alert" className={css.alert}>
        {props.t('instructionFailed')}
      </p>
      <button type="button" className={base.textButton} onClick={request}>
        {props.words.t('retry')}
      </button>
    </div>
  );
}

/**
 * The cart answer's notices for the whole cart (out of stock, a restricted address, Prop 65...), in a polite live
 * region that is always there, so one that appears after a change is read out.
 */
function Notices({ notices, words, phone }: { notices: readonly CartText[]; words: CartDrawerWords; phone: string }) {
  return (
    <div part={'notices' satisfies CartDrawerPart} role="status" className={css.notices}>
      {notices.map((notice, i) => (
        <p key={i} className={css.notice}>
          <Parts parts={cartTextParts(notice, words, phone)} />
        </p>
      ))}
    </div>
  );
}

const importExplainer = () => import('./PayLaterExplainer');
type PayLaterWords = Translate<(typeof payLaterMessages)['defaults']>;

/**
 * The pay-later line and its "Learn more", which opens the explainer: a dialog over the drawer (lazy, through the shared
 * modal helper), following the cart's total while open; focus returns to "Learn more". No line without an offer, except
 * once the shopper has opened the explainer: then the row stays and says the total is not offered, so the explainer
 * can say so too and focus has its "Learn more" to return to.
 */
function PayLaterRow(props: {
  /** The best offer in words, or null when none offers the total. */
  line: string | null;
  config: PayLaterConfig | null;
  total: number;
  currency: string;
  t: PayLaterWords;
  idBase: string;
  host?: SgHost;
}) {
  const { t } = props;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const explainer = useLazyChunk(importExplainer);
  const Explainer = explainer.module?.PayLaterExplainer;
  if (props.line === null && !opened) return null;
  return (
    <div part={'pay-later' satisfies CartDrawerPart} className={css.payLater}>
      <span>{props.line ?? t('unavailable', { total: formatCurrency(props.total, props.currency, t.locale) })}</span>{' '}
      <button
        type="button"
        part={'pay-later-more' satisfies CartDrawerPart}
        className={base.textButton}
        aria-label={t('moreLabel')}
        aria-haspopup="dialog"
        onClick={() => {
          explainer.request();
          setOpen(true);
          setOpened(true);
        }}
      >
        {t('more')}
      </button>
      {open && explainer.status === 'failed' ? (
        <span role="alert" className={css.payLaterFailed}>
          {t('failed')}
        </span>
      ) : null}
      {Explainer ? (
        <Explainer
          open={open}
          onClose={() => setOpen(false)}
          config={props.config}
          total={props.total}
          currency={props.currency}
          t={t}
          idBase={props.idBase}
          host={props.host}
        />
      ) : null}
    </div>
  );
}

interface CartLineRowProps {
  line: CartLine;
  view: LineView;
  /** The line and its view as JSON (handlers left out): equal means the row would render the same. */
  fingerprint: string;
  actions: LineActions;
  sending: readonly string[];
  idBase: string;
  saveT: SaveForLaterWords;
  /** `useWords`' key: another one means other texts (save for later's included). */
  wordsKey: string | undefined;
}

/** The line's data and its view without the handlers, which close over what the view shows (and `actions`). */
function lineFingerprint(line: CartLine, view: LineView): string {
  return JSON.stringify([line, view]);
}

/** Everything `connectLine` reads for one line besides the line itself: equal inputs give an equal view. */
interface LineInputs {
  actions: LineActions;
  error: CartText | undefined;
  pickupHours: BusinessHours | null | undefined;
  /** The primitive rest, as one string. */
  rest: string;
}

/**
 * The last view of each line object of the cart. A pending change keeps the objects of the other lines (`withPending`);
 * the server's answer is a new cart, whose render works out every line again (in the answer's task, not the click's).
 * A line with an error of the cart's answer is worked out each time (its message object is new each render).
 */
const lineViews = new WeakMap<CartLine, { inputs: LineInputs; view: LineView; fingerprint: string }>();

/**
 * The line's view and fingerprint, worked out again only when something it reads changed: a change to one line of a
 * 100-line cart words and checks one line, not 100 (issue 27). Without a words key (a test's stand-in words) it is
 * worked out every time.
 */
function lineViewOf(line: CartLine, ctx: LineContext, actions: LineActions, words: CartDrawerWords, wordsKey: string | undefined) {
  const id = line.orderItemId;
  const { timing } = ctx;
  const inputs: LineInputs = {
    actions,
    error: ctx.lineErrors[id],
    pickupHours: timing?.pickupHours,
    rest: JSON.stringify([
      wordsKey,
      // The cart catalogue's texts (a refused change's message), loaded once one is to show.
      cartErrorTextsState(),
      ctx.idBase,
      ctx.currency,
      ctx.sending.includes(id),
      ctx.unavailable.includes(id),
      ctx.hasSelectedStore,
      ctx.phone,
      timing ? [timing.now, timing.days] : null,
    ]),
  };
  const last = lineViews.get(line);
  if (
    wordsKey !== undefined &&
    last &&
    last.inputs.actions === inputs.actions &&
    last.inputs.error === inputs.error &&
    last.inputs.pickupHours === inputs.pickupHours &&
    last.inputs.rest === inputs.rest
  ) {
    return last;
  }
  const view = connectLine(line, ctx, actions, words);
  const entry = { inputs, view, fingerprint: lineFingerprint(line, view) };
  lineViews.set(line, entry);
  return entry;
}

/**
 * One line of the list, rendered again only when what it shows changed (issue 27: a quantity change in a 100-line
 * cart rendered every line again in the click's task). The handlers of a skipped render are those of the last one:
 * they close over the same line, state and `actions` (compared), so they do the same. The save-for-later button reads
 * its own signals (saved list, session) and renders on them by itself.
 */
const CartLineRow = memo(
  function CartLineRow({ line, view, sending, idBase, saveT }: CartLineRowProps) {
    return <CartLineItem line={view} save={<SaveForLaterLine line={line} sending={sending} idBase={idBase} t={saveT} />} />;
  },
  (a, b) =>
    a.fingerprint === b.fingerprint &&
    a.actions === b.actions &&
    a.idBase === b.idBase &&
    a.saveT.locale === b.saveT.locale &&
    a.wordsKey === b.wordsKey &&
    a.wordsKey !== undefined &&
    a.sending.includes(a.line.orderItemId) === b.sending.includes(b.line.orderItemId),
);

function CartLineItem({ line, save }: { line: LineView; save?: ReactNode }) {
  const { stepper } = line;
  return (
    <li part={'line' satisfies CartDrawerPart} className={css.line} {...line.item}>
      {line.image ? (
        <img part={'line-image' satisfies CartDrawerPart} className={css.image} src={line.image} alt="" width={80} height={80} loading="lazy" decoding="async" />
      ) : (
        <span part={'line-image' satisfies CartDrawerPart} className={css.imagePlaceholder} aria-hidden="true" />
      )}
      <div className={css.lineMain}>
        {line.href ? (
          <a id={line.nameId} part={'line-name' satisfies CartDrawerPart} className={css.name} href={line.href}>
            {line.name}
          </a>
        ) : (
          <span id={line.nameId} part={'line-name' satisfies CartDrawerPart} className={css.name}>
            {line.name}
          </span>
        )}
        {line.markers.length > 0 && (
          <div className={css.markers}>
            {line.markers.map((marker) => (
              <span key={marker.key} part={'line-marker' satisfies CartDrawerPart} className={marker.alert ? css.markerAlert : css.marker}>
                {marker.text}
              </span>
            ))}
          </div>
        )}
        {line.attributes && (
          <p part={'line-attributes' satisfies CartDrawerPart} className={css.small}>
            {line.attributes}
          </p>
        )}
        <p part={'line-price' satisfies CartDrawerPart} className={css.prices}>
          <span className={css.linePrice}>{line.linePrice}</span>
          {line.unitPrice && <span className={css.small}>{line.unitPrice}</span>}
          {line.saving && <span className={css.saving}>{line.saving}</span>}
        </p>
        {line.fulfilment && (
          <p part={'line-fulfilment' satisfies CartDrawerPart} className={css.small}>
            {line.fulfilment}
          </p>
        )}
        {line.shipModes && (
          <fieldset part={'ship-modes' satisfies CartDrawerPart} className={css.modes}>
            <legend className={base.visuallyHidden}>{line.shipModes.legend}</legend>
            {line.shipModes.options.map((option) => (
              <label key={option.id} className={css.mode} htmlFor={option.id}>
                <input
                  id={option.id}
                  type="radio"
                  name={line.shipModes!.name}
                  value={option.value}
                  checked={option.checked}
                  aria-disabled={line.shipModes!.disabled || undefined}
                  onChange={option.onChange}
                />
                <span>
                  {option.label}
                  {option.detail ? ` · ${option.detail}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className={css.controls}>
          {stepper && (
            <>
              <div part={'quantity' satisfies CartDrawerPart} className={css.stepper}>
                <button type="button" part={'quantity-decrease' satisfies CartDrawerPart} className={css.stepButton} {...stepper.decrease}>
                  <span aria-hidden="true">−</span>
                </button>
                <label htmlFor={stepper.label.htmlFor} className={base.visuallyHidden}>
                  {stepper.label.text}
                </label>
                <QuantityInput stepper={stepper} />
                <button type="button" part={'quantity-increase' satisfies CartDrawerPart} className={css.stepButton} {...stepper.increase}>
                  <span aria-hidden="true">+</span>
                </button>
              </div>
              {stepper.maxText && (
                <span id={stepper.maxId} className={css.maxText}>
                  {stepper.maxText}
                </span>
              )}
            </>
          )}
          <button type="button" part={'remove' satisfies CartDrawerPart} className={base.textButton} {...line.remove.props}>
            {line.remove.text}
          </button>
          {save}
        </div>
      </div>
      {line.error && (
        <p id={line.error.id} part={'line-error' satisfies CartDrawerPart} role="alert" className={css.lineError}>
          <Parts parts={line.error.parts} />
        </p>
      )}
    </li>
  );
}

/** The number input; its draft (what the shopper typed, shown as typed) is this component's state. */
function QuantityInput({ stepper }: { stepper: NonNullable<LineView['stepper']> }) {
  const [text, set] = useState<string | null>(null);
  return (
    <input
      part={'quantity-input' satisfies CartDrawerPart}
      className={css.quantityInput}
      type="number"
      inputMode="numeric"
      step={1}
      {...stepper.getInputProps({ text, set })}
    />
  );
}
