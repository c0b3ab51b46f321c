import '../helpers/setup';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { createElement } from 'react';
import { createElementClass, define } from '../../elements/define';
import { getSheets, registerCss } from '../../src/styles';
import { $, frame, rendered, until } from '../helpers/dom';

// A probe element with every attribute type; it renders its props as JSON and emits on click.
const Probe = createElementClass({
  tag: 'sg-probe',
  attributes: {
    label: { type: 'string', default: 'none' },
    sticky: { type: 'boolean', default: false },
    enabled: { type: 'boolean', default: true },
    limit: { type: 'number', default: 8, min: 1, max: 50 },
    mode: { type: 'enum', default: 'a', values: ['a', 'b'] },
    links: {
      type: 'json',
      default: [] as string[],
      validate: (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
    },
  },
  component: ({ host, ...props }) =>
    createElement(
      'button',
      { type: 'button', onClick: () => host.emit('sg-probe-click', { ok: true }, { cancelable: true }) },
      JSON.stringify(props),
    ),
});
type ProbeEl = InstanceType<typeof Probe>;

// Set a property on an element before its definition exists; defined below in a test.
const early = document.createElement('sg-probe') as ProbeEl;
(early as unknown as { limit: number }).limit = 42;
document.body.append(early);

define('sg-probe', Probe);

// A slow element: 1500 rows that each take 0.2 ms to render (300 ms in all), as a big tree at 4x CPU would.
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Spin: the render's own work.
  }
};
/** Which page task each row rendered in: a 0 ms timer chain counts tasks while the rows render. */
let task = 0;
const rowTasks: number[] = [];
const SlowRow = ({ n }: { n: number }) => (rowTasks.push(task), busy(0.2), createElement('li', null, `row ${n}`));
define(
  'sg-slow-probe',
  createElementClass({
    tag: 'sg-slow-probe',
    attributes: { rows: { type: 'number', default: 1500 } },
    component: ({ rows }) =>
      createElement('ul', null, Array.from({ length: rows }, (_, n) => createElement(SlowRow, { key: n, n }))),
  }),
);

const propsOf = (el: Element) => JSON.parse($(el, 'button').textContent!) as Record<string, unknown>;
/** Waits until the rendered props include `expected` (an element removed and added back later re-mounts, so it may briefly be empty). */
const rendersAs = async (el: Element, expected: Record<string, unknown>) => {
  const matches = () => {
    if (!el.shadowRoot?.querySelector('button')) return false;
    const props = propsOf(el);
    return JSON.stringify(props) === JSON.stringify({ ...props, ...expected });
  };
  await until(matches, JSON.stringify(expected));
};

function captureWarnings() {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  return { warnings, restore: () => (console.warn = original) };
}

