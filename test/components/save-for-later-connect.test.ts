import '../helpers/setup';
import { expect } from '@open-wc/testing';
import type { SavedItem } from '../../src/core/api';
import {
  connectSaveLine,
  connectSavedList,
  focusAfter,
  savedAnnouncement,
  wordSavedError,
} from '../../src/components/cart/save-for-later.connect';
import { saveForLaterMessages } from '../../src/components/cart/save-for-later.messages';
import type { SavedView } from '../../src/state/save-for-later';
import { messagesFor } from '../../src/state/messages';
import type { SavedError } from '../../machines/cart';

/** The drawer's "save for later" connect functions alone, with the en-US words of an element with no `lang`. */

const t = messagesFor(saveForLaterMessages, null);

const item = (itemId: string, name: string, extra: Partial<SavedItem> = {}): SavedItem => ({
  itemId,
  skuId: `sku-${itemId}`,
  productId: itemId,
  name,
  url: `/p/${itemId}?sku=sku-${itemId}`,
  imageUrl: `/mock-images/${itemId}.svg`,
  price: 44.95,
  currency: 'USD',
  quantity: 1,
  ...extra,
});
const ready = (items: SavedItem[], extra: Partial<SavedView> = {}): SavedView => ({ items, status: 'ready', busy: false, pending: null, error: null, ...extra });
const failure = (action: SavedError['action'], id: string | null, name: string): SavedError => ({
  action,
  id,
  name,
  reason: 'server',
  keys: [`${action}Failed`, 'reasonServer'],
});
const LINE = { orderItemId: '5001:1', name: 'Trail Shoe', isFreeGift: false };

describe('connectSaveLine', () => {
  it('none for a guest or a free gift', () => {
    const ctx = { registered: false, saved: ready([]), lineBusy: false, idBase: 'd' };
    expect(connectSaveLine(LINE, ctx, () => {}, t)).to.equal(null);
    expect(connectSaveLine({ ...LINE, isFreeGift: true }, { ...ctx, registered: true }, () => {}, t)).to.equal(null);
  });

  it('named with the line; a click saves it, unless the line or the list is busy (aria-disabled)', () => {
    const saved: Array<[string, string]> = [];
    const save = (id: string, name: string) => saved.push([id, name]);
    const view = connectSaveLine(LINE, { registered: true, saved: ready([]), lineBusy: false, idBase: 'd' }, save, t)!;
    expect(view.text).to.equal('Save for later');
    expect(view.props['aria-label']).to.equal('Save for later, Trail Shoe');
    expect(view.props['aria-disabled']).to.equal(undefined);
    view.props.onClick();
    expect(saved).to.deep.equal([['5001:1', 'Trail Shoe']]);
    for (const ctx of [
      { registered: true, saved: ready([], { busy: true }), lineBusy: false, idBase: 'd' },
      { registered: true, saved: ready([]), lineBusy: true, idBase: 'd' },
    ]) {
      const busy = connectSaveLine(LINE, ctx, save, t)!;
      expect(busy.props['aria-disabled']).to.equal(true);
      busy.props.onClick();
    }
    expect(saved).to.have.length(1);
  });

  it('a failed save of this line: its message (what, then why) describes the button; another line\'s does not', () => {
    const error = failure('save', '5001:1', 'Trail Shoe');
    const view = connectSaveLine(LINE, { registered: true, saved: ready([], { error }), lineBusy: false, idBase: 'd' }, () => {}, t)!;
    expect(view.error).to.deep.equal({
      id: 'd-5001_1-save-error',
      text: 'Trail Shoe could not be saved for later. It is still in your cart. Something went wrong. Please try again.',
    });
    expect(view.props['aria-describedby']).to.equal('d-5001_1-save-error');
    const other = connectSaveLine({ ...LINE, orderItemId: 'x' }, { registered: true, saved: ready([], { error }), lineBusy: false, idBase: 'd' }, () => {}, t)!;
    expect(other.error).to.equal(null);
    expect(other.props['aria-describedby']).to.equal(undefined);
  });
});

