import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createFlyout } from '../../src/state/flyout';
import { clearOpenFlyout, openFlyout, setOpenFlyout } from '../../src/state/ui';

/** Two elements in the page, `first` before `second`, and what removes them. */
function twoElements() {
  const first = document.body.appendChild(document.createElement('div'));
  const second = document.body.appendChild(document.createElement('div'));
  return { first, second, remove: () => [first, second].forEach((e) => e.remove()) };
}

describe('createFlyout', () => {
  afterEach(() => {
    for (const name of ['store', 'account', 'cart'] as const) clearOpenFlyout(name);
  });

  it('opens the first owner in document order, whatever order they registered in; elements before other owners', () => {
    const flyout = createFlyout('store');
    const { first, second, remove } = twoElements();
    const plain = {};
    const off = [flyout.register(plain), flyout.register(second), flyout.register(first)];
    try {
      expect(flyout.owners.value).to.deep.equal([plain, second, first]);
      expect(flyout.count.value).to.equal(3);
      expect(flyout.first.value === first, 'the first element is first').to.equal(true);
      expect(flyout.open()).to.equal(true);
      expect(flyout.opened.value?.owner === first, 'the first element shows it').to.equal(true);
      expect(openFlyout.value).to.equal('store');
    } finally {
      off.forEach((f) => f());
      remove();
    }
    expect(flyout.count.value).to.equal(0);
  });

  it('opens the element first in document order at the time of the press, after a move that kept both registered', () => {
    const flyout = createFlyout('store');
    const { first, second, remove } = twoElements();
    const off = [flyout.register(first), flyout.register(second)];
    try {
      expect(flyout.first.value === first, 'first before the move').to.equal(true);
      // A layout script moves the second element above the first (an element moved in one task stays mounted).
      document.body.insertBefore(second, first);
      expect(flyout.open()).to.equal(true);
      expect(flyout.opened.value?.owner === second, 'the element now first shows the flyout').to.equal(true);
    } finally {
      flyout.close();
      off.forEach((f) => f());
      remove();
    }
  });

  it('opens the owner asked for, with its detail; without any owner nothing opens', () => {
    const flyout = createFlyout<'menu' | null>('account');
    expect(flyout.open()).to.equal(false);
    expect(flyout.opened.value).to.equal(null);
    expect(openFlyout.value).to.equal(null);
    const { first, second, remove } = twoElements();
    const off = [flyout.register(first), flyout.register(second)];
    try {
      expect(flyout.open(second, 'menu')).to.equal(true);
      expect(flyout.opened.value).to.deep.equal({ owner: second, detail: 'menu' });
      flyout.close();
      expect(flyout.opened.value).to.equal(null);
      expect(openFlyout.value).to.equal(null);
    } finally {
      off.forEach((f) => f());
      remove();
    }
  });

  it('closes when another flyout opens (and reports it once); opening it closes the other', () => {
    const closed: string[] = [];
    const store = createFlyout('store', { onClose: () => closed.push('store') });
    const account = createFlyout('account', { onClose: () => closed.push('account') });
    const storeOwner = {};
    const accountOwner = {};
    const off = [store.register(storeOwner), account.register(accountOwner)];
    try {
      store.open();
      account.open();
      expect(store.opened.value).to.equal(null);
      expect(account.opened.value?.owner === accountOwner, 'the account flyout shows').to.equal(true);
      expect(openFlyout.value).to.equal('account');
      expect(closed).to.deep.equal(['store']);
      setOpenFlyout('search');
      expect(account.opened.value).to.equal(null);
      expect(closed).to.deep.equal(['store', 'account']);
      // Closing a flyout that is not open reports nothing, and leaves the page's open flyout alone.
      account.close();
      expect(closed).to.deep.equal(['store', 'account']);
      expect(openFlyout.value).to.equal('search');
    } finally {
      off.forEach((f) => f());
      clearOpenFlyout('search');
    }
  });

  it('closes when the owner showing it leaves; another owner leaving does not close it', () => {
    const closed: string[] = [];
    const flyout = createFlyout('store', { onClose: () => closed.push('closed') });
    const shown = {};
    const other = {};
    const offShown = flyout.register(shown);
    const offOther = flyout.register(other);
    flyout.open(shown);
    offOther();
    expect(flyout.opened.value?.owner === shown, 'still shown').to.equal(true);
    offShown();
    expect(flyout.opened.value).to.equal(null);
    expect(openFlyout.value).to.equal(null);
    expect(closed).to.deep.equal(['closed']);
  });

  it('a page flyout opens before any owner is there, and stays open while owners come and go; the first one shows it', () => {
    const flyout = createFlyout('cart', { page: true });
    expect(flyout.open()).to.equal(true);
    expect(flyout.opened.value).to.deep.equal({ owner: null, detail: undefined });
    expect(openFlyout.value).to.equal('cart');
    const { first, second, remove } = twoElements();
    const offSecond = flyout.register(second);
    const offFirst = flyout.register(first);
    try {
      expect(flyout.first.value === first, 'the first in document order shows it').to.equal(true);
      offFirst();
      expect(flyout.opened.value).to.not.equal(null);
      expect(flyout.first.value === second, 'then the next one').to.equal(true);
      flyout.close();
      expect(flyout.opened.value).to.equal(null);
      expect(openFlyout.value).to.equal(null);
    } finally {
      offSecond();
      remove();
    }
  });
});