describe('elements/define', () => {
  it('renders defaults into an open shadow root with the shared stylesheet adopted', async () => {
    const el = await rendered(await fixture<ProbeEl>(html`<sg-probe></sg-probe>`));
    expect(el.shadowRoot).to.not.equal(null);
    expect(el.shadowRoot!.mode).to.equal('open');
    for (const sheet of getSheets()) expect(el.shadowRoot!.adoptedStyleSheets).to.include(sheet);
    // Every element also has the common api-base and config-id attributes.
    expect(propsOf(el)).to.deep.equal({
      apiBase: '/api',
      configId: 'sg-config',
      label: 'none',
      sticky: false,
      enabled: true,
      limit: 8,
      mode: 'a',
      links: [],
    });
  });

  it("a lazy chunk's CSS comes as one more sheet on every root, in order; the earlier sheets are not parsed again", async () => {
    const el = await rendered(await fixture<ProbeEl>(html`<sg-probe></sg-probe>`));
    const root = el.shadowRoot!;
    const before = [...root.adoptedStyleSheets];
    const first = getSheets()[0]!;
    const firstRule = first.cssRules[0];
    const probe = document.createElement('p');
    probe.className = 'late-probe';
    root.append(probe);
    // Two style modules of one chunk: one new sheet at the end of the microtask.
    registerCss('test/late-a.css.ts', '.late-probe { color: rgb(1, 2, 3); }');
    registerCss('test/late-b.css.ts', '.late-probe { outline-color: rgb(4, 5, 6); }');
    registerCss('test/late-a.css.ts', '.late-probe { color: rgb(9, 9, 9); }');
    await Promise.resolve();
    const after = root.adoptedStyleSheets;
    expect(after.length).to.equal(before.length + 1);
    expect(before.every((sheet, i) => after[i] === sheet)).to.equal(true);
    expect(after.at(-1)!.cssRules.length).to.equal(2);
    expect(first.cssRules[0]).to.equal(firstRule);
    expect(getComputedStyle(probe).color).to.equal('rgb(1, 2, 3)');
    // An element upgrading later adopts every sheet, in cascade order.
    const late = await rendered(await fixture<ProbeEl>(html`<sg-probe></sg-probe>`));
    expect(late.shadowRoot!.adoptedStyleSheets.filter((sheet) => getSheets().includes(sheet))).to.deep.equal([...getSheets()]);
    probe.remove();
  });

  it('reads booleans as HTML does: present = true, "false" = false, removed = default', async () => {
    const el = await rendered(await fixture<ProbeEl>(html`<sg-probe sticky enabled="false"></sg-probe>`));
    await rendersAs(el, { sticky: true, enabled: false });
    el.setAttribute('sticky', 'false');
    await rendersAs(el, { sticky: false });
    el.setAttribute('sticky', '');
    await rendersAs(el, { sticky: true });
    el.removeAttribute('sticky');
    el.removeAttribute('enabled');
    await rendersAs(el, { sticky: false, enabled: true });
  });

  it('parses JSON and numbers; removing an attribute restores the default', async () => {
    const el = await rendered(await fixture<ProbeEl>(html`<sg-probe links='["a","b"]' limit="12" mode="b" label="Hi"></sg-probe>`));
    await rendersAs(el, { links: ['a', 'b'], limit: 12, mode: 'b', label: 'Hi' });
    for (const name of ['links', 'limit', 'mode', 'label']) el.removeAttribute(name);
    await rendersAs(el, { links: [], limit: 8, mode: 'a', label: 'none' });
  });

  it('warns once, naming the element and attribute, for invalid values, and uses the default', async () => {
    const { warnings, restore } = captureWarnings();
    try {
      const el = await rendered(await fixture<ProbeEl>(html`<sg-probe links='{"broken' limit="lots" mode="z"></sg-probe>`));
      await rendersAs(el, { links: [], limit: 8, mode: 'a' });
      el.setAttribute('links', '[1,2]'); // valid JSON, wrong shape: already warned for this attribute
      el.setAttribute('limit', '999'); // out of range
      await frame();
      expect(el.isConnected).to.equal(true);
      expect(warnings).to.have.length(3);
      expect(warnings.every((w) => w.startsWith('<sg-probe>: ignoring invalid'))).to.equal(true);
      expect(warnings.some((w) => w.includes('links="{\\"broken"'))).to.equal(true);
      expect(warnings.some((w) => w.includes('limit="lots"'))).to.equal(true);
      expect(warnings.some((w) => w.includes('mode="z"'))).to.equal(true);
      await rendersAs(el, { links: [], limit: 8 });
    } finally {
      restore();
    }
  });

  it('applies properties: typed values, invalid values warn, null restores the default', async () => {
    const { warnings, restore } = captureWarnings();
    try {
      const el = await rendered(await fixture<ProbeEl>(html`<sg-probe></sg-probe>`));
      el.links = ['x'];
      el.limit = 20;
      el.sticky = true;
      await rendersAs(el, { links: ['x'], limit: 20, sticky: true });
      expect(el.links).to.deep.equal(['x']);
      el.links = { not: 'a list' } as unknown as string[];
      await rendersAs(el, { links: [] });
      expect(warnings).to.have.length(1);
      el.limit = null as unknown as number;
      await rendersAs(el, { limit: 8 });
    } finally {
      restore();
    }
  });

  it('keeps a property set before the element was defined', async () => {
    await rendered(early);
    await rendersAs(early, { limit: 42 });
    expect(early.limit).to.equal(42);
    early.remove();
  });

  it('defining a tag twice is silent and keeps the first definition', () => {
    const first = customElements.get('sg-probe');
    define('sg-probe', class extends HTMLElement {});
    expect(customElements.get('sg-probe')).to.equal(first);
  });

  it('emits sg-* events that bubble, are composed, cancelable on request, with an object detail', async () => {
    const el = await rendered(await fixture<ProbeEl>(html`<sg-probe></sg-probe>`));
    const caught = oneEvent(document, 'sg-probe-click');
    el.addEventListener('sg-probe-click', (e) => e.preventDefault(), { once: true });
    $(el, 'button').click();
    const event = (await caught) as CustomEvent;
    expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
    expect(event.defaultPrevented).to.equal(true);
    expect(event.detail).to.deep.equal({ ok: true });
    expect(el.emit('sg-x')).to.equal(true);
  });

  it('survives being moved in the DOM, and two instances are independent', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><sg-probe label="one"></sg-probe><sg-probe label="two"></sg-probe><section></section></div>`);
    const [one, two] = [...wrapper.querySelectorAll('sg-probe')] as ProbeEl[];
    await rendered(one!);
    await rendered(two!);
    const before = one!.shadowRoot!.querySelector('button');
    wrapper.querySelector('section')!.append(one!);
    one!.label = 'moved';
    await rendersAs(one!, { label: 'moved' });
    await rendersAs(two!, { label: 'two' });
    // Moved within one script, the React root was not unmounted: the same DOM, the same state.
    expect(one!.shadowRoot!.querySelector('button') === before, 'the same rendered button').to.equal(true);
  });

  it('removed, it unmounts at the next microtask (after a parent React commit that removed it), not later', async () => {
    const el = await rendered(await fixture<ProbeEl>(html`<sg-probe label="x"></sg-probe>`));
    el.remove();
    expect(el.shadowRoot!.childElementCount, 'still there in the same script').to.be.greaterThan(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(el.shadowRoot!.childElementCount, 'unmounted after the microtask').to.equal(0);
  });

  it('does not render an element that was never connected', async () => {
    const el = document.createElement('sg-probe') as ProbeEl;
    el.label = 'detached';
    await frame();
    expect(el.shadowRoot!.childElementCount).to.equal(0);
    document.body.append(el);
    await rendered(el);
    await rendersAs(el, { label: 'detached' });
    el.remove();
  });

  it('hides with the hidden attribute', async () => {
    const el = await rendered(await fixture<ProbeEl>(html`<sg-probe hidden></sg-probe>`));
    expect(getComputedStyle(el).display).to.equal('none');
    el.hidden = false;
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it('renders for the first time without blocking the page: the browser runs other tasks meanwhile', async () => {
    rowTasks.length = 0;
    let counting = true;
    const count = () => {
      task++;
      if (counting) setTimeout(count, 0);
    };
    count();
    const el = document.createElement('sg-slow-probe');
    try {
      document.body.append(el);
      // Nothing renders inside the upgrade's own task.
      expect(el.shadowRoot!.childElementCount).to.equal(0);
      await until(() => el.shadowRoot!.querySelectorAll('li').length === 1500, 'all rows', 10000);
    } finally {
      counting = false;
      el.remove();
    }
    expect(rowTasks.length).to.equal(1500);
    // 300 ms of rendering came in short slices with the page's own tasks between them: no slice holds more than a
    // fifth of the rows (a render in one task would hold them all).
    const perTask = new Map<number, number>();
    for (const t of rowTasks) perTask.set(t, (perTask.get(t) ?? 0) + 1);
    expect(perTask.size).to.be.at.least(5);
    expect(Math.max(...perTask.values())).to.be.at.most(300);
  });
});

// camelCase names, as frameworks meet them (issue 13: values must not be lost silently).
const CamelProbe = createElementClass({
  tag: 'sg-camel-probe',
  attributes: {
    featuredLinks: { type: 'json', default: [] as string[], validate: (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string') },
    skipToCheckout: { type: 'boolean', default: false },
    openOnAdd: { type: 'boolean', default: true },
  },
  component: ({ host: _host, ...props }) => createElement('button', { type: 'button' }, JSON.stringify(props)),
});
type CamelEl = InstanceType<typeof CamelProbe> & Record<string, unknown>;

describe('elements/define: values written the way frameworks write them', () => {
  it('before the definition: a lowercase camelCase attribute is read (with a warning), "[object Object]" says it cannot be, a kebab-case property is kept', async () => {
    const { warnings, restore } = captureWarnings();
    try {
      // What React 19 and Vue 3 do when they render before a code-split element script has defined the tag.
      const el = document.createElement('sg-camel-probe') as CamelEl;
      el.setAttribute('skiptocheckout', '');
      el.setAttribute('featuredlinks', '[object Object]');
      // Vue's `.prop` / jQuery's `.prop()` on the attribute's name.
      el['open-on-add'] = false;
      document.body.append(el);
      define('sg-camel-probe', CamelProbe);
      await rendersAs(el, { skipToCheckout: true, openOnAdd: false, featuredLinks: [] });
      expect(el.openOnAdd).to.equal(false);
      expect(Object.hasOwn(el, 'open-on-add')).to.equal(false);
      expect(warnings).to.have.members([
        '<sg-camel-probe>: read skiptocheckout="" as skip-to-checkout.',
        '<sg-camel-probe>: featuredlinks="[object Object]" cannot be read: set the featuredLinks property, or featured-links to JSON.',
      ]);
      el.remove();
    } finally {
      restore();
    }
  });

  it('after the definition: kebab-case properties set the camelCase ones, a stray attribute follows changes unless the real one is set, an object in a JSON attribute is named', async () => {
    const { warnings, restore } = captureWarnings();
    try {
      const el = (await fixture<CamelEl>(html`<sg-camel-probe></sg-camel-probe>`)) as CamelEl;
      await rendered(el);
      el['featured-links'] = ['/a', '/b'];
      expect(el.featuredLinks).to.deep.equal(['/a', '/b']);
      expect(el['featured-links']).to.deep.equal(['/a', '/b']);
      await rendersAs(el, { featuredLinks: ['/a', '/b'] });
      el.setAttribute('skiptocheckout', 'true');
      await rendersAs(el, { skipToCheckout: true });
      el.removeAttribute('skiptocheckout');
      await rendersAs(el, { skipToCheckout: false });
      el.setAttribute('skiptocheckout', 'true');
      await rendersAs(el, { skipToCheckout: true });
      el.setAttribute('skip-to-checkout', 'false');
      await rendersAs(el, { skipToCheckout: false });
      el.setAttribute('skiptocheckout', 'true');
      await frame();
      expect(el.skipToCheckout).to.equal(false);
      el.setAttribute('featured-links', '[object Object]');
      await rendersAs(el, { featuredLinks: [] });
      expect(warnings.at(-1)).to.contain('Objects go to the featuredLinks property.');
    } finally {
      restore();
    }
  });

  it('a list of objects written as text ("[object Object],[object Object]", as jQuery\'s .attr() writes one) gets the same hint', async () => {
    const { warnings, restore } = captureWarnings();
    try {
      const el = document.createElement('sg-camel-probe') as CamelEl;
      el.setAttribute('featured-links', '[object Object],[object Object]');
      document.body.append(el);
      await rendersAs(el, { featuredLinks: [] });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.equal(
        '<sg-camel-probe>: ignoring invalid featured-links="[object Object],[object Object]"; expected valid JSON of the documented shape. Using the default []. Objects go to the featuredLinks property.',
      );
      el.remove();
    } finally {
      restore();
    }
  });
});
