import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '../helpers/commands';
import '../../elements/sg-search';
import type { SgSearch } from '../../elements/sg-search';
import { mediaSearchCalls, resetMediaSearchCalls } from '../../mocks/browser';
import { navigation } from '../../src/core/navigation';
import { resetPageConfigForTests } from '../../src/state/config';
import { resetSearchCacheForTests } from '../../src/state/search-cache';
import { faults, withReferenceApi } from '../helpers/api';
import { canvasCamera, type CanvasCamera, type Drawn } from '../helpers/camera';
import { allByRole, byRole, expectNoAxeViolations, focused, rendered, until } from '../helpers/dom';
import { realMediaDevice, replaceMediaDevice, restoreMediaDevices } from '../helpers/media-devices';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * `<sg-search scanner>` as a CMS author writes it (issue 12, scanner; api-contract.md "Voice search and barcode/QR
 * scanning"): the camera is a canvas with a code drawn on it (getUserMedia replaced per test), the decoder the real
 * fallback (this Chromium has no BarcodeDetector: barcode-detector over ZXing wasm, from our own files), the lookup
 * and the site-search redirect check the reference API.
 */
withReferenceApi();

const realGetUserMedia = realMediaDevice('getUserMedia');
let camera: CanvasCamera;
let navigations: string[];
const originalAssign = navigation.assign;
const product = '/p/wilson-evolution-indoor-basketball-1009';

/** Per describe (so that they run before the page-wide leak checks of helpers/setup). */
function useCamera() {
  beforeEach(async () => {
    resetSearchCacheForTests();
    resetMediaSearchCalls();
    faults.clear();
    localStorage.clear();
    await setViewport({ width: 1280, height: 800 });
    camera = canvasCamera();
    replaceMediaDevice('getUserMedia', camera.getUserMedia);
    navigations = [];
    navigation.assign = (url: string) => void navigations.push(url);
  });

  afterEach(() => {
    navigation.assign = originalAssign;
    faults.clear();
    restoreMediaDevices();
    expect(navigator.mediaDevices.getUserMedia).to.equal(realGetUserMedia);
    camera.dispose();
  });
}

async function mount(markup = html`<sg-search scanner scanner-sound="false"></sg-search>`) {
  return rendered(await fixture<SgSearch>(markup));
}

const scanButton = (el: SgSearch) => byRole<HTMLButtonElement>(el, 'button', 'Scan a barcode or QR code');
const dialog = (el: SgSearch) => el.shadowRoot!.querySelector<HTMLDialogElement>('[part="scanner-dialog"]');
const statusText = (el: SgSearch) => el.shadowRoot!.querySelector('[part="scanner-status"]')?.textContent ?? '';
const messageText = (el: SgSearch) => el.shadowRoot!.querySelector('[part="scanner-message"]')?.textContent ?? '';

async function scan(el: SgSearch, what?: Drawn) {
  if (what) camera.show(what);
  await until(() => allByRole(el, 'button', 'Scan a barcode or QR code').length === 1, 'the scan button');
  scanButton(el).focus();
  scanButton(el).click();
  await until(() => dialog(el)?.open, 'the scanner dialog');
}

function events(el: SgSearch, name: 'sg-search' | 'sg-navigate', cancel = false) {
  const seen: Record<string, unknown>[] = [];
  el.addEventListener(name, (event) => {
    seen.push({ ...(event as CustomEvent).detail });
    if (cancel) event.preventDefault();
  });
  return seen;
}

describe('<sg-search scanner>: the button', () => {
  useCamera();

  it('shows no scan button without the attribute; with it, the button beside the box, gone again when the attribute goes', async () => {
    const plain = await mount(html`<sg-search></sg-search>`);
    await new Promise((r) => setTimeout(r, 200));
    expect(allByRole(plain, 'button', 'Scan a barcode or QR code')).to.have.length(0);
    const el = await mount();
    await until(() => allByRole(el, 'button', 'Scan a barcode or QR code').length === 1, 'the scan button');
    expect(scanButton(el).getAttribute('part')).to.equal('scan-button');
    el.removeAttribute('scanner');
    await until(() => allByRole(el, 'button', 'Scan a barcode or QR code').length === 0, 'the button gone');
    expect(camera.asks).to.equal(0);
  });

  it('the page configuration\'s search section turns it on (so the header\'s search gets it), with its settings', async () => {
    resetPageConfigForTests();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sg-config';
    script.textContent = JSON.stringify({ search: { scanner: true, scannerLicence: 'k-123', scannerSound: false } });
    document.head.append(script);
    try {
      const el = await mount(html`<sg-search></sg-search>`);
      await scan(el);
      expect(dialog(el)!.hasAttribute('data-flyout')).to.equal(true);
      byRole(dialog(el)!, 'button', 'Close').click();
      await until(() => !dialog(el)!.open, 'closed');
    } finally {
      script.remove();
      resetPageConfigForTests();
    }
  });
});

describe('<sg-search scanner>: what a read code does', () => {
  useCamera();

  it('a one-product EAN-13: sg-search { term, source: barcode_search, url: its page }, then the page goes there', async () => {
    const el = await mount();
    const searches = events(el, 'sg-search');
    await scan(el, { kind: 'ean13', code: '4006381333931' });
    await until(() => navigations.length === 1, 'the navigation', 15000);
    expect(searches).to.deep.equal([{ term: '4006381333931', source: 'barcode_search', url: product }]);
    expect(navigations).to.deep.equal([product]);
    expect(mediaSearchCalls('productsByUpc')).to.have.length(1);
    await until(() => !dialog(el)!.open, 'closed');
    expect(camera.allEnded()).to.equal(true);
    expect(focused()).to.equal(scanButton(el));
    expect(byRole<HTMLInputElement>(el, 'combobox').value).to.equal('4006381333931');
  });

  it('several products: the results page; a cancelled sg-search goes nowhere', async () => {
    const el = await mount();
    const searches = events(el, 'sg-search', true);
    await scan(el, { kind: 'ean13', code: '5901234123457' });
    await until(() => searches.length === 1, 'the sg-search event', 15000);
    expect(searches[0]).to.deep.equal({ term: '5901234123457', source: 'barcode_search', url: '/search?searchTerm=5901234123457' });
    await new Promise((r) => setTimeout(r, 100));
    expect(navigations).to.deep.equal([]);
    expect(camera.allEnded()).to.equal(true);
  });

  it('a QR code with a same-origin product URL: cancelable sg-navigate with source qrcode_search, no lookup', async () => {
    const el = await mount();
    const seen = events(el, 'sg-navigate', true);
    const url = `${location.origin}${product}?from=qr`;
    await scan(el, { kind: 'qr', text: url });
    await until(() => seen.length === 1, 'sg-navigate', 15000);
    expect(seen[0]).to.deep.equal({ url: `${product}?from=qr`, kind: 'product', label: url, source: 'qrcode_search' });
    await new Promise((r) => setTimeout(r, 100));
    expect(navigations).to.deep.equal([]);
    expect(mediaSearchCalls('productsByUpc')).to.have.length(0);
    await until(() => !dialog(el)!.open, 'closed');
    expect(camera.allEnded()).to.equal(true);
    expect(focused()).to.equal(scanButton(el));
  });

  it('a QR code shows "Found {code}" and the tick in the open dialog before it acts, with no sound and a cancelled sg-navigate', async () => {
    const el = await mount();
    const seen = events(el, 'sg-navigate', true);
    const url = `${location.origin}/stores?near=10001`;
    await scan(el, { kind: 'qr', text: url });
    await until(() => statusText(el) === `Found ${url}`, 'Found {code}', 15000);
    const d = dialog(el)!;
    expect(d.open).to.equal(true);
    expect(byRole(d, 'status').textContent).to.equal(`Found ${url}`);
    expect(el.shadowRoot!.querySelector('[part="scanner-box"]')!.hasAttribute('data-found')).to.equal(true);
    expect(seen, 'nothing acted yet').to.deep.equal([]);
    await until(() => seen.length === 1, 'sg-navigate');
    await until(() => !d.open, 'closed');
    expect(navigations).to.deep.equal([]);
    expect(camera.allEnded()).to.equal(true);
  });

  it('a same-origin page URL navigates as "page" unless cancelled; QR text is searched with qrcode_search', async () => {
    const el = await mount();
    const navigates = events(el, 'sg-navigate');
    const searches = events(el, 'sg-search');
    await scan(el, { kind: 'qr', text: `${location.origin}/stores?near=10001` });
    await until(() => navigations.length === 1, 'the navigation', 15000);
    expect(navigates[0]).to.deep.include({ url: '/stores?near=10001', kind: 'page', source: 'qrcode_search' });
    await until(() => !dialog(el)!.open, 'closed');
    await scan(el, { kind: 'qr', text: '  tennis balls  ' });
    await until(() => navigations.length === 2, 'the search', 15000);
    expect(searches).to.deep.equal([{ term: 'tennis balls', source: 'qrcode_search', url: '/search?searchTerm=tennis%20balls' }]);
    expect(camera.allEnded()).to.equal(true);
  });
});

describe('<sg-search scanner>: the dialog', () => {
  useCamera();

  it('modal: named, status "Point your camera…", axe clean, Escape closes it, the camera stops, focus returns', async () => {
    const el = await mount();
    await scan(el);
    await until(() => statusText(el) === 'Point your camera at a barcode or QR code', 'scanning');
    const d = dialog(el)!;
    expect(d.matches(':modal')).to.equal(true);
    expect(d.getAttribute('aria-label')).to.equal('Scan a barcode or QR code');
    expect(focused()).to.equal(byRole(d, 'button', 'Close'));
    expect(el.shadowRoot!.querySelector('[part="scanner-box"]')).to.not.equal(null);
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(d.contains(focused())).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => !d.open, 'closed');
    expect(camera.allEnded()).to.equal(true);
    expect(focused()).to.equal(scanButton(el));
  });

  it('scanner-licence: the flyout under the box, same dialog and messages; axe clean with a message', async () => {
    faults.set('productsByUpc', { status: 500 });
    const el = await mount(html`<sg-search scanner scanner-licence="LIC-1" scanner-sound="false"></sg-search>`);
    await scan(el, { kind: 'ean13', code: '5901234123457' });
    const d = dialog(el)!;
    expect(d.hasAttribute('data-flyout')).to.equal(true);
    await until(() => messageText(el) === 'Ooops, sorry we fumbled!Something went wrong. Please try after sometime.', 'the message', 15000);
    expect(byRole(d, 'alert').getAttribute('part')).to.equal('scanner-message');
    await until(() => focused() === byRole(d, 'button', 'Scan again'), 'Scan again focused');
    await expectNoAxeViolations(el);
    expect(camera.allEnded()).to.equal(true);
    byRole(d, 'button', 'Close').click();
    await until(() => !d.open, 'closed');
    expect(focused()).to.equal(scanButton(el));
  });

  it('the licence key is never logged, even when a framework writes it as a lowercase scannerlicence attribute', async () => {
    const logged: string[] = [];
    const saved = { warn: console.warn, info: console.info, log: console.log };
    for (const name of ['warn', 'info', 'log'] as const) console[name] = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    try {
      const el = document.createElement('sg-search') as SgSearch;
      el.setAttribute('scanner', '');
      el.setAttribute('scannerlicence', 'LIC-SECRET-42');
      document.body.append(el);
      await rendered(el);
      await until(() => el.scannerLicence === 'LIC-SECRET-42', 'the lowercase attribute read as scanner-licence');
      expect(logged.some((text) => text.includes('scannerlicence')), logged.join('\n')).to.equal(true);
      expect(logged.some((text) => text.includes('LIC-SECRET-42')), logged.join('\n')).to.equal(false);
      el.remove();
    } finally {
      Object.assign(console, saved);
    }
  });

  it('scanner-timeout-ms: no answer in time is "Request Timeout"; a late answer is ignored', async () => {
    faults.set('productsByUpc', { latencyMs: 1600 });
    const el = await mount(html`<sg-search scanner scanner-timeout-ms="1000" scanner-sound="false"></sg-search>`);
    const searches = events(el, 'sg-search');
    await scan(el, { kind: 'ean13', code: '4006381333931' });
    await until(() => messageText(el).startsWith('Request Timeout'), 'the timeout', 15000);
    await new Promise((r) => setTimeout(r, 900));
    expect(searches).to.deep.equal([]);
    expect(navigations).to.deep.equal([]);
    expect(messageText(el)).to.equal('Request TimeoutPlease try again or search products by name or category');
  });

  it('camera denied: the message, "Scan again" asks once more; every track ended', async () => {
    let asks = 0;
    replaceMediaDevice('getUserMedia', async () => {
      asks += 1;
      throw new DOMException('denied', 'NotAllowedError');
    });
    const el = await mount();
    await scan(el);
    await until(() => messageText(el).startsWith('You Have Not Granted'), 'the denied message');
    await new Promise((r) => setTimeout(r, 300));
    expect(asks).to.equal(1);
    byRole(dialog(el)!, 'button', 'Scan again').click();
    await until(() => asks === 2, 'asked again');
  });

  it('the beep and the vibration on a read by default; scanner-sound="false" and scanner-vibration="false" turn them off', async () => {
    const vibrations: unknown[] = [];
    const beeps: number[] = [];
    const originalVibrate = Object.getOwnPropertyDescriptor(Navigator.prototype, 'vibrate');
    const originalOscillator = AudioContext.prototype.createOscillator;
    Object.defineProperty(navigator, 'vibrate', { value: (pattern: unknown) => (vibrations.push(pattern), true), configurable: true });
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      beeps.push(1);
      return originalOscillator.call(this);
    };
    try {
      faults.set('productsByUpc', { status: 404 });
      const el = await mount(html`<sg-search scanner></sg-search>`);
      await scan(el, { kind: 'ean13', code: '5901234123457' });
      await until(() => messageText(el).startsWith('No Products Found'), 'read and looked up', 15000);
      expect(vibrations).to.deep.equal([200]);
      expect(beeps).to.have.length(1);
      byRole(dialog(el)!, 'button', 'Close').click();
      el.setAttribute('scanner-sound', 'false');
      el.setAttribute('scanner-vibration', 'false');
      await until(() => !dialog(el)!.open, 'closed');
      await scan(el, { kind: 'ean13', code: '5901234123457' });
      await until(() => messageText(el).startsWith('No Products Found'), 'read again', 15000);
      expect(vibrations).to.deep.equal([200]);
      expect(beeps).to.have.length(1);
    } finally {
      delete (navigator as unknown as Record<string, unknown>)['vibrate'];
      if (originalVibrate) Object.defineProperty(Navigator.prototype, 'vibrate', originalVibrate);
      AudioContext.prototype.createOscillator = originalOscillator;
    }
  });

  it('removing the scanner attribute while scanning ends every track and puts focus on the search input', async () => {
    const el = await mount();
    await scan(el);
    await until(() => statusText(el) === 'Point your camera at a barcode or QR code', 'scanning');
    expect(focused()).to.equal(byRole(dialog(el)!, 'button', 'Close'));
    el.removeAttribute('scanner');
    await until(() => camera.allEnded(), 'tracks ended');
    await until(() => allByRole(el, 'button', 'Scan a barcode or QR code').length === 0, 'the button gone');
    await until(() => focused() === byRole(el, 'combobox'), 'focus on the search input');
  });

  it('moved in the page while scanning: the dialog stays modal, Escape closes it and ends the track', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    try {
      const el = document.createElement('sg-search') as SgSearch;
      el.setAttribute('scanner', '');
      el.setAttribute('scanner-sound', 'false');
      holder.append(el);
      await rendered(el);
      await scan(el);
      await until(() => statusText(el) === 'Point your camera at a barcode or QR code', 'scanning');
      const d = dialog(el)!;
      document.body.append(el);
      await until(() => d.matches(':modal'), 'modal again after the move');
      expect(d.open).to.equal(true);
      expect(camera.allEnded(), 'the camera still runs').to.equal(false);
      expect(d.contains(focused())).to.equal(true);
      expect(focused()).to.equal(byRole(d, 'button', 'Close'));
      await sendKeys({ press: 'Escape' });
      await until(() => !d.open, 'closed by Escape');
      await until(() => camera.allEnded(), 'tracks ended');
      expect(focused()).to.equal(scanButton(el));
      el.remove();
    } finally {
      holder.remove();
    }
  });

  it('stops every track when the element leaves the page while scanning', async () => {
    const el = await mount();
    await scan(el);
    await until(() => statusText(el) === 'Point your camera at a barcode or QR code', 'scanning');
    expect(camera.allEnded()).to.equal(false);
    el.remove();
    await until(() => camera.allEnded(), 'tracks ended');
  });
});

