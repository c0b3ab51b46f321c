import { assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { fetchProductsByUpc } from '../../src/core/api';
import { BARCODE_BOX, BARCODE_FOUND_MS, BARCODE_MULTI_SCAN_DELAY_MS, BARCODE_REINIT_MS } from '../../src/core/constants';
import { classifyMediaError } from '../voice/voice.logic';
import { clampScannerTimeout, lookupFailure, pickCode, searchForProducts } from './scanner.logic';
import type {
  CameraInput,
  LookupInput,
  LookupOutput,
  ScanIntent,
  ScannerContext,
  ScannerEmitted,
  ScannerEvent,
  ScannerInput,
  ScannerMessageKind,
} from './scanner.types';

/**
 * Barcode and QR scanning (spec sections 2, 4, 8, 9):
 *   idle -> loadingDecoder -> camera.(requestingCamera -> scanning) -> lookingUp -> done | message.(denied | fumbled |
 *   noProducts | timeout | failed) -> (RETRY) reInit -> camera after `reInit` (200 ms); a QR code goes to found, then
 *   after `found` (600 ms: "Found {code}" and the tick stay visible) to done with its search or navigation.
 *
 * `openCamera` (a callback actor the component provides) starts the camera; its cleanup stops every track. It is
 * invoked by `camera`, so a read code, any message, Close and the actor being stopped all stop the camera. Frames
 * arrive as CODE.READ: of at most 2 codes per frame one is picked (scanner.logic), and the code last accepted is
 * ignored until the `multiScan` delay (500 ms) has passed. The lookup gives up after `lookupTimeout` (input
 * `timeoutMs`, 20000 by default); leaving `lookingUp` (Close, timeout) stops its actor, so a late answer is ignored.
 */
const machineSetup = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
    input: {} as ScannerInput,
    emitted: {} as ScannerEmitted,
  },
  actors: {
    // Native BarcodeDetector or the fallback chunk: the component loads it (machines never touch the DOM).
    loadDecoder: fromPromise<void>(() => Promise.reject(new TypeError('No decoder loader was provided'))),
    openCamera: fromCallback<EventObject, CameraInput>(({ sendBack }) => {
      sendBack({ type: 'CAMERA.ERROR', error: new TypeError('No camera was provided') });
      return () => {};
    }),
    lookupProducts: fromPromise<LookupOutput, LookupInput>(({ input, signal }) =>
      fetchProductsByUpc(input.upc, { signal, base: input.api.base, timeoutMs: input.timeoutMs }),
    ),
  },
  delays: {
    multiScan: BARCODE_MULTI_SCAN_DELAY_MS,
    reInit: BARCODE_REINIT_MS,
    found: BARCODE_FOUND_MS,
    lookupTimeout: ({ context }) => context.timeoutMs,
  },
  guards: {
    isNewRead: ({ context, event }) => {
      if (event.type !== 'CODE.READ') return false;
      const intent = pickCode(event.codes, context.origin, event.center);
      return intent !== null && intent.code !== context.recentCode;
    },
    isProduct: ({ context }) => context.read?.kind === 'product',
    isNavigation: ({ context }) => context.read?.kind === 'navigate',
    hasProducts: ({ event }) => ((event as { output?: LookupOutput }).output ?? []).length > 0,
    isDecoderReady: ({ context }) => context.decoderReady,
  },
  actions: {
    clearSession: assign({ read: null, message: null }),
    showMessage: assign((_, params: { message: ScannerMessageKind }) => ({ message: params.message })),
    acceptRead: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'CODE.READ');
      const intent = pickCode(event.codes, context.origin, event.center) as ScanIntent;
      enqueue.assign({ read: intent, recentCode: intent.code });
      enqueue.emit({ type: 'read', code: intent.code, format: intent.format });
      enqueue.cancel('multiScan');
      enqueue.raise({ type: 'MULTISCAN.EXPIRE' }, { id: 'multiScan', delay: 'multiScan' });
    }),
    emitQrIntent: emit(({ context }) => {
      const read = context.read as Extract<ScanIntent, { format: 'qr_code' }>;
      return read.kind === 'navigate'
        ? { type: 'navigate' as const, url: read.url, kind: read.linkKind, label: read.label, source: 'qrcode_search' as const }
        : { type: 'search' as const, term: read.term, source: 'qrcode_search' as const, url: null };
    }),
    emitProductSearch: emit(({ context, event }) => {
      const output = (event as { output?: LookupOutput }).output ?? [];
      const read = context.read as Extract<ScanIntent, { kind: 'product' }>;
      return searchForProducts(output, read.upc, context.origin)!;
    }),
  },
});

