import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { canOfferScanner } from '../../../machines/scanner/scanner.offer';
import { canOfferVoice, type MediaSupport } from '../../../machines/voice/voice.offer';
import { base } from '../../styles';
import type { BarcodeScannerProps, ScannerControl } from '../scanner/BarcodeScanner';
import { ScanIcon } from '../scanner/scan-icon';
import { useLatest } from '../shared/use-latest';
import { useLazyChunk } from '../shared/use-lazy-chunk';
import { useWords } from '../shared/use-messages';
import { scannerMessages } from '../scanner/scanner.messages';
import { MicIcon } from '../voice/mic-icon';
import { voiceMessages } from '../voice/voice.messages';
import type { VoiceControl, VoiceSearchProps } from '../voice/VoiceSearch';
import { connectLoadFailedAlert, connectScanButton, connectVoiceButton } from './media.connect';
import type { SearchProps } from './Search';
import type { SearchPart } from './search.anatomy';
import * as css from './search.css';

/** What the search box asks of MediaSearch: clear the alert beside the box on the shopper's next interaction. */
export interface MediaControl {
  clearAlert: () => void;
}

export type MediaSearchProps = Pick<
  SearchProps,
  | 'apiBase'
  | 'host'
  | 'configId'
  | 'voice'
  | 'speechToTextUrl'
  | 'loadVoice'
  | 'voiceOptions'
  | 'scanner'
  | 'scannerLicence'
  | 'scannerSound'
  | 'scannerVibration'
  | 'scannerTimeoutMs'
  | 'scannerDecoderUrl'
  | 'loadScanner'
  | 'scannerOptions'
> & {
  control: RefObject<MediaControl | null>;
  /** Where the buttons go: a slot inside the search form, beside the search button. */
  slot: HTMLElement | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onClosePanel: () => void;
  /** A found term or code: the search box runs it (`SEARCH.RUN` with the source, and a product URL for a barcode). */
  onSearch: (term: string, source: 'voice_search' | 'barcode_search' | 'qrcode_search', url: string | null) => void;
};

const importVoice = () => import('../voice/VoiceSearch');
const importScanner = () => import('../scanner/BarcodeScanner');

/**
 * Whether this browser can record for voice search or scan with the camera (api-contract.md, `canOffer`): a secure
 * context, getUserMedia (and MediaRecorder for voice) and, when the devices can be listed, an input of the kind.
 * Nothing is asked of the shopper and nothing is logged. Whether the context is secure comes from the overlay's
 * environment where a test or story gives one (as it gives the camera or the microphone): WebKit does not let a page
 * script replace `isSecureContext` reliably, so an insecure page cannot be played there otherwise.
 */
function useMediaOffered(
  wanted: boolean,
  canOffer: (support: MediaSupport) => boolean,
  environment: (() => { secureContext?: boolean }) | undefined,
): boolean {
  const [offered, setOffered] = useState(false);
  const environmentRef = useLatest(environment);
  useEffect(() => {
    const media = globalThis.navigator?.mediaDevices;
    const support = {
      secureContext: environmentRef.current?.().secureContext ?? globalThis.isSecureContext === true,
      getUserMedia: typeof media?.getUserMedia === 'function',
      mediaRecorder: typeof globalThis.MediaRecorder === 'function',
    };
    if (!wanted) return;
    let live = true;
    const listing =
      canOffer({ ...support, deviceKinds: null }) && typeof media.enumerateDevices === 'function'
        ? media.enumerateDevices().then(
            (devices) => devices.map((device) => device.kind),
            () => null,
          )
        : Promise.resolve(null);
    listing.then((deviceKinds) => {
      if (live) setOffered(canOffer({ ...support, deviceKinds }));
    });
    return () => {
      live = false;
    };
  }, [wanted, canOffer, environmentRef]);
  return wanted && offered;
}

/**
 * One media overlay's launcher (voice search or the scanner): whether to offer its button, its lazy chunk, the button
 * and the overlay's controls, and a press before the chunk arrived, which starts the overlay once it has (`busy`
 * meanwhile; `failed` when the chunk could not load, until the shopper's next interaction forgets it).
 */
function useMediaOverlay<M, C extends { start(): void }>(
  wanted: boolean,
  canOffer: (support: MediaSupport) => boolean,
  environment: (() => { secureContext?: boolean }) | undefined,
  load: () => Promise<M>,
  onStart: () => void,
) {
  const offered = useMediaOffered(wanted, canOffer, environment);
  const chunk = useLazyChunk<M>(load);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const control = useRef<C | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (pending && chunk.status === 'ready' && control.current) {
      setPending(false);
      control.current.start();
    }
  }, [pending, chunk.status, chunk.module]);
  const start = () => {
    onStart();
    if (control.current) control.current.start();
    else {
      setPending(true);
      chunk.request();
    }
  };
  const failed = pending && chunk.status === 'failed';
  const forgetFailure = () => {
    if (failed) setPending(false);
  };
  return { offered, chunk, buttonRef, control, start, busy: pending && chunk.status === 'loading', failed, forgetFailure };
}

