import { expect } from '@open-wc/testing';
import { configResolver, elementConfigReader } from '../../src/components/shared/element/config';
import type { PageConfig } from '../../src/core/config';
import { resetPageConfigForTests } from '../../src/state/config';

function captureWarnings() {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  return { warnings, restore: () => (console.warn = original) };
}

const scripts: HTMLScriptElement[] = [];
function configScript(content: unknown, id = 'sg-config') {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.head.append(script);
  scripts.push(script);
}

/** A reader that counts its reads and reports `problem` in section `shop`. */
function counting(problem?: string) {
  const reads: PageConfig[] = [];
  const read = (config: PageConfig) => {
    reads.push(config);
    return { value: { name: config['name'] ?? 'default' }, problems: new Map(problem ? [['shop', [problem]]] : []) };
  };
  return { reads, read };
}

describe('configuration resolver (src/components/shared/element/config.ts)', () => {
  let capture: ReturnType<typeof captureWarnings>;
  beforeEach(() => {
    resetPageConfigForTests();
    capture = captureWarnings();
  });
  afterEach(() => {
    capture.restore();
    for (const script of scripts.splice(0)) script.remove();
    resetPageConfigForTests();
  });

  it('reads the script config-id names once per script, and warns once per script and section', () => {
    configScript({ name: 'Summit' });
    configScript({ name: 'Other' }, 'other-config');
    const { reads, read } = counting('name is not fine');
    const resolver = configResolver('<sg-probe>', read);
    expect(resolver.fromPage('sg-config', false)).to.deep.equal({ name: 'Summit' });
    expect(resolver.fromPage('', false)).to.deep.equal({ name: 'Summit' });
    expect(resolver.fromPage('other-config', true)).to.deep.equal({ name: 'Other' });
    expect(reads).to.have.length(2);
    expect(capture.warnings).to.deep.equal([
      '<sg-probe>: configuration "#sg-config", section shop: name is not fine. Defaults are used there.',
      '<sg-probe>: configuration "#other-config", section shop: name is not fine. Defaults are used there.',
    ]);
    // Another reader meeting the same section of the same script: the page heard about it already.
    configResolver('sg-other', counting('other words').read).fromPage('sg-config', false);
    expect(capture.warnings).to.have.length(2);
  });

  it('a missing default script is no problem, unless named (config-id set, or a reader that needs it)', () => {
    const resolver = configResolver('<sg-probe>', counting().read);
    expect(resolver.fromPage('sg-config', false)).to.deep.equal({ name: 'default' });
    expect(capture.warnings).to.deep.equal([]);
    resolver.fromPage('sg-config', true);
    resolver.fromPage('sg-config', true);
    expect(capture.warnings).to.deep.equal(['sg-elements: configuration "#sg-config": no such script. Every section uses its defaults.']);
  });

  it('invalid JSON: one page-level warning, every default', () => {
    configScript('{ nope');
    expect(configResolver('<sg-probe>', counting().read).fromPage('sg-config', false)).to.deep.equal({ name: 'default' });
    expect(capture.warnings).to.deep.equal(['sg-elements: configuration "#sg-config": invalid JSON. Every section uses its defaults.']);
  });

  it('a configuration from elsewhere (a property): checked once per object, its problems named as given', () => {
    const { reads, read } = counting('name is not fine');
    const resolver = configResolver('sg-header', read);
    const config = { name: 'Prop' };
    expect(resolver.check(config, 'the config property')).to.deep.equal({ name: 'Prop' });
    expect(resolver.check(config, 'the config property')).to.deep.equal({ name: 'Prop' });
    expect(reads).to.have.length(1);
    expect(capture.warnings).to.deep.equal(['sg-header: the config property, section shop: name is not fine. Defaults are used there.']);
  });

  it("an element's reader: apiBase, its section and mapped values, each checked like the attribute", () => {
    const read = elementConfigReader(
      { apiBase: { type: 'string', default: '/api' }, minChars: { type: 'number', default: 2, min: 1, max: 5 }, cartUrl: { type: 'url', default: '/cart' } },
      'search',
      (config) => [{ section: 'cart', prop: 'cartUrl', key: 'url', value: (config['cart'] as { url?: unknown } | undefined)?.url }],
    );
    const good = read({ apiBase: '/store-api', search: { minChars: 3, unknown: 1 }, cart: { url: '/shop/cart' } });
    expect([...good.value]).to.deep.equal([['apiBase', '/store-api'], ['minChars', 3], ['cartUrl', '/shop/cart']]);
    expect([...good.problems]).to.deep.equal([]);
    const bad = read({ search: { minChars: 9 }, cart: { url: 'javascript:x' } });
    expect([...bad.value]).to.deep.equal([]);
    expect([...bad.problems]).to.deep.equal([
      ['search', ['minChars is not a number from 1 to 5']],
      ['cart', ['url is not a same-origin URL or path']],
    ]);
    expect([...read({ search: [] }).problems]).to.deep.equal([['search', ['is not an object']]]);
  });
});
