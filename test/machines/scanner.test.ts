import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { ApiError, type Product } from '../../src/core/api';
import {
  canOfferScanner,
  clampScannerTimeout,
  expandUpcE,
  hasValidCheckDigit,
  intentOf,
  isValidProductCode,
  lookupCode,
  lookupFailure,
  nativeDetectorUsable,
  pickCode,
  SCANNER_MESSAGES,
  scannerMachine,
  searchForProducts,
} from '../../machines/scanner';
import { scannerMessages } from '../../src/components/scanner/scanner.messages';
import { errorMessages } from '../../src/core/errors';
import { messagesFor } from '../../src/state/messages';
import type {
  CameraInput,
  DetectedCode,
  LookupInput,
  LookupOutput,
  ScannerEmitted,
  ScannerEvent,
  ScannerText,
} from '../../machines/scanner';

const ORIGIN = 'https://shop.test';
const UPC_AS_EAN13 = '0036000291452';
const UPC = '036000291452';
const EAN13 = '4006381333931';
const OTHER_EAN13 = '5901234123457';

const product = (id: string, seoUrl = `/p/item-${id}`): Product => ({
  id,
  name: `Item ${id}`,
  seoUrl,
  imageUrl: null,
  manufacturer: null,
  parentSkuId: null,
  defaultSkuPrice: null,
});

const code = (format: string, rawValue: string, x = 0, y = 0): DetectedCode => ({
  format,
  rawValue,
  boundingBox: { x: x - 10, y: y - 10, width: 20, height: 20 },
});
const ean = (raw: string, x?: number, y?: number) => code('ean_13', raw, x, y);
const qr = (raw: string, x?: number, y?: number) => code('qr_code', raw, x, y);
const read = (...codes: DetectedCode[]): ScannerEvent => ({ type: 'CODE.READ', codes, center: { x: 0, y: 0 } });

type Lookup = (input: LookupInput, signal: AbortSignal) => Promise<LookupOutput>;

interface Options {
  lookup?: Lookup;
  /** getUserMedia rejects with a DOMException of this name. */
  cameraFail?: string;
  /** CAMERA.READY at once (default) or on `cam.ready()`. */
  autoReady?: boolean;
  /** The decoder loads at once (default), fails, or waits for `decoder.resolve()`. */
  decoder?: 'ok' | 'fail' | 'manual';
  input?: Record<string, unknown>;
}

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const tracks: { readyState: 'live' | 'ended' }[] = [];
  const cam = {
    starts: 0,
    sendBack: null as ((event: ScannerEvent) => void) | null,
    ready: () => cam.sendBack?.({ type: 'CAMERA.READY' }),
    tracks,
    get allEnded() {
      return tracks.every((t) => t.readyState === 'ended');
    },
  };
  const decoder = { loads: 0, resolve: () => {} };
  const lookups: LookupInput[] = [];
  const signals: AbortSignal[] = [];
  const machine = scannerMachine.provide({
    actors: {
      loadDecoder: fromPromise<void>(() => {
        decoder.loads += 1;
        if (options.decoder === 'fail') return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
        if (options.decoder === 'manual') return new Promise<void>((resolve) => (decoder.resolve = resolve));
        return Promise.resolve();
      }),
      openCamera: fromCallback<EventObject, CameraInput>(({ sendBack }) => {
        cam.starts += 1;
        cam.sendBack = sendBack as (event: ScannerEvent) => void;
        if (options.cameraFail) {
          sendBack({ type: 'CAMERA.ERROR', error: new DOMException('camera', options.cameraFail) });
          return () => {};
        }
        const track = { readyState: 'live' as 'live' | 'ended' };
        tracks.push(track);
        if (options.autoReady !== false) sendBack({ type: 'CAMERA.READY' });
        return () => {
          track.readyState = 'ended';
        };
      }),
      lookupProducts: fromPromise<LookupOutput, LookupInput>(({ input, signal }) => {
        lookups.push(input);
        signals.push(signal);
        return (options.lookup ?? (async () => [product('1'), product('2')]))(input, signal);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { origin: ORIGIN, ...options.input } });
  const emitted: ScannerEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as ScannerEmitted));
  actor.start();
  return { actor, clock, cam, decoder, lookups, signals, emitted };
}