/** A message sub-state: it names itself in `context.message` for the component. */
const messageState = (message: ScannerMessageKind) => ({ entry: { type: 'showMessage' as const, params: { message } } });

const failureIs =
  (kind: ScannerMessageKind) =>
  ({ event }: { event: { error?: unknown } }) =>
    lookupFailure(event.error) === kind;

export const scannerMachine = machineSetup.createMachine({
  id: 'scanner',
  context: ({ input }) => ({
    read: null,
    message: null,
    recentCode: null,
    decoderReady: false,
    timeoutMs: clampScannerTimeout(input?.timeoutMs),
    origin: input?.origin ?? '',
    api: input?.api ?? {},
  }),
  initial: 'idle',
  on: {
    // Close and Escape, from any state.
    CLOSE: { target: '.idle', actions: 'clearSession' },
    'MULTISCAN.EXPIRE': { actions: assign({ recentCode: null }) },
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    'CONFIG.CHANGE': {
      actions: assign(({ context, event }) => ({
        timeoutMs: event.timeoutMs !== undefined ? clampScannerTimeout(event.timeoutMs) : context.timeoutMs,
        origin: event.origin ?? context.origin,
      })),
    },
  },
  states: {
    idle: {
      on: {
        'SCANNER.OPEN': [
          { guard: 'isDecoderReady', target: 'camera', actions: 'clearSession' },
          { target: 'loadingDecoder', actions: 'clearSession' },
        ],
      },
    },
    loadingDecoder: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'loadDecoder',
        onDone: { target: 'camera', actions: assign({ decoderReady: true }) },
        // A chunk or .wasm that fails to load (404, CSP without 'wasm-unsafe-eval'): the fumbled message.
        onError: 'message.fumbled',
      },
    },
    camera: {
      tags: ['open'],
      invoke: { id: 'camera', src: 'openCamera', input: { box: { width: BARCODE_BOX.width, height: BARCODE_BOX.height } } },
      initial: 'requestingCamera',
      on: {
        'CAMERA.ERROR': [
          { guard: ({ event }) => classifyMediaError(event.error) === 'denied', target: 'message.denied' },
          { target: 'message.fumbled' },
        ],
        // The decoder may fail only on its first frame (a fallback .wasm compiled lazily): load it again on retry.
        'DECODER.ERROR': { target: 'message.fumbled', actions: assign({ decoderReady: false }) },
      },
      states: {
        requestingCamera: {
          tags: ['busy'],
          on: { 'CAMERA.READY': 'scanning' },
        },
        scanning: {
          tags: ['scanning'],
          on: {
            'CODE.READ': {
              guard: 'isNewRead',
              actions: 'acceptRead',
              target: 'reading',
            },
          },
        },
        /** Transient: where an accepted code goes. Leaving `camera` stops its tracks. */
        reading: {
          always: [
            { guard: 'isProduct', target: '#scanner.lookingUp' },
            { target: '#scanner.found' },
          ],
        },
      },
    },
    lookingUp: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'lookupProducts',
        input: ({ context }) => {
          const read = context.read as Extract<ScanIntent, { kind: 'product' }>;
          return { upc: read.upc, api: context.api, timeoutMs: context.timeoutMs };
        },
        onDone: [
          { guard: 'hasProducts', target: 'done', actions: 'emitProductSearch' },
          { target: 'message.noProducts' },
        ],
        onError: [
          { guard: failureIs('noProducts'), target: 'message.noProducts' },
          { guard: failureIs('timeout'), target: 'message.timeout' },
          { target: 'message.failed' },
        ],
      },
      after: { lookupTimeout: 'message.timeout' },
    },
    /** A QR code: "Found {code}" and the tick show for the `found` delay (the camera already stopped), then it acts. */
    found: {
      tags: ['open', 'done'],
      after: { found: { target: 'done', actions: 'emitQrIntent' } },
    },
    done: {
      tags: ['open', 'done'],
    },
    message: {
      tags: ['open', 'message'],
      initial: 'failed',
      states: {
        denied: messageState('denied'),
        fumbled: messageState('fumbled'),
        noProducts: messageState('noProducts'),
        timeout: messageState('timeout'),
        failed: messageState('failed'),
      },
      on: { RETRY: 'reInit' },
    },
    /** "Scan again": the camera restarts after the 200 ms re-init (the decoder is loaded again only if it failed). */
    reInit: {
      tags: ['open', 'busy'],
      entry: 'clearSession',
      after: {
        reInit: [{ guard: 'isDecoderReady', target: 'camera' }, { target: 'loadingDecoder' }],
      },
    },
  },
});