describe('connectSavedList', () => {
  const actions = () => {
    const calls: string[] = [];
    return { calls, actions: { move: (id: string) => calls.push(`move ${id}`), remove: (id: string) => calls.push(`remove ${id}`), retry: () => calls.push('retry') } };
  };

  it('hidden while unknown or empty; a loading text while the first load is on its way', () => {
    const { actions: a } = actions();
    expect(connectSavedList({ ...ready([]), status: 'idle' }, 'd', a, t).visible).to.equal(false);
    expect(connectSavedList(ready([]), 'd', a, t).visible).to.equal(false);
    const loading = connectSavedList({ ...ready([]), status: 'loading', busy: true }, 'd', a, t);
    expect(loading.visible).to.equal(true);
    expect(loading.loading).to.equal('Loading your saved items…');
  });

  it('items: heading with the count, safe links and images, price and quantity, named buttons', () => {
    const { calls, actions: a } = actions();
    const view = connectSavedList(
      ready([item('s1', 'Trail Shoe', { quantity: 2 }), item('s2', 'Bad', { url: 'javascript:alert(1)', imageUrl: 'javascript:x' })]),
      'd',
      a,
      t,
    );
    expect(view.heading).to.equal('Saved for later (2)');
    const [shoe, bad] = view.items;
    expect(shoe!.href).to.equal(`${location.origin}/p/s1?sku=sku-s1`);
    expect(shoe!.image).to.equal(`${location.origin}/mock-images/s1.svg`);
    expect(shoe!.price).to.equal('$44.95');
    expect(shoe!.quantity).to.equal('Qty 2');
    expect(shoe!.move.props['aria-label']).to.equal('Move to cart, Trail Shoe');
    expect(shoe!.remove.props['aria-label']).to.equal('Remove Trail Shoe from saved items');
    expect(bad!.href).to.equal(null);
    expect(bad!.image).to.equal(null);
    expect(bad!.quantity).to.equal(null);
    shoe!.move.props.onClick();
    bad!.remove.props.onClick();
    expect(calls).to.deep.equal(['move s1', 'remove s2']);
  });

  it('while busy: buttons aria-disabled and inert, the item being changed aria-busy', () => {
    const { calls, actions: a } = actions();
    const view = connectSavedList(
      ready([item('s1', 'Trail Shoe'), item('s2', 'Bottle')], { busy: true, pending: { action: 'move', id: 's1', name: 'Trail Shoe' } }),
      'd',
      a,
      t,
    );
    expect(view.items.map((i) => i.item['aria-busy'])).to.deep.equal([true, undefined]);
    expect(view.items.map((i) => i.move.props['aria-disabled'])).to.deep.equal([true, true]);
    view.items[1]!.remove.props.onClick();
    expect(calls).to.deep.equal([]);
  });

  it('a failed move or removal under its item; a failed load with Try again', () => {
    const { calls, actions: a } = actions();
    const moved = connectSavedList(ready([item('s1', 'Trail Shoe')], { error: failure('move', 's1', 'Trail Shoe') }), 'd', a, t);
    expect(moved.items[0]!.error).to.deep.equal({
      id: 'd-saved-s1-error',
      text: 'Trail Shoe could not be moved to your cart. It is still in your saved items. Something went wrong. Please try again.',
    });
    expect(moved.items[0]!.move.props['aria-describedby']).to.equal('d-saved-s1-error');
    const load = connectSavedList({ ...ready([]), status: 'error', error: failure('load', null, '') }, 'd', a, t);
    expect(load.visible).to.equal(true);
    expect(load.loadError!.text).to.equal('Your saved items could not be loaded. Something went wrong. Please try again.');
    load.loadError!.retry.onClick();
    expect(calls).to.deep.equal(['retry']);
  });
});

describe('save for later: announcements and focus', () => {
  const cart = { orderId: '5001' } as never;
  it('says each outcome; nothing for a load or a clear', () => {
    expect(savedAnnouncement({ type: 'saved', orderItemId: 'l', name: 'Trail Shoe', items: [], cart }, t)).to.equal('Trail Shoe saved for later');
    expect(savedAnnouncement({ type: 'moved', itemId: 's', name: 'Trail Shoe', items: [], cart }, t)).to.equal('Trail Shoe moved to your cart');
    expect(savedAnnouncement({ type: 'removed', itemId: 's', name: 'Trail Shoe', items: [] }, t)).to.equal('Trail Shoe removed from your saved items');
    const error = failure('remove', 's', 'Trail Shoe');
    expect(savedAnnouncement({ type: 'failed', error }, t)).to.equal(wordSavedError(error, t));
    expect(savedAnnouncement({ type: 'loaded', items: [] }, t)).to.equal(null);
    expect(savedAnnouncement({ type: 'cleared' }, t)).to.equal(null);
  });

  it('focus goes to the saved list after a save, and after a move or removal while it has items; else the drawer\'s heading', () => {
    const one = [item('s1', 'Trail Shoe')];
    expect(focusAfter({ type: 'saved', orderItemId: 'l', name: 'n', items: one, cart })).to.equal('saved');
    expect(focusAfter({ type: 'moved', itemId: 's', name: 'n', items: one, cart })).to.equal('saved');
    expect(focusAfter({ type: 'moved', itemId: 's', name: 'n', items: [], cart })).to.equal('drawer');
    expect(focusAfter({ type: 'removed', itemId: 's', name: 'n', items: [] })).to.equal('drawer');
    expect(focusAfter({ type: 'failed', error: failure('save', 'l', 'n') })).to.equal(null);
  });
});
