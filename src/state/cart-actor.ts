import { effect } from '@preact/signals-core';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { withPending } from '../../machines/cart/cart.logic';
import { cartMachine } from '../../machines/cart/cart.machine';
import { EMPTY_ORDER_ID, type Cart, type CartQuery } from '../core/api';
import { CART_STORE_CHANGE_DELAY_MS, COOKIES } from '../core/constants';
import { emitEvent } from '../core/events';
import { CNC_FEATURES, cncFeature } from '../core/features';
import { getCookie, setCookie } from '../core/storage';
import { report } from './analytics-bus';
import { adoptCartActor, cartApi, notifyCartListeners, publishCartView, type CartStatus, type CartView } from './cart';
import { afterPaint } from '../core/after-paint';
import { cartDrawerOpen } from './cart-drawer';
import { readSession, session } from './session';
import { storeChanges } from './store-change';

/**
 * The page's cart actor (the cart machine, and xstate with it): a lazy chunk that ./cart.ts loads on the first event
 * sent to the cart (the elements' `loadCart()` when they mount). ./cart.ts holds what the elements render from and
 * the events sent before this chunk arrived; the cart's other flows (checkout id, payments, save for later), lazy
 * chunks themselves, read the actor here.
 */

const CHANNEL = 'sg-cart';
const tabId = Math.random().toString(36).slice(2);
let actor: Actor<typeof cartMachine> | null = null;
let channel: BroadcastChannel | null = null;
let stopDrawerSync: (() => void) | null = null;
let stopStoreSync: (() => void) | null = null;
let storeReload: ReturnType<typeof setTimeout> | undefined;

function toView(snapshot: SnapshotFrom<typeof cartMachine>): CartView {
  const { context } = snapshot;
  const status: CartStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('error')
      ? 'error'
      : snapshot.hasTag('unloaded')
        ? 'idle'
        : 'ready';
  return {
    cart: withPending(context.cart, context.pending),
    status,
    error: context.error,
    sending: Object.keys(context.sending),
    lineErrors: context.lineErrors,
    updating: snapshot.hasTag('updating'),
    adding: snapshot.hasTag('adding'),
    tax: context.tax,
  };
}

/**
 * The query of GET /cart (spec section 7). Values come from the visitor's cookies where the spec ties them to one
 * (`cncFeatures` lists `paw`, `sla2`; `IS_STS_ENABLED`); the others have the header's defaults. Parameters for flows
 * that are not the header's (changedZipCode, lat_long, pendingOrderId, ...) are left out.
 */
function cartQuery(): CartQuery {
  const zip = getCookie(COOKIES.selectedStoreZip) ?? undefined;
  return {
    deliveryZipCode: zip,
    storeZipCode: zip,
    isSwitchShipmode: false,
    isDiscountsEnabled: true,
    progressBar: true,
    groupedCart: false,
    isNearbyStoreEnabled: false,
    isBopisStore: Boolean(getCookie(COOKIES.storeLocationId)),
    isSTSStore: getCookie(COOKIES.stsEnabled) === 'true',
    paw: cncFeature(CNC_FEATURES.pickUpAnywhere),
    isShipSla2: cncFeature(CNC_FEATURES.sla2),
    src: 'header',
  };
}

/** The page's cart actor, created on first use with the visitor's cookies. */
export function cartActor(): Actor<typeof cartMachine> {
  if (actor) return actor;
  const orderId = getCookie(COOKIES.orderId);
  actor = createActor(cartMachine, {
    input: {
      hasPersistentLogin: readSession().hasPersistentLogin,
      orderId: orderId && /^[\w-]+$/.test(orderId) ? orderId : EMPTY_ORDER_ID,
      query: cartQuery(),
      api: cartApi(),
    },
  });
  const publish = (snapshot: SnapshotFrom<typeof cartMachine>) => {
    publishCartView(toView(snapshot));
  };
  actor.subscribe(publish);
  actor.on('*', (emitted) => {
    // XState delivers emitted events before snapshot observers: publish the new state first, so listeners of
    // 'changed' or 'added' read the cart they are told about.
    publish(actor!.getSnapshot());
    if ((emitted.type === 'changed' && !emitted.remote) || emitted.type === 'added') {
      if (emitted.cart.orderId !== EMPTY_ORDER_ID) setCookie(COOKIES.orderId, emitted.cart.orderId);
      channel?.postMessage({ source: tabId, cart: emitted.cart });
    }
    if (emitted.type === 'added') {
      // The analytics event of an add (spec section 3, "Cart add-row tracking"), once per add for the page.
      emitEvent(document, 'sg-cart-add', {
        productId: emitted.productId,
        quantity: emitted.quantity,
        unitPrice: emitted.unitPrice,
        sku: emitted.skuId,
        currency: emitted.currency,
      });
    }
    notifyCartListeners(emitted);
    report({ type: 'cart', emitted });
  });
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (message: MessageEvent<{ source?: string; cart?: Cart }>) => {
      if (message.data?.source !== tabId && message.data?.cart && typeof message.data.cart === 'object') {
        actor?.send({ type: 'CART.SET', cart: message.data.cart });
      }
    };
  }
  actor.start();
  const seen = storeChanges.peek();
  const storeSync = storeChanges.subscribe((count) => {
    if (count === seen) return;
    clearTimeout(storeReload);
    storeReload = setTimeout(reloadCartForStoreChange, CART_STORE_CHANGE_DELAY_MS);
  });
  // Signed in or out (the account flyout re-reads the session): the cart follows the new shopper's cookies and a
  // cart on the page (loaded or loading) reloads, so the free-shipping threshold and the lines agree with the header.
  const firstSession = session.peek();
  const sessionSync = session.subscribe((current) => {
    if (current === firstSession || !actor) return;
    actor.send({ type: 'SESSION.CHANGE', hasPersistentLogin: current.hasPersistentLogin });
    if (!actor.getSnapshot().hasTag('unloaded')) actor.send({ type: 'CART.RELOAD' });
  });
  stopStoreSync = () => {
    storeSync();
    sessionSync();
  };
  // The machine fetches the estimated tax while the drawer is open (and aborts it when it closes). It is told after
  // the drawer's opening frame: starting a request costs a few ms that the opening click's task need not pay.
  stopDrawerSync = effect(() => {
    if (!cartDrawerOpen.value) {
      actor?.send({ type: 'DRAWER.CLOSE' });
      return;
    }
    return afterPaint(() => actor?.send({ type: 'DRAWER.OPEN' }));
  });
  return actor;
}

/**
 * The shopper chose another store: a cart on the page (one that has loaded or is loading) reloads with the new store
 * ZIP (`storeZipCode`, from the cookies just written), once, the store-change delay after the last change.
 */
function reloadCartForStoreChange(): void {
  if (!actor || actor.getSnapshot().hasTag('unloaded')) return;
  actor.send({ type: 'QUERY.CHANGE', query: cartQuery() });
  actor.send({ type: 'CART.RELOAD' });
}

/** For tests: stop the page's cart actor and forget it (./cart.ts's `resetCartForTests` calls it). */
export function resetCartActorForTests(): void {
  stopDrawerSync?.();
  stopDrawerSync = null;
  stopStoreSync?.();
  stopStoreSync = null;
  clearTimeout(storeReload);
  actor?.stop();
  actor = null;
  channel?.close();
  channel = null;
}

adoptCartActor({ cartActor, resetCartActorForTests });
