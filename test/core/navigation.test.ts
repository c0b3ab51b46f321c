import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { emitThenNavigate, navigation } from '../../src/core/navigation';

describe('emitThenNavigate (a cancelable sg-* event, then the default navigation)', () => {
  const original = navigation.assign;
  let assigned: string[];
  let target: HTMLElement;

  beforeEach(() => {
    assigned = [];
    navigation.assign = (url) => void assigned.push(url);
    target = document.createElement('div');
    document.body.append(target);
  });
  afterEach(() => {
    navigation.assign = original;
    target.remove();
  });

  it('dispatches the event (cancelable, bubbling, composed, with the detail), then navigates to the URL once', () => {
    const events: CustomEvent[] = [];
    const listen = (event: Event) => {
      events.push(event as CustomEvent);
      // The event comes first: nothing has navigated when a listener runs.
      expect(assigned).to.deep.equal([]);
    };
    document.addEventListener('sg-test-open', listen);
    try {
      const detail = { url: '/stores', kind: 'store' };
      expect(emitThenNavigate(target, 'sg-test-open', detail, '/stores?from=header')).to.equal(true);
      expect(events).to.have.length(1);
      const [event] = events;
      expect(event!.target === target, 'dispatched on the target').to.equal(true);
      expect([event!.cancelable, event!.bubbles, event!.composed]).to.deep.equal([true, true, true]);
      expect(event!.detail).to.equal(detail);
      expect(assigned).to.deep.equal(['/stores?from=header']);
    } finally {
      document.removeEventListener('sg-test-open', listen);
    }
  });

  it('a listener that calls preventDefault() takes over: no navigation, and it says so', () => {
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('sg-test-open', cancel);
    try {
      expect(emitThenNavigate(target, 'sg-test-open', { url: '/stores' }, '/stores')).to.equal(false);
      expect(assigned).to.deep.equal([]);
    } finally {
      document.removeEventListener('sg-test-open', cancel);
    }
  });

  it('with no target (a component rendered without its element) it navigates, with nobody to ask', () => {
    const events: Event[] = [];
    const listen = (event: Event) => events.push(event);
    document.addEventListener('sg-test-open', listen);
    try {
      expect(emitThenNavigate(undefined, 'sg-test-open', { url: '/a' }, '/a')).to.equal(true);
      expect(emitThenNavigate(null, 'sg-test-open', { url: '/b' }, '/b')).to.equal(true);
      expect(assigned).to.deep.equal(['/a', '/b']);
      expect(events).to.have.length(0);
    } finally {
      document.removeEventListener('sg-test-open', listen);
    }
  });
});
