import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise, type AnyActorLogic, type EventObject } from 'xstate';
import type { CameraInput, DetectedCode, LookupInput, LookupOutput, ScannerEvent } from '../machines/scanner';
import { BarcodeScanner, type ScannerControl } from '../src/components/scanner/BarcodeScanner';
import { scannerMessages } from '../src/components/scanner/scanner.messages';
import { ApiError, type Product } from '../src/core/api';
import { errorMessages } from '../src/core/errors';
import { formatMessage } from '../src/core/messages';

/** The en-US texts the shopper reads (docs/messages.md): the scanner's and the error catalogue's. */
const TEXT = scannerMessages.defaults;
const ERROR = errorMessages.defaults;

/**
 * The barcode and QR scanner (the lazy chunk of `<sg-search scanner>`) on its own, one story per state of the scanner
 * machine, as the modal and as the flyout (`scanner-licence`). The decoder, the camera and the lookup are replaced by
 * fixed actors, so the stories need no camera (the view stays dark): the button below stands for "Scan a barcode or
 * QR code" (in the element it sits beside the box; see the sg-search stories).
 */

type Send = (event: ScannerEvent) => void;
const CODE = '5901234123457';

const decoderReady = fromPromise<void>(async () => {});
const decoderLoading = fromPromise<void>(() => new Promise(() => {}));
const decoderFailed = fromPromise<void>(async () => {
  throw new Error('The decoder chunk or its .wasm failed to load');
});

/** The camera: asking (no answer), ready (nothing read), reading `codes` once ready, or refused with a DOMException name. */
const cameraAsking = fromCallback<EventObject, CameraInput>(() => () => {});
const cameraReading = (codes: DetectedCode[]) =>
  fromCallback<EventObject, CameraInput>(({ sendBack }) => {
    (sendBack as Send)({ type: 'CAMERA.READY' });
    const timer = codes.length ? setTimeout(() => (sendBack as Send)({ type: 'CODE.READ', codes }), 300) : undefined;
    return () => clearTimeout(timer);
  });
const cameraRefused = (name: string) =>
  fromCallback<EventObject, CameraInput>(({ sendBack }) => {
    (sendBack as Send)({ type: 'CAMERA.ERROR', error: new DOMException('refused', name) });
    return () => {};
  });

const product = (id: string): Product => ({
  id,
  name: `Item ${id}`,
  seoUrl: `/p/item-${id}`,
  imageUrl: null,
  manufacturer: null,
  parentSkuId: null,
  defaultSkuPrice: null,
});
const lookup = (answer: () => Promise<LookupOutput>) => fromPromise<LookupOutput, LookupInput>(() => answer());

interface DemoProps {
  flyout: boolean;
  loadDecoder: AnyActorLogic;
  openCamera: AnyActorLogic;
  lookupProducts: AnyActorLogic;
  onSearch: (term: string, source: string, url: string | null) => void;
}

function ScannerDemo({ flyout, loadDecoder, openCamera, lookupProducts, onSearch }: DemoProps) {
  const control = useRef<ScannerControl | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ position: 'relative', maxWidth: '40rem', minHeight: '28rem', padding: '1rem' }}>
      <form onSubmit={(event) => event.preventDefault()}>
        <button ref={opener} type="button" onClick={() => control.current?.start()}>
          {TEXT.button}
        </button>
      </form>
      <BarcodeScanner
        control={control}
        opener={opener}
        apiBase="/api"
        flyout={flyout}
        sound={false}
        vibration={false}
        timeoutMs={20000}
        onSearch={onSearch}
        actors={{ loadDecoder, openCamera, lookupProducts }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Barcode scanner',
  component: ScannerDemo,
  args: {
    flyout: false,
    loadDecoder: decoderReady,
    openCamera: cameraReading([]),
    lookupProducts: lookup(() => new Promise(() => {})),
    onSearch: fn(),
  },
  parameters: { controls: { include: ['flyout'] } },
} satisfies Meta<typeof ScannerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: TEXT.button }));
  return within(document.body).findByRole('dialog', { name: TEXT.dialog });
}

const statusIs = async (dialog: HTMLElement, text: string) =>
  waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(text));
const messageIs = async (dialog: HTMLElement, text: string) => {
  await within(dialog).findByRole('button', { name: TEXT.retry });
  await expect(within(dialog).getByRole('alert').textContent).toBe(text);
};

/** `loadingDecoder`: the fallback decoder chunk and its .wasm are loading; "Starting the camera…". */
export const LoadingDecoder: Story = {
  args: { loadDecoder: decoderLoading },
  play: async ({ canvasElement }) => statusIs(await open(canvasElement), TEXT.starting),
};

/** `camera.requestingCamera`: the browser asks the shopper for the camera. */
export const RequestingCamera: Story = {
  args: { openCamera: cameraAsking },
  play: async ({ canvasElement }) => statusIs(await open(canvasElement), TEXT.starting),
};