describe('<sg-search scanner>: scanner-decoder-url (where the fallback decoder\'s .wasm is, for an app built by esbuild)', () => {
  useCamera();

  /** The .wasm addresses the page fetched while `run` ran (the fallback decoder compiles its module from one). */
  async function wasmFetches(run: () => Promise<void>): Promise<string[]> {
    const asked: string[] = [];
    const originalFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (new URL(url, location.href).pathname.endsWith('.wasm')) asked.push(url);
      return originalFetch.call(window, input, init);
    };
    try {
      await run();
    } finally {
      window.fetch = originalFetch;
    }
    return asked;
  }

  /** The test server's copy of the .wasm under an address of its own (a query the server ignores). */
  const wasmAt = (from: string) => {
    const url = new URL(zxingWasmUrl, location.href);
    url.searchParams.set('from', from);
    return url;
  };

  async function readsEan13(el: SgSearch) {
    const searches = events(el, 'sg-search', true);
    await scan(el, { kind: 'ean13', code: '5901234123457' });
    await until(() => searches.length === 1, 'the sg-search event', 15000);
    expect(searches[0]).to.deep.equal({ term: '5901234123457', source: 'barcode_search', url: '/search?searchTerm=5901234123457' });
  }

  it('an absolute path or a same-origin URL: the fallback fetches its .wasm from there and reads the code', async () => {
    for (const given of [wasmAt('path').pathname + wasmAt('path').search, wasmAt('url').href]) {
      const asked = await wasmFetches(async () => {
        const el = await mount(html`<sg-search scanner scanner-sound="false" scanner-decoder-url=${given}></sg-search>`);
        expect(el.scannerDecoderUrl).to.equal(given);
        await readsEan13(el);
        el.remove();
      });
      expect(asked, given).to.deep.equal([new URL(given, location.href).href]);
    }
  });

  it('the page configuration\'s search.scannerDecoderUrl (what the header\'s search reads) does the same; an attribute wins', async () => {
    resetPageConfigForTests();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sg-config';
    script.textContent = JSON.stringify({ search: { scannerDecoderUrl: wasmAt('config').pathname + wasmAt('config').search } });
    document.head.append(script);
    try {
      let asked = await wasmFetches(async () => {
        const el = await mount();
        await readsEan13(el);
        el.remove();
      });
      expect(asked).to.deep.equal([wasmAt('config').href]);
      asked = await wasmFetches(async () => {
        const el = await mount(html`<sg-search scanner scanner-sound="false" scanner-decoder-url=${wasmAt('attribute').href}></sg-search>`);
        await readsEan13(el);
        el.remove();
      });
      expect(asked).to.deep.equal([wasmAt('attribute').href]);
    } finally {
      script.remove();
      resetPageConfigForTests();
    }
  });

  it('another origin, javascript:, data: or //host: one warning naming the attribute, and the .wasm beside the decoder chunk', async () => {
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      for (const refused of ['https://cdn.example/zxing_reader.wasm', 'javascript:alert(1)', 'data:application/wasm;base64,AGFzbQEAAAA=', '//cdn.example/zxing_reader.wasm']) {
        warnings.length = 0;
        const asked = await wasmFetches(async () => {
          const el = await mount(html`<sg-search scanner scanner-sound="false" scanner-decoder-url=${refused}></sg-search>`);
          expect(el.scannerDecoderUrl, refused).to.equal('');
          // Set again as a property: the same value is not warned about twice.
          el.scannerDecoderUrl = refused;
          await readsEan13(el);
          el.remove();
        });
        expect(warnings, refused).to.deep.equal([
          `<sg-search>: ignoring invalid scanner-decoder-url=${JSON.stringify(refused)}; expected a same-origin URL or path. Using the default (the .wasm beside the decoder's chunk).`,
        ]);
        // The default: what the build placed beside the decoder (here the test server's file), never the refused one.
        expect(asked.every((url) => url === new URL(zxingWasmUrl, location.href).href), `${refused}: ${asked.join(' ')}`).to.equal(true);
      }
    } finally {
      console.warn = originalWarn;
    }
  });
});