/** Opened and scanning (decoder and camera ready at once). */
async function scanning(options: Options = {}) {
  const s = start(options);
  s.actor.send({ type: 'SCANNER.OPEN' });
  await waitFor(s.actor, (snap) => snap.matches({ camera: 'scanning' }));
  return s;
}

const never = () => new Promise<LookupOutput>(() => {});
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('scannerMachine', () => {
  it('idle -> loadingDecoder -> requestingCamera -> scanning -> lookingUp -> done, searching the code', async () => {
    const { actor, cam, decoder, lookups, emitted } = start({ decoder: 'manual', autoReady: false });
    actor.send({ type: 'SCANNER.OPEN' });
    expect(actor.getSnapshot().value).to.equal('loadingDecoder');
    expect(cam.starts, 'no camera before the decoder is ready').to.equal(0);
    decoder.resolve();
    await waitFor(actor, (s) => s.matches({ camera: 'requestingCamera' }));
    cam.ready();
    expect(actor.getSnapshot().value).to.deep.equal({ camera: 'scanning' });
    expect(actor.getSnapshot().hasTag('scanning')).to.equal(true);
    expect(cam.tracks[0]?.readyState).to.equal('live');
    actor.send(read(ean(UPC_AS_EAN13)));
    expect(actor.getSnapshot().value).to.equal('lookingUp');
    expect(cam.allEnded, 'a read code stops the camera').to.equal(true);
    expect(lookups.map((l) => l.upc), 'a 0-led EAN-13 is sent as its UPC-A').to.deep.equal([UPC]);
    await waitFor(actor, (s) => s.matches('done'));
    expect(emitted).to.deep.equal([
      { type: 'read', code: UPC_AS_EAN13, format: 'ean_13' },
      { type: 'search', term: UPC, source: 'barcode_search', url: `/search?searchTerm=${UPC}` },
    ]);
  });

  it('one product with a same-origin page goes to it; a foreign one does not', async () => {
    const one = await scanning({ lookup: async () => [product('1009', '/p/wilson-evolution-1009')] });
    one.actor.send(read(ean(EAN13)));
    await waitFor(one.actor, (s) => s.matches('done'));
    expect(one.emitted.at(-1)).to.deep.equal({ type: 'search', term: EAN13, source: 'barcode_search', url: '/p/wilson-evolution-1009' });

    const foreign = await scanning({ lookup: async () => [product('1', 'https://evil.example/p/x-1')] });
    foreign.actor.send(read(ean(EAN13)));
    await waitFor(foreign.actor, (s) => s.matches('done'));
    expect(foreign.emitted.at(-1)).to.deep.include({ url: `/search?searchTerm=${EAN13}` });
  });

  it('maps lookup outcomes to the messages', async () => {
    const cases: Array<[Lookup, string]> = [
      [async () => [], 'noProducts'],
      [() => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 404)), 'noProducts'],
      [() => Promise.reject(new ApiError('timeout', '_ERR_TIMEOUT', 408)), 'timeout'],
      [() => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 500)), 'failed'],
      [() => Promise.reject(new ApiError('parse', '_ERR_BAD_RESPONSE', 200)), 'failed'],
      [() => Promise.reject(new ApiError('network', '_ERR_NETWORK')), 'failed'],
      [() => Promise.reject(new TypeError('x')), 'failed'],
    ];
    for (const [lookup, message] of cases) {
      const { actor, emitted } = await scanning({ lookup });
      actor.send(read(ean(EAN13)));
      await waitFor(actor, (s) => s.matches('message'));
      expect(actor.getSnapshot().value, message).to.deep.equal({ message });
      expect(actor.getSnapshot().context.message).to.equal(message);
      expect(actor.getSnapshot().hasTag('message')).to.equal(true);
      expect(emitted.filter((e) => e.type === 'search')).to.deep.equal([]);
      actor.stop();
    }
  });

  it('times the lookup out at 20000 ms: Request Timeout, the request aborted, a late answer ignored', async () => {
    let answer!: (products: LookupOutput) => void;
    const { actor, clock, signals, emitted } = await scanning({ lookup: () => new Promise((r) => (answer = r)) });
    actor.send(read(ean(EAN13)));
    clock.increment(19999);
    expect(actor.getSnapshot().value).to.equal('lookingUp');
    expect(signals[0]?.aborted).to.equal(false);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.deep.equal({ message: 'timeout' });
    expect(signals[0]?.aborted).to.equal(true);
    answer([product('1')]);
    await flush();
    expect(actor.getSnapshot().value).to.deep.equal({ message: 'timeout' });
    expect(emitted.map((e) => e.type)).to.deep.equal(['read']);
  });

  it('takes scanner-timeout-ms from input (1000 to 60000), 20000 otherwise', async () => {
    for (const [timeoutMs, expected] of [[5000, 5000], [999, 20000], [60001, 20000], [null, 20000]] as const) {
      const { actor, clock, lookups } = await scanning({ lookup: never, input: { timeoutMs } });
      actor.send(read(ean(EAN13)));
      expect(lookups[0]?.timeoutMs).to.equal(expected);
      clock.increment(expected - 1);
      expect(actor.getSnapshot().value, String(timeoutMs)).to.equal('lookingUp');
      clock.increment(1);
      expect(actor.getSnapshot().value, String(timeoutMs)).to.deep.equal({ message: 'timeout' });
      actor.stop();
    }
    const { actor } = start();
    actor.send({ type: 'CONFIG.CHANGE', timeoutMs: 3000 });
    expect(actor.getSnapshot().context.timeoutMs).to.equal(3000);
    actor.send({ type: 'CONFIG.CHANGE', timeoutMs: 10 });
    expect(actor.getSnapshot().context.timeoutMs).to.equal(20000);
  });

  it('a late answer after Close is ignored', async () => {
    let answer!: (products: LookupOutput) => void;
    const { actor, signals, emitted } = await scanning({ lookup: () => new Promise((r) => (answer = r)) });
    actor.send(read(ean(EAN13)));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(signals[0]?.aborted).to.equal(true);
    answer([product('1')]);
    await flush();
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(emitted.map((e) => e.type)).to.deep.equal(['read']);
  });

  it('RETRY re-inits the camera after 200 ms, without loading the decoder again', async () => {
    const { actor, clock, cam, decoder } = await scanning({ lookup: async () => [] });
    actor.send(read(ean(EAN13)));
    await waitFor(actor, (s) => s.matches({ message: 'noProducts' }));
    expect(cam.allEnded).to.equal(true);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).to.equal('reInit');
    expect(actor.getSnapshot().context.message).to.equal(null);
    clock.increment(199);
    expect(actor.getSnapshot().value).to.equal('reInit');
    expect(cam.starts).to.equal(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.deep.equal({ camera: 'scanning' });
    expect(cam.starts).to.equal(2);
    expect(decoder.loads).to.equal(1);
  });

  it('a decoder that fails to load shows the fumbled message; RETRY loads it again after 200 ms', async () => {
    const { actor, clock, cam, decoder } = start({ decoder: 'fail' });
    actor.send({ type: 'SCANNER.OPEN' });
    await waitFor(actor, (s) => s.matches('message'));
    expect(actor.getSnapshot().value).to.deep.equal({ message: 'fumbled' });
    expect(cam.starts).to.equal(0);
    actor.send({ type: 'RETRY' });
    clock.increment(200);
    expect(decoder.loads).to.equal(2);
  });

  it('a decoder failing while scanning shows the fumbled message, stops the camera and is loaded again on retry', async () => {
    const { actor, clock, cam, decoder } = await scanning();
    actor.send({ type: 'DECODER.ERROR', error: new WebAssembly.CompileError('wasm-unsafe-eval') });
    expect(actor.getSnapshot().value).to.deep.equal({ message: 'fumbled' });
    expect(cam.allEnded).to.equal(true);
    actor.send({ type: 'RETRY' });
    clock.increment(200);
    expect(decoder.loads).to.equal(2);
    await waitFor(actor, (s) => s.matches({ camera: 'scanning' }));
  });

  it('without provided actors it fails safe with the fumbled message', async () => {
    const actor = createActor(scannerMachine, { clock: new SimulatedClock(), input: {} }).start();
    actor.send({ type: 'SCANNER.OPEN' });
    await waitFor(actor, (s) => s.matches('message'));
    expect(actor.getSnapshot().value).to.deep.equal({ message: 'fumbled' });
  });

  it('a denied camera shows the denied message and is asked again only on Scan again', async () => {
    for (const name of ['NotAllowedError', 'SecurityError']) {
      const { actor, clock, cam } = start({ cameraFail: name });
      actor.send({ type: 'SCANNER.OPEN' });
      await waitFor(actor, (s) => s.matches('message'));
      expect(actor.getSnapshot().value, name).to.deep.equal({ message: 'denied' });
      clock.increment(120000);
      expect(cam.starts, 'never re-asked by itself').to.equal(1);
      actor.send({ type: 'RETRY' });
      clock.increment(200);
      expect(cam.starts).to.equal(2);
      actor.stop();
    }
  });

  it('no, busy or failing camera shows the fumbled message', async () => {
    for (const name of ['NotFoundError', 'NotReadableError', 'AbortError', 'OverconstrainedError']) {
      const { actor } = start({ cameraFail: name });
      actor.send({ type: 'SCANNER.OPEN' });
      await waitFor(actor, (s) => s.matches('message'));
      expect(actor.getSnapshot().value, name).to.deep.equal({ message: 'fumbled' });
      actor.stop();
    }
  });

  it('takes at most 2 codes per frame: a product beyond the second code is not seen', async () => {
    const { actor, clock, lookups, emitted } = await scanning();
    actor.send(read(qr('far text', 100, 100), qr('near text', 1, 1), ean(EAN13, 0, 0)));
    clock.increment(600);
    expect(actor.getSnapshot().value).to.equal('done');
    expect(lookups).to.have.length(0);
    expect(emitted.at(-1)).to.deep.equal({ type: 'search', term: 'near text', source: 'qrcode_search', url: null });
  });

  it('of the 2 codes a product wins over a QR code, then the one nearest the box centre', async () => {
    const a = await scanning();
    a.actor.send(read(qr('hello', 0, 0), ean(EAN13, 90, 90)));
    expect(a.lookups.map((l) => l.upc)).to.deep.equal([EAN13]);
    const b = await scanning();
    b.actor.send(read(ean(EAN13, 50, 50), ean(OTHER_EAN13, 5, 5)));
    expect(b.lookups.map((l) => l.upc)).to.deep.equal([OTHER_EAN13]);
  });

  it('ignores the same code read again within the 500 ms multi-scan delay', async () => {
    const { actor, clock, lookups } = await scanning({ lookup: async () => [] });
    actor.send(read(ean(EAN13)));
    await waitFor(actor, (s) => s.matches({ message: 'noProducts' }));
    actor.send({ type: 'RETRY' });
    clock.increment(200);
    expect(actor.getSnapshot().value).to.deep.equal({ camera: 'scanning' });
    actor.send(read(ean(EAN13)));
    clock.increment(299);
    actor.send(read(ean(EAN13)));
    expect(actor.getSnapshot().value, 'same code at 499 ms').to.deep.equal({ camera: 'scanning' });
    expect(lookups).to.have.length(1);
    clock.increment(1);
    actor.send(read(ean(EAN13)));
    expect(actor.getSnapshot().value, 'same code at 500 ms').to.equal('lookingUp');
    expect(lookups).to.have.length(2);
  });

  it('a different code within the multi-scan delay is read', async () => {
    const { actor, clock, lookups } = await scanning({ lookup: async () => [] });
    actor.send(read(ean(EAN13)));
    await waitFor(actor, (s) => s.matches('message'));
    actor.send({ type: 'RETRY' });
    clock.increment(200);
    actor.send(read(ean(OTHER_EAN13)));
    expect(lookups.map((l) => l.upc)).to.deep.equal([EAN13, OTHER_EAN13]);
  });

  it('ignores codes it cannot act on: a bad check digit, an unknown format, a blank QR', async () => {
    const { actor, emitted, lookups } = await scanning();
    actor.send(read(ean('4006381333932')));
    actor.send(read(code('code_128', 'ABC-123')));
    actor.send(read(qr('   ')));
    actor.send(read());
    expect(actor.getSnapshot().value).to.deep.equal({ camera: 'scanning' });
    expect(emitted).to.deep.equal([]);
    expect(lookups).to.have.length(0);
  });

  it('a QR URL on the page origin navigates (product or page); nothing is looked up', async () => {
    const a = await scanning();
    a.actor.send(read(qr(`${ORIGIN}/p/wilson-evolution-1009?color=red#reviews`)));
    a.clock.increment(600);
    expect(a.actor.getSnapshot().value).to.equal('done');
    expect(a.cam.allEnded).to.equal(true);
    expect(a.emitted).to.deep.equal([
      { type: 'read', code: `${ORIGIN}/p/wilson-evolution-1009?color=red#reviews`, format: 'qr_code' },
      {
        type: 'navigate',
        url: '/p/wilson-evolution-1009?color=red#reviews',
        kind: 'product',
        label: `${ORIGIN}/p/wilson-evolution-1009?color=red#reviews`,
        source: 'qrcode_search',
      },
    ]);
    const b = await scanning();
    b.actor.send(read(qr(`${ORIGIN}/c/tents`)));
    b.clock.increment(600);
    expect(b.emitted.at(-1)).to.deep.include({ type: 'navigate', url: '/c/tents', kind: 'page' });
    expect(a.lookups.length + b.lookups.length).to.equal(0);
  });

  it('a QR code shows "Found {code}" (found) for the found delay, 600 ms, before it searches; provide() swaps it', async () => {
    const { actor, clock, cam, emitted } = await scanning();
    actor.send(read(qr('summer tents')));
    expect(actor.getSnapshot().value).to.equal('found');
    expect(actor.getSnapshot().hasTag('done')).to.equal(true);
    expect(actor.getSnapshot().context.read).to.deep.include({ code: 'summer tents' });
    expect(cam.allEnded, 'the camera stops on the read').to.equal(true);
    expect(emitted.map((e) => e.type)).to.deep.equal(['read']);
    clock.increment(599);
    expect(actor.getSnapshot().value).to.equal('found');
    expect(emitted.map((e) => e.type)).to.deep.equal(['read']);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.equal('done');
    expect(emitted.at(-1)).to.deep.equal({ type: 'search', term: 'summer tents', source: 'qrcode_search', url: null });
    actor.stop();

    const clock2 = new SimulatedClock();
    const quick = createActor(
      scannerMachine.provide({
        delays: { found: 50 },
        actors: {
          loadDecoder: fromPromise<void>(async () => {}),
          openCamera: fromCallback<EventObject, CameraInput>(({ sendBack }) => {
            sendBack({ type: 'CAMERA.READY' });
            return () => {};
          }),
        },
      }),
      { clock: clock2, input: { origin: ORIGIN } },
    );
    const seen: ScannerEmitted[] = [];
    quick.on('*', (e) => seen.push(e as ScannerEmitted));
    quick.start();
    quick.send({ type: 'SCANNER.OPEN' });
    await waitFor(quick, (snap) => snap.matches({ camera: 'scanning' }));
    quick.send(read(qr('text')));
    clock2.increment(50);
    expect(quick.getSnapshot().value).to.equal('done');
    expect(seen.at(-1)).to.deep.include({ type: 'search', term: 'text' });
    quick.stop();
  });

  it('Close during found: nothing is searched, even after the delay', async () => {
    const { actor, clock, emitted } = await scanning();
    actor.send(read(qr('text')));
    actor.send({ type: 'CLOSE' });
    clock.increment(5000);
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(emitted.map((e) => e.type)).to.deep.equal(['read']);
  });

  it('any other QR text, foreign URLs included, is searched with qrcode_search', async () => {
    for (const text of ['https://evil.example/p/x-1', 'http://shop.test/p/x-1', 'javascript:alert(1)', '  summer tents  ']) {
      const { actor, clock, emitted, lookups } = await scanning();
      actor.send(read(qr(text)));
      clock.increment(600);
      expect(emitted.at(-1), text).to.deep.equal({ type: 'search', term: text.trim(), source: 'qrcode_search', url: null });
      expect(lookups).to.have.length(0);
      actor.stop();
    }
  });

  it('CODE.READ outside scanning does nothing', async () => {
    const { actor, lookups } = await scanning({ lookup: never });
    actor.send(read(ean(EAN13)));
    actor.send(read(ean(OTHER_EAN13)));
    expect(lookups).to.have.length(1);
    expect(actor.getSnapshot().value).to.equal('lookingUp');
  });

  it('CLOSE from every state goes to idle and leaves no camera track live', async () => {
    const reach: Record<string, (o: Options) => Promise<ReturnType<typeof start>>> = {
      idle: async (o) => start(o),
      loadingDecoder: async (o) => {
        const s = start({ ...o, decoder: 'manual' });
        s.actor.send({ type: 'SCANNER.OPEN' });
        return s;
      },
      requestingCamera: async (o) => {
        const s = start({ ...o, autoReady: false });
        s.actor.send({ type: 'SCANNER.OPEN' });
        await waitFor(s.actor, (snap) => snap.matches({ camera: 'requestingCamera' }));
        return s;
      },
      scanning: (o) => scanning(o),
      lookingUp: async (o) => {
        const s = await scanning({ ...o, lookup: never });
        s.actor.send(read(ean(EAN13)));
        return s;
      },
      found: async (o) => {
        const s = await scanning(o);
        s.actor.send(read(qr('text')));
        return s;
      },
      done: async (o) => {
        const s = await scanning(o);
        s.actor.send(read(qr('text')));
        s.clock.increment(600);
        return s;
      },
      message: async (o) => {
        const s = await scanning({ ...o, lookup: async () => [] });
        s.actor.send(read(ean(EAN13)));
        await waitFor(s.actor, (snap) => snap.matches('message'));
        return s;
      },
      reInit: async (o) => {
        const s = await scanning({ ...o, lookup: async () => [] });
        s.actor.send(read(ean(EAN13)));
        await waitFor(s.actor, (snap) => snap.matches('message'));
        s.actor.send({ type: 'RETRY' });
        return s;
      },
    };
    for (const [name, go] of Object.entries(reach)) {
      const s = await go({});
      expect(JSON.stringify(s.actor.getSnapshot().value), name).to.contain(name);
      s.actor.send({ type: 'CLOSE' });
      expect(s.actor.getSnapshot().value, name).to.equal('idle');
      expect(s.actor.getSnapshot().hasTag('open'), name).to.equal(false);
      expect(s.cam.allEnded, name).to.equal(true);
      for (const signal of s.signals) expect(signal.aborted || name !== 'lookingUp', name).to.equal(true);
      // Nothing starts again by itself after Close.
      const starts = s.cam.starts;
      s.clock.increment(60000);
      await flush();
      expect(s.cam.starts, name).to.equal(starts);
      expect(s.actor.getSnapshot().value, name).to.equal('idle');
      s.actor.stop();
    }
  });

  it('stopping the actor (element removed) while scanning stops the camera', async () => {
    const { actor, cam } = await scanning();
    expect(cam.tracks[0]?.readyState).to.equal('live');
    actor.stop();
    expect(cam.allEnded).to.equal(true);
  });

  it('opening again after done starts the camera without loading the decoder again', async () => {
    const { actor, decoder, cam } = await scanning();
    actor.send(read(qr('text')));
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'SCANNER.OPEN' });
    expect(actor.getSnapshot().value).to.deep.equal({ camera: 'scanning' });
    expect(decoder.loads).to.equal(1);
    expect(cam.starts).to.equal(2);
  });

  it('looks up at the api of its input, and at the new one after API.CHANGE', async () => {
    const { actor, lookups, clock } = await scanning({ lookup: async () => [], input: { api: { base: '/a' } } });
    actor.send(read(ean(EAN13)));
    await waitFor(actor, (s) => s.matches('message'));
    actor.send({ type: 'API.CHANGE', api: { base: '/b' } });
    actor.send({ type: 'RETRY' });
    clock.increment(200);
    actor.send(read(ean(OTHER_EAN13)));
    expect(lookups.map((l) => l.api)).to.deep.equal([{ base: '/a' }, { base: '/b' }]);
  });
});

