import { useMachine } from '@xstate/react';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { scannerMachine, type ScannerEmitted } from '../../../machines/scanner';
import { emitThenNavigate } from '../../core/navigation';
import { safeUrl } from '../../core/url';
import { report } from '../../state/analytics-bus';
import { base } from '../../styles';
import { modal } from '../../styles/modal.css';
import type { SgHost } from '../shared/host';
import { useOnChange } from '../shared/use-on-change';
import { CloseIcon } from '../shared/icons';
import { useLatest } from '../shared/use-latest';
import { useModalDialog } from '../shared/use-modal-dialog';
import { useWords } from '../shared/use-messages';
import { usePhaseFocus } from '../shared/use-phase-focus';
import { errorMessages } from '../../core/errors';
import { createCameraActor, type CameraEnvironment } from './camera.actor';
import { loadDecoder, type Decoder, type DecoderEnvironment } from './decoder';
import type { ScannerPart } from './scanner.anatomy';
import { connectScanner } from './scanner.connect';
import { scannerMessages } from './scanner.messages';
import * as css from './scanner.css';

/** What the search box can ask of the loaded scanner. */
export interface ScannerControl {
  /** Opens the scanner and starts the camera (the shopper pressed "Scan a barcode or QR code"). */
  start(): void;
}

export type ScanSearchSource = 'barcode_search' | 'qrcode_search';

export interface BarcodeScannerProps {
  /** Filled with the scanner's controls once it has mounted. */
  control: RefObject<ScannerControl | null>;
  /** The "Scan a barcode or QR code" button: focus goes back to it when the scanner closes. */
  opener: RefObject<HTMLElement | null>;
  /** The search input: focus goes there on close when the scan button has left the page (`scanner` removed). */
  input?: RefObject<HTMLElement | null>;
  apiBase: string;
  /** `scanner-licence` given: the flyout under the search box instead of the modal (the key itself is never read here). */
  flyout: boolean;
  /** `scanner-sound`: a short beep on a read. */
  sound: boolean;
  /** `scanner-vibration`: `navigator.vibrate(200)` on a read, where supported. */
  vibration: boolean;
  /** `scanner-timeout-ms` (clamped by the machine to 1000..60000). */
  timeoutMs: number;
  /**
   * `scanner-decoder-url`: where the fallback decoder's .wasm is (a same-origin URL or path, checked by the element);
   * empty: the one the build placed beside the decoder chunk. Read each time the decoder loads.
   */
  decoderUrl?: string;
  host?: SgHost;
  /** The page configuration script the element reads (its `messages` section rewords the texts). */
  configId?: string;
  /** A read that searches: the search box runs it (`SEARCH.RUN`); `url` set for a barcode (no redirect check). */
  onSearch: (term: string, source: ScanSearchSource, url: string | null) => void;
  /** Tests and stories: the camera, the decoder, or the machine's actors themselves. */
  environment?: () => Partial<CameraEnvironment>;
  decoder?: Partial<DecoderEnvironment>;
  actors?: { openCamera?: AnyActorLogic; loadDecoder?: AnyActorLogic; lookupProducts?: AnyActorLogic };
}

/** A short, quiet beep (880 Hz, 120 ms) on the context made at the shopper's press; never throws. */
function beep(audio: AudioContext | null) {
  if (!audio) return;
  try {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.12);
  } catch {
    // No sound is not a failure: "Found {code}" shows in any case.
  }
}

/** What the camera actor reads when it runs: the dialog's `<video>` and the decoder `loadDecoder` loaded. */
interface ScannerMedia {
  video: HTMLVideoElement | null;
  decoder: Decoder | null;
}

function createScannerMachine({ environment, actors, decoder }: BarcodeScannerProps, decoderUrl: () => string | undefined) {
  const media: ScannerMedia = { video: null, decoder: null };
  const machine = scannerMachine.provide({
    actors: {
      loadDecoder: (actors?.loadDecoder ??
        fromPromise<void>(async () => {
          media.decoder = await loadDecoder(decoder, decoderUrl());
        })) as never,
      openCamera: (actors?.openCamera ??
        createCameraActor({ video: () => media.video, decoder: () => media.decoder, environment })) as never,
      ...(actors?.lookupProducts ? { lookupProducts: actors.lookupProducts as never } : {}),
    },
  });
  /** The `<video>`'s ref callback. */
  const attachVideo = (element: HTMLVideoElement | null) => {
    media.video = element;
  };
  return { attachVideo, machine };
}

/**
 * The barcode and QR scanner (the lazy chunk of `<sg-search scanner>`): a native `<dialog>` through the shared modal
 * helper (modal, or the flyout under the search box with `scanner-licence`), the scanner machine with the real camera
 * and decoder, and what a read code does (a search, or a cancelable `sg-navigate` for a same-origin QR URL).
 */