/**
 * Voice search and the barcode/QR scanner of `<sg-search voice scanner>` (a lazy chunk: the search box loads it after
 * its first paint, only where one of them is set): the two buttons (where the browser can record or scan), their
 * overlays (further lazy chunks, loaded on the first intent on a button) and the alert beside the box when one of
 * those fails to load.
 */
export function MediaSearch(props: MediaSearchProps) {
  const { host, inputRef } = props;
  const onSearchRef = useLatest(props.onSearch);
  // The buttons' names and the alert in the element's locale (the overlays word their own texts).
  const words = useWords(host, props.configId);
  const voiceWords = words(voiceMessages);

  // Voice search: the button where the browser can record; the overlay and the recorder are a lazy chunk loaded on
  // the first intent on the button (pointer over, focus, press).
  const {
    offered: voiceOffered,
    chunk: voiceChunk,
    buttonRef: voiceButtonRef,
    control: voiceControl,
    start: startVoice,
    busy: voiceBusy,
    failed: voiceFailed,
    forgetFailure: forgetVoiceFailure,
  } = useMediaOverlay<{ VoiceSearch: ComponentType<VoiceSearchProps> }, VoiceControl>(
    props.voice,
    canOfferVoice,
    props.voiceOptions?.environment,
    props.loadVoice ?? importVoice,
    props.onClosePanel,
  );
  const VoiceOverlay = voiceChunk.module?.VoiceSearch;
  const onFound = useCallback((term: string) => onSearchRef.current(term, 'voice_search', null), [onSearchRef]);

  // The scanner: the same, with the camera (its overlay, camera loop and decoder choice are the lazy chunk; the fallback
  // decoder is a further chunk that one loads only where the page has no usable BarcodeDetector).
  const {
    offered: scannerOffered,
    chunk: scannerChunk,
    buttonRef: scanButtonRef,
    control: scannerControl,
    start: startScanner,
    busy: scannerBusy,
    failed: scannerFailed,
    forgetFailure: forgetScannerFailure,
  } = useMediaOverlay<{ BarcodeScanner: ComponentType<BarcodeScannerProps> }, ScannerControl>(
    props.scanner,
    canOfferScanner,
    props.scannerOptions?.environment,
    props.loadScanner ?? importScanner,
    props.onClosePanel,
  );
  const ScannerOverlay = scannerChunk.module?.BarcodeScanner;
  const onScanSearch = useCallback(
    (term: string, source: 'barcode_search' | 'qrcode_search', url: string | null) => onSearchRef.current(term, source, url),
    [onSearchRef],
  );

  // The alert beside the box clears on the next interaction with the search element (a press, or typing).
  const clearMediaAlert = () => {
    voiceControl.current?.clearAlert();
    forgetVoiceFailure();
    forgetScannerFailure();
  };
  const chunkFailed = (props.voice && voiceFailed) || (props.scanner && scannerFailed);
  const failedAlert = chunkFailed ? connectLoadFailedAlert(voiceWords) : null;
  useImperativeHandle(props.control, () => ({ clearAlert: clearMediaAlert }));

  const buttons = (
    <>
      {props.voice && voiceOffered && (
        <button
          ref={voiceButtonRef}
          part={'voice-button' satisfies SearchPart}
          className={`${base.iconButton} ${css.voice}`}
          {...connectVoiceButton(voiceBusy, voiceWords)}
          onPointerEnter={voiceChunk.request}
          onFocus={voiceChunk.request}
          onClick={startVoice}
        >
          <MicIcon />
        </button>
      )}
      {props.scanner && scannerOffered && (
        <button
          ref={scanButtonRef}
          part={'scan-button' satisfies SearchPart}
          className={`${base.iconButton} ${css.voice}`}
          {...connectScanButton(scannerBusy, words(scannerMessages))}
          onPointerEnter={scannerChunk.request}
          onFocus={scannerChunk.request}
          onClick={startScanner}
        >
          <ScanIcon />
        </button>
      )}
    </>
  );
  return (
    <>
      {props.slot && createPortal(buttons, props.slot)}
      {props.voice && VoiceOverlay && (
        <VoiceOverlay
          control={voiceControl}
          opener={voiceButtonRef}
          input={inputRef}
          apiBase={props.apiBase}
          speechToTextUrl={props.speechToTextUrl}
          host={host}
          configId={props.configId}
          onFound={onFound}
          {...props.voiceOptions}
        />
      )}
      {props.scanner && ScannerOverlay && (
        <ScannerOverlay
          control={scannerControl}
          opener={scanButtonRef}
          input={inputRef}
          apiBase={props.apiBase}
          flyout={!!props.scannerLicence}
          sound={props.scannerSound}
          vibration={props.scannerVibration}
          timeoutMs={props.scannerTimeoutMs}
          decoderUrl={props.scannerDecoderUrl}
          host={host}
          configId={props.configId}
          onSearch={onScanSearch}
          {...props.scannerOptions}
        />
      )}
      {failedAlert && (
        <div part={'media-alert' satisfies SearchPart} className={css.mediaAlert} role={failedAlert.role}>
          <p className={css.mediaAlertTitle}>{failedAlert.title}</p>
          <p className={css.mediaAlertText}>{failedAlert.text}</p>
        </div>
      )}
    </>
  );
}