/** `camera.scanning`: the camera view with the 250 x 182 scan box; "Point your camera at a barcode or QR code". */
export const Scanning: Story = {
  play: async ({ canvasElement }) => statusIs(await open(canvasElement), TEXT.pointCamera),
};

/** `lookingUp`: a product code was read ("Found {code}", the box turns solid) and productsByUpc is asked. */
export const LookingUp: Story = {
  args: { openCamera: cameraReading([{ format: 'ean_13', rawValue: CODE }]) },
  play: async ({ canvasElement }) => statusIs(await open(canvasElement), formatMessage(TEXT.found, { code: CODE }) + formatMessage(TEXT.lookingUp, { code: CODE })),
};

/** `done`: products found; the search runs with source barcode_search (here: the onSearch action) and the dialog closes. */
export const Found: Story = {
  args: {
    openCamera: cameraReading([{ format: 'ean_13', rawValue: CODE }]),
    lookupProducts: lookup(async () => [product('1'), product('2')]),
  },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(CODE, 'barcode_search', `/search?searchTerm=${CODE}`));
  },
};

/** `done` for QR text: searched with source qrcode_search (no lookup). */
export const FoundQrText: Story = {
  args: { openCamera: cameraReading([{ format: 'qr_code', rawValue: 'trail running shoes' }]) },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('trail running shoes', 'qrcode_search', null));
  },
};

/** `message.denied`: the camera permission was refused. */
export const CameraDenied: Story = {
  args: { openCamera: cameraRefused('NotAllowedError') },
  play: async ({ canvasElement }) =>
    messageIs(await open(canvasElement), ERROR.SCAN_CAMERA_DENIED + ERROR.SCAN_CAMERA_ASK),
};

/** `message.fumbled`: no camera, or a busy one (NotFoundError, NotReadableError, AbortError). */
export const NoCamera: Story = {
  args: { openCamera: cameraRefused('NotReadableError') },
  play: async ({ canvasElement }) => messageIs(await open(canvasElement), TEXT.fumbledTitle + TEXT.fumbledText),
};

/** `message.fumbled` too: the decoder chunk or its .wasm failed to load (404, or a CSP without 'wasm-unsafe-eval'). */
export const DecoderFailed: Story = {
  args: { loadDecoder: decoderFailed },
  play: async ({ canvasElement }) => messageIs(await open(canvasElement), TEXT.fumbledTitle + TEXT.fumbledText),
};

/** `message.noProducts`: the lookup answered no products (or 404). */
export const NoProducts: Story = {
  args: { openCamera: cameraReading([{ format: 'ean_13', rawValue: CODE }]), lookupProducts: lookup(async () => []) },
  play: async ({ canvasElement }) =>
    messageIs(await open(canvasElement), ERROR.SCAN_NO_PRODUCTS + ERROR.SCAN_TRY_AGAIN),
};

/** `message.timeout`: no answer within scanner-timeout-ms. */
export const LookupTimeout: Story = {
  args: {
    openCamera: cameraReading([{ format: 'ean_13', rawValue: CODE }]),
    lookupProducts: lookup(async () => {
      throw new ApiError('timeout', '_ERR_TIMEOUT');
    }),
  },
  play: async ({ canvasElement }) =>
    messageIs(await open(canvasElement), ERROR.SCAN_TIMEOUT + ERROR.SCAN_TRY_AGAIN),
};

/** `message.failed`: any other lookup failure (5xx, malformed JSON, network). */
export const LookupFailed: Story = {
  args: {
    openCamera: cameraReading([{ format: 'ean_13', rawValue: CODE }]),
    lookupProducts: lookup(async () => {
      throw new ApiError('http', '_ERR_DEFAULT_KEY', 503);
    }),
  },
  play: async ({ canvasElement }) =>
    messageIs(await open(canvasElement), TEXT.failedTitle + TEXT.failedText),
};

/** `reInit`: "Scan again" after a message; the camera restarts after 200 ms. */
export const ScanAgain: Story = {
  args: { openCamera: cameraRefused('NotFoundError') },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: TEXT.retry }));
    await within(dialog).findByRole('button', { name: TEXT.retry });
  },
};

/** The same states as the flyout under the search box (`scanner-licence` set). */
const asFlyout = (story: Story): Story => ({ ...story, args: { ...story.args, flyout: true } });
export const FlyoutScanning = asFlyout(Scanning);
export const FlyoutLoadingDecoder = asFlyout(LoadingDecoder);
export const FlyoutRequestingCamera = asFlyout(RequestingCamera);
export const FlyoutLookingUp = asFlyout(LookingUp);
export const FlyoutFound = asFlyout(Found);
export const FlyoutCameraDenied = asFlyout(CameraDenied);
export const FlyoutNoCamera = asFlyout(NoCamera);
export const FlyoutDecoderFailed = asFlyout(DecoderFailed);
export const FlyoutNoProducts = asFlyout(NoProducts);
export const FlyoutLookupTimeout = asFlyout(LookupTimeout);
export const FlyoutLookupFailed = asFlyout(LookupFailed);
