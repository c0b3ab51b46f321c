import { useEffect, useMemo, useRef, useState } from 'react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { checkoutUrl } from '../../../machines/cart/checkout.logic';
import { readExpressSettings, WALLETS, type ExpressSettings, type WalletId } from '../../../machines/cart/express.logic';
import { listedOrigins } from '../../../machines/cart/origins.logic';
import { expressMachine } from '../../../machines/cart/express.machine';
import { estimatedTotal } from '../../../machines/cart/totals.logic';
import { configSection, sectionWarning } from '../../core/config';
import { COOKIES } from '../../core/constants';
import type { Translate } from '../../core/messages';
import { emitThenNavigate } from '../../core/navigation';
import { getCookie } from '../../core/storage';
import { cartTax, cartView } from '../../state/cart';
import { cartActor } from '../../state/cart-actor';
import { pageConfig, warnConfigOnce } from '../../state/config';
import type { SgHost } from '../shared/host';
import { useLatest } from '../shared/use-latest';
import type { CartDrawerWords } from './cart-drawer.connect';
import { useCartErrorTexts } from './cart-error-texts';
import { walletView } from './express-checkout.connect';
import type { CartDrawerPart } from './cart-drawer.anatomy';
import type { paymentMessages } from './payment.messages';
import { applePay } from './wallets/apple-pay';
import { googlePay } from './wallets/google-pay';
import { klarna } from './wallets/klarna';
import { payPal } from './wallets/paypal';
import type { WalletAdapter, WalletEnv } from './wallets/types';
import * as css from './express-checkout.css';

/**
 * The express checkout buttons (issue 25, section 2; a lazy chunk the drawer's body loads once it is open and the
 * page's `payments` section enables a wallet): each wallet's provider loads, and its button shows only when the
 * provider says it can pay here. A provider that fails to load: one console warning, no button, the rest unaffected.
 * Paying: the provider's sheet or window, then the order's payment, then checkout (`sg-checkout-start`, cancelable);
 * a cancel leaves the cart as it was; a failure says why under the buttons (the cart's error catalogue).
 */

type PaymentWords = Translate<(typeof paymentMessages)['defaults']>;

const ADAPTERS: { [W in WalletId]: WalletAdapter<NonNullable<ExpressSettings[W]>> } = { paypal: payPal, applePay, googlePay, klarna };

export interface ExpressCheckoutProps {
  /** The page configuration whose `payments.wallets` is read (the body loads this chunk when `expressCheckout` is on). */
  configId: string | undefined;
  t: PaymentWords;
  words: CartDrawerWords;
  idBase: string;
  /** The element: `sg-checkout-start` is dispatched on it. */
  host?: SgHost;
}

/**
 * The wallets of the page configuration's `payments.wallets` (read here, not by the body: its rules and allow-lists
 * load with the buttons); a problem is one console warning per page, and that wallet stays off.
 */
function walletSettings(configId: string | undefined): ExpressSettings {
  const source = pageConfig(configId);
  const { values } = configSection(source.config, 'payments');
  // The page's extra origins (the header's `allowedOrigins`): a wallet's script may come from one (a proxy, a stand-in).
  const { settings, problems } = readExpressSettings(values, listedOrigins(source.config['allowedOrigins']));
  if (problems.length) {
    const warning = sectionWarning('<sg-cart-drawer>', `configuration "#${source.id}"`, 'payments', problems);
    warnConfigOnce(warning, { id: source.id, name: 'payments.wallets' });
  }
  return settings;
}

export function ExpressCheckout(props: ExpressCheckoutProps) {
  const settings = useMemo(() => walletSettings(props.configId), [props.configId]);
  const wallets = WALLETS.filter((wallet) => settings[wallet]);
  const [shown, setShown] = useState<ReadonlySet<WalletId>>(new Set());
  const titleId = `${props.idBase}-express`;
  if (wallets.length === 0) return null;
  return (
    <section part={'express' satisfies CartDrawerPart} className={css.express} aria-labelledby={titleId} hidden={shown.size === 0}>
      <h3 id={titleId} className={css.expressTitle}>
        {props.t('express')}
      </h3>
      <ul className={css.expressList}>
        {wallets.map((wallet) => (
          <WalletButton
            key={wallet}
            wallet={wallet}
            settings={settings}
            {...props}
            onShown={(isShown) =>
              setShown((before) => {
                if (before.has(wallet) === isShown) return before;
                const next = new Set(before);
                if (isShown) next.add(wallet);
                else next.delete(wallet);
                return next;
              })
            }
          />
        ))}
      </ul>
    </section>
  );
}

function WalletButton(props: ExpressCheckoutProps & { wallet: WalletId; settings: ExpressSettings; onShown(shown: boolean): void }) {
  const { wallet, onShown } = props;
  const settings = props.settings[wallet]!;
  const adapter = ADAPTERS[wallet] as WalletAdapter<typeof settings>;
  const [actor] = useState(() =>
    createActor(expressMachine.provide({ actors: { prepare: fromPromise(() => adapter.prepare(settings)) } }), { input: { wallet } }),
  );
  const [snapshot, setSnapshot] = useState<SnapshotFrom<typeof expressMachine>>(() => actor.getSnapshot());
  const host = useLatest(props.host);
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscription = actor.subscribe(setSnapshot);
    const unavailable = actor.on('unavailable', (event) => console.warn(`<sg-cart-drawer>: the ${event.wallet} button is not shown: ${event.reason}.`));
    const completed = actor.on('completed', () => {
      const { cart } = cartView.peek();
      const url = checkoutUrl(cart.orderId, getCookie(COOKIES.selectedStoreZip) ?? cart.zipCode ?? '');
      emitThenNavigate(host.current ?? document, 'sg-checkout-start', { orderId: cart.orderId, url }, url);
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      unavailable.unsubscribe();
      completed.unsubscribe();
      actor.stop();
    };
  }, [actor, host]);

  const shown = snapshot.hasTag('shown');
  useEffect(() => onShown(shown), [shown, onShown]);

  const message = snapshot.hasTag('failed') ? snapshot.context.message : null;
  const view = walletView(wallet, { shown, busy: snapshot.hasTag('busy'), message }, props.t, props.words);
  const { label } = view;
  const env = useMemo<WalletEnv>(
    () => ({
      api: cartActor().getSnapshot().context.api,
      orderId: () => cartView.peek().cart.orderId,
      total: () => {
        const { cart } = cartView.peek();
        return { amount: estimatedTotal(cart, cartTax.peek()), currency: cart.totals.currency };
      },
      label,
      locale: props.t.locale ?? 'en-US',
      report: (event) => actor.send(event),
    }),
    [actor, label, props.t.locale],
  );
  useEffect(() => {
    if (!shown || !slot.current) return;
    return adapter.mount(slot.current, settings, env);
    // Mounted once shown; the settings and adapter of a wallet do not change while it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  useCartErrorTexts([message]);
  return (
    <li className={css.expressItem} {...view.item}>
      <div ref={slot} part={'express-button' satisfies CartDrawerPart} className={css.expressSlot} data-wallet={wallet} />
      {view.failure !== null ? (
        <p role="alert" className={css.expressFailure}>
          {view.failure}
        </p>
      ) : null}
    </li>
  );
}