describe('<sg-search scanner>: texts from the message catalogue', () => {
  useCamera();
  const NAME = 'Lire un code-barres ou un code QR';

  async function scanInFrench(el: SgSearch) {
    await until(() => allByRole(el, 'button', NAME).length === 1, 'the French scan button');
    byRole<HTMLButtonElement>(el, 'button', NAME).focus();
    byRole<HTMLButtonElement>(el, 'button', NAME).click();
    await until(() => allByRole(el, 'dialog', NAME).length === 1, 'the French dialog');
    return byRole(el, 'dialog', NAME);
  }

  it('speaks fr-CA: the button, the dialog\'s name, the status, the buttons and the spec\'s "No Products Found"', async () => {
    faults.set('productsByUpc', { status: 404 });
    const el = await mount(html`<sg-search scanner scanner-sound="false" lang="fr-CA"></sg-search>`);
    const d = await scanInFrench(el);
    await until(() => statusText(el) === 'Pointez votre caméra vers un code-barres ou un code QR', 'scanning, in French', 15000);
    byRole(d, 'button', 'Fermer');
    camera.show({ kind: 'ean13', code: '5901234123457' });
    await until(() => messageText(el).startsWith('Aucun produit trouvé'), 'the French message', 15000);
    expect(messageText(el)).to.equal('Aucun produit trouvéVeuillez réessayer ou chercher les produits par nom ou par catégorie');
    byRole(d, 'button', 'Lire de nouveau');
    await expectNoAxeViolations(el);
    byRole(d, 'button', 'Fermer').click();
    await until(() => !dialog(el)!.open, 'closed');
    expect(camera.allEnded()).to.equal(true);
  });

  it('a denied camera, in French', async () => {
    replaceMediaDevice('getUserMedia', async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const el = await mount(html`<sg-search scanner scanner-sound="false" lang="fr-CA"></sg-search>`);
    const d = await scanInFrench(el);
    await until(() => messageText(el).startsWith('Vous n’avez pas'), 'the French denied message');
    expect(byRole(d, 'alert').textContent).to.equal(
      'Vous n’avez pas autorisé l’accès à votre caméra.' +
        'Veuillez autoriser l’accès à la caméra pour utiliser le lecteur de codes-barres.',
    );
    byRole(d, 'button', 'Lire de nouveau');
  });
});