export function BarcodeScanner(props: BarcodeScannerProps) {
  const { control, opener, host, apiBase, flyout } = props;
  const id = useId();
  const ids = useMemo(() => ({ status: `${id}-status`, message: `${id}-message` }), [id]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const audioRef = useRef<AudioContext | null>(null);
  // The fallback's .wasm address as the element checked it, made absolute against the page as it was checked (a
  // `<base href>` elsewhere does not move it); read when the decoder loads, so a later change applies to the next load.
  const decoderUrl = useLatest(props.decoderUrl ? (safeUrl(props.decoderUrl) ?? undefined) : undefined);
  // The camera and decoder are chosen once per mount (tests and stories pass fixed ones).
  const [{ attachVideo, machine }] = useState(() => createScannerMachine(props, () => decoderUrl.current));
  const api = useMemo(() => ({ base: apiBase }), [apiBase]);
  const [snapshot, send, actor] = useMachine(machine, {
    input: { api, timeoutMs: props.timeoutMs, origin: globalThis.location?.origin ?? '' },
  });
  const words = useWords(host, props.configId);
  const view = connectScanner(snapshot, send, ids, { t: words(scannerMessages), error: words(errorMessages) });

  useOnChange(api, (next) => send({ type: 'API.CHANGE', api: next }));
  useOnChange(props.timeoutMs, (timeoutMs) => send({ type: 'CONFIG.CHANGE', timeoutMs }));

  const { dialogProps, requestClose, rememberOpener, present } = useModalDialog(dialogRef, view.open, {
    host,
    onRequestClose: () => send({ type: 'CLOSE' }),
    initialFocus: closeRef,
    // The button goes with the `scanner` attribute (and this component with it): then the search input.
    fallbackFocus: () => (opener.current?.isConnected ? opener.current : (props.input?.current ?? null)),
  });

  // The flyout hangs under the search box: placed from the box's form when it opens (and on resize).
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  useEffect(() => {
    if (!flyout || !view.open) return;
    const measure = () => {
      const anchor = opener.current?.closest('form') ?? opener.current;
      if (!anchor) return;
      const rect = anchor.getBoundingClientRect();
      const width = Math.min(416, window.innerWidth - 32);
      const top = Math.round(rect.bottom + 8);
      const left = Math.round(Math.max(16, Math.min(rect.right - width, window.innerWidth - width - 16)));
      // Never past the bottom of the window (it scrolls inside instead: short windows, 400% zoom).
      setPlace({ top, left, maxHeight: `calc(100dvh - ${top + 16}px)` });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [flyout, view.open, opener]);

  useImperativeHandle(
    control,
    () => ({
      start: () => {
        rememberOpener(opener.current);
        // Made (or resumed) during the shopper's press, so that the beep may play later under the autoplay rules (a
        // press before this chunk arrived starts it outside the press: that first context may stay suspended).
        if (props.sound && typeof AudioContext === 'function') {
          audioRef.current ??= new AudioContext();
          if (audioRef.current.state === 'suspended') audioRef.current.resume().catch(() => {});
        }
        send({ type: 'SCANNER.OPEN' });
      },
    }),
    [send, rememberOpener, opener, props.sound],
  );
  useEffect(() => () => void audioRef.current?.close().catch(() => {}), []);

  const settings = useLatest({ sound: props.sound, vibration: props.vibration, onSearch: props.onSearch, host });
  useEffect(() => {
    const subscription = actor.on('*', (event: ScannerEmitted) => {
      const { sound, vibration, onSearch, host: target } = settings.current;
      if (event.type === 'read') {
        report({ type: 'scan', outcome: 'found' });
        if (sound) beep(audioRef.current);
        // eslint-disable-next-line compat/compat -- guarded by its own typeof check: Safari has no vibrate (Firefox none since 129)
        if (vibration && typeof navigator.vibrate === 'function') navigator.vibrate(200);
      } else if (event.type === 'search') {
        onSearch(event.term, event.source, event.url);
        send({ type: 'CLOSE' });
      } else if (event.type === 'navigate') {
        send({ type: 'CLOSE' });
        const detail = { url: event.url, kind: event.kind, label: event.label, source: event.source };
        emitThenNavigate(target, 'sg-navigate', detail, event.url);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, send, settings]);

  // Analytics: a scan that ended in a message (denied, fumbled, noProducts, timeout, failed) says which.
  const problem = snapshot.context.message;
  useEffect(() => {
    if (problem) report({ type: 'scan', outcome: problem });
  }, [problem]);

  // Focus follows the phase: a message focuses "Scan again"; otherwise focus never falls out of the dialog.
  usePhaseFocus(dialogRef, view.phase, view.phase === 'message', retryRef, closeRef);

  const showContent = view.open || present;
  return (
    <dialog
      ref={dialogRef}
      part={'scanner-dialog' satisfies ScannerPart}
      className={`${modal.center} ${css.dialog}${flyout ? ` ${css.flyout}` : ''}`}
      style={flyout ? place : undefined}
      data-flyout={flyout || undefined}
      {...view.dialog}
      {...dialogProps}
    >
      {showContent && (
        <div className={css.body}>
          <button
            ref={closeRef}
            part={'scanner-close' satisfies ScannerPart}
            className={`${base.iconButton} ${css.close}`}
            {...view.close}
            onClick={() => requestClose('close-button')}
          >
            <CloseIcon />
          </button>
          {!view.message && (
            <div className={css.view}>
              {/* The camera view is for the eyes only: the status says what happens. */}
              <video
                ref={attachVideo}
                part={'scanner-video' satisfies ScannerPart}
                className={css.video}
                muted
                playsInline
                aria-hidden="true"
              />
              <div
                part={'scanner-box' satisfies ScannerPart}
                className={css.box}
                data-found={view.found ? '' : undefined}
                aria-hidden="true"
              >
                {view.found && (
                  <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M4 10l4 4 8-8" />
                  </svg>
                )}
              </div>
            </div>
          )}
          <p part={'scanner-status' satisfies ScannerPart} className={css.status} {...view.statusRegion}>
            {view.status.map((line) => (
              <span key={line} className={css.statusLine}>
                {line}
              </span>
            ))}
          </p>
          <div part={'scanner-message' satisfies ScannerPart} className={css.message} {...view.messageRegion}>
            {view.message && (
              <>
                <p className={css.messageTitle}>{view.message.title}</p>
                <p className={css.messageText}>{view.message.text}</p>
              </>
            )}
          </div>
          {view.message && (
            <button
              ref={retryRef}
              part={'scanner-retry' satisfies ScannerPart}
              className={base.button}
              {...view.retry}
            />
          )}
        </div>
      )}
    </dialog>
  );
}