describe('scanner logic', () => {
  it('validates GS1 check digits of EAN-13, UPC-A and EAN-8, and any wrong digit fails', () => {
    for (const valid of [UPC_AS_EAN13, UPC, EAN13, OTHER_EAN13, '012345678905', '96385074', '9780201379624']) {
      expect(hasValidCheckDigit(valid), valid).to.equal(true);
      for (let i = 0; i < valid.length; i += 1) {
        const wrong = valid.slice(0, i) + String((Number(valid[i]) + 1) % 10) + valid.slice(i + 1);
        expect(hasValidCheckDigit(wrong), wrong).to.equal(false);
      }
    }
    for (const bad of ['', '1234567', '12345678901', 'abcdefghijklm', '40063813339.1', ' 4006381333931']) {
      expect(hasValidCheckDigit(bad), bad).to.equal(false);
    }
  });

  it('expands UPC-E to UPC-A and checks it', () => {
    expect(expandUpcE('04252614')).to.equal('042100005264');
    expect(expandUpcE('01234565')).to.equal('012345000065');
    expect(expandUpcE('01234133')).to.equal('012300000413');
    expect(expandUpcE('01234146')).to.equal('012340000016');
    expect(expandUpcE('21234565')).to.equal(null);
    expect(expandUpcE('0123456')).to.equal(null);
    expect(isValidProductCode('upc_e', '04252614')).to.equal(true);
    expect(isValidProductCode('upc_e', '04252615')).to.equal(false);
  });

  it('checks the length of each format', () => {
    expect(isValidProductCode('ean_13', EAN13)).to.equal(true);
    expect(isValidProductCode('upc_a', EAN13)).to.equal(false);
    expect(isValidProductCode('upc_a', UPC)).to.equal(true);
    expect(isValidProductCode('ean_13', UPC)).to.equal(false);
    expect(isValidProductCode('ean_8', '96385074')).to.equal(true);
    expect(isValidProductCode('ean_8', '96385075')).to.equal(false);
    expect(isValidProductCode('qr_code', '96385074')).to.equal(false);
  });

  it('sends an EAN-13 starting with 0 as its 12-digit UPC-A, other codes as read', () => {
    expect(lookupCode('ean_13', UPC_AS_EAN13)).to.equal(UPC);
    expect(lookupCode('ean_13', EAN13)).to.equal(EAN13);
    expect(lookupCode('upc_a', UPC)).to.equal(UPC);
    expect(lookupCode('ean_8', '06385074')).to.equal('06385074');
    expect(lookupCode('upc_e', '04252614')).to.equal('04252614');
  });

  it('classifies a read: product, same-origin QR URL, any other QR text', () => {
    expect(intentOf(ean(UPC_AS_EAN13), ORIGIN)).to.deep.equal({ kind: 'product', code: UPC_AS_EAN13, format: 'ean_13', upc: UPC });
    expect(intentOf(code('UPC_A', UPC), ORIGIN)).to.deep.include({ kind: 'product', format: 'upc_a', upc: UPC });
    expect(intentOf(qr(`${ORIGIN}/help`), ORIGIN)).to.deep.include({ kind: 'navigate', url: '/help', linkKind: 'page' });
    expect(intentOf(qr(`${ORIGIN}/p/x-1`), ORIGIN)).to.deep.include({ kind: 'navigate', url: '/p/x-1', linkKind: 'product' });
    expect(intentOf(qr('/p/x-1'), ORIGIN), 'a relative path is not an absolute URL').to.deep.include({ kind: 'search', term: '/p/x-1' });
    expect(intentOf(qr(`${ORIGIN}/p/x-1`), ''), 'without an origin nothing navigates').to.deep.include({ kind: 'search' });
    expect(intentOf(qr('https://user:pw@shop.test/p/x'), ORIGIN)).to.deep.include({ kind: 'search' });
    expect(intentOf(qr('https://shop.test.evil.example/p/x'), ORIGIN)).to.deep.include({ kind: 'search' });
    expect(intentOf(qr('data:text/html,<script>alert(1)</script>'), ORIGIN)).to.deep.include({ kind: 'search' });
    const long = intentOf(qr('x'.repeat(600)), ORIGIN);
    expect(long?.kind === 'search' && long.term.length).to.equal(510);
    expect(intentOf(qr(' \n '), ORIGIN)).to.equal(null);
    expect(intentOf(code('code_128', '123'), ORIGIN)).to.equal(null);
  });

  it('picks from at most 2 codes per frame', () => {
    expect(pickCode([], ORIGIN)).to.equal(null);
    expect(pickCode([qr('a'), qr('b'), ean(EAN13)], ORIGIN)).to.deep.include({ kind: 'search', term: 'a' });
    expect(pickCode([qr('a', 9, 9), qr('b', 1, 1)], ORIGIN, { x: 0, y: 0 })).to.deep.include({ term: 'b' });
    expect(pickCode([qr('a', 9, 9), qr('b', 1, 1)], ORIGIN), 'no centre: decoder order').to.deep.include({ term: 'a' });
    expect(pickCode([ean('4006381333932'), qr('b')], ORIGIN), 'an invalid product does not win').to.deep.include({ term: 'b' });
  });

  it('builds the barcode search from the products', () => {
    expect(searchForProducts([], UPC, ORIGIN)).to.equal(null);
    expect(searchForProducts([product('1', '/p/a-1')], UPC, ORIGIN)).to.deep.equal({
      type: 'search',
      term: UPC,
      source: 'barcode_search',
      url: '/p/a-1',
    });
    expect(searchForProducts([product('1', `${ORIGIN}/p/a-1`)], UPC, ORIGIN)?.url).to.equal('/p/a-1');
    expect(searchForProducts([product('1', 'javascript:alert(1)')], UPC, ORIGIN)?.url).to.equal(`/search?searchTerm=${UPC}`);
    expect(searchForProducts([product('1'), product('2')], UPC, ORIGIN)?.url).to.equal(`/search?searchTerm=${UPC}`);
  });

  it('classifies lookup failures', () => {
    expect(lookupFailure(new ApiError('http', 'X', 404))).to.equal('noProducts');
    expect(lookupFailure(new ApiError('timeout', '_ERR_TIMEOUT', 408))).to.equal('timeout');
    expect(lookupFailure(new ApiError('http', 'X', 503))).to.equal('failed');
    expect(lookupFailure(new Error('x'))).to.equal('failed');
  });

  it('clamps scanner-timeout-ms', () => {
    expect(clampScannerTimeout(undefined)).to.equal(20000);
    expect(clampScannerTimeout(1000)).to.equal(1000);
    expect(clampScannerTimeout(60000)).to.equal(60000);
    expect(clampScannerTimeout('15000')).to.equal(15000);
    for (const bad of [999, 60001, 1500.5, Number.NaN, 'abc', '', null]) expect(clampScannerTimeout(bad), String(bad)).to.equal(20000);
  });

  it('offers the scanner only with a camera API in a secure context', () => {
    const all = { secureContext: true, getUserMedia: true, deviceKinds: ['videoinput'] };
    expect(canOfferScanner(all)).to.equal(true);
    expect(canOfferScanner({ ...all, deviceKinds: null })).to.equal(true);
    expect(canOfferScanner({ ...all, secureContext: false })).to.equal(false);
    expect(canOfferScanner({ ...all, getUserMedia: false })).to.equal(false);
    expect(canOfferScanner({ ...all, deviceKinds: ['audioinput'] })).to.equal(false);
  });

  it('uses the native BarcodeDetector only when it lists ean_13 and qr_code', () => {
    expect(nativeDetectorUsable(['ean_13', 'qr_code', 'upc_a'])).to.equal(true);
    expect(nativeDetectorUsable([])).to.equal(false);
    expect(nativeDetectorUsable(['qr_code'])).to.equal(false);
    expect(nativeDetectorUsable(['ean_13'])).to.equal(false);
    expect(nativeDetectorUsable(undefined)).to.equal(false);
  });

  it('decides each message as keys (the spec\'s texts the error catalogue\'s), worded with the contract\'s texts', () => {
    expect(SCANNER_MESSAGES).to.deep.equal({
      denied: { title: { error: 'SCAN_CAMERA_DENIED' }, text: { error: 'SCAN_CAMERA_ASK' } },
      fumbled: { title: { key: 'fumbledTitle' }, text: { key: 'fumbledText' } },
      noProducts: { title: { error: 'SCAN_NO_PRODUCTS' }, text: { error: 'SCAN_TRY_AGAIN' } },
      timeout: { title: { error: 'SCAN_TIMEOUT' }, text: { error: 'SCAN_TRY_AGAIN' } },
      failed: { title: { key: 'failedTitle' }, text: { key: 'failedText' } },
    });
    const t = messagesFor(scannerMessages, null);
    const error = messagesFor(errorMessages, null);
    const word = (text: ScannerText) => ('key' in text ? t(text.key) : error(text.error));
    const worded = Object.fromEntries(
      Object.entries(SCANNER_MESSAGES).map(([kind, m]) => [kind, { title: word(m.title), text: word(m.text) }]),
    );
    expect(worded).to.deep.equal({
      denied: { title: 'You Have Not Granted Access To Your Camera.', text: 'Please allow access to the camera to use the barcode scanner.' },
      fumbled: { title: 'Oops, Sorry we fumbled', text: 'Something Went Wrong!!' },
      noProducts: { title: 'No Products Found', text: 'Please try again or search products by name or category' },
      timeout: { title: 'Request Timeout', text: 'Please try again or search products by name or category' },
      failed: { title: 'Ooops, sorry we fumbled!', text: 'Something went wrong. Please try after sometime.' },
    });
    expect(scannerMessages.defaults).to.deep.include({ pointCamera: 'Point your camera at a barcode or QR code', retry: 'Scan again' });
    expect(t('found', { code: '123' })).to.equal('Found 123');
    expect(t('lookingUp', { code: '123' })).to.equal('Looking up 123\u2026');
  });
});
