import { fromCallback, type EventObject } from 'xstate';
import { BARCODE_MAX_CODES_PER_FRAME } from '../../core/constants';
import type { CameraInput, ScannerEvent } from '../../../machines/scanner';
import type { Decoder } from './decoder';

/** The page APIs the camera uses; tests and stories replace them (a canvas stream for a camera). */
export interface CameraEnvironment {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Whether the page is a secure context, which the scan button needs (MediaSearch; default `isSecureContext`). */
  secureContext?: boolean;
}

export interface CameraOptions {
  /** The `<video>` of the open dialog (rendered after the camera state is entered, so read on each use). */
  video: () => HTMLVideoElement | null;
  /** The decoder loaded by `loadDecoder`. */
  decoder: () => Decoder | null;
  environment?: () => Partial<CameraEnvironment>;
}

/** The environment-facing camera at a size barcode decoders read well; no microphone. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

const defaultEnvironment = (): CameraEnvironment => ({
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
});

/** Runs `callback` on each new video frame (requestVideoFrameCallback where the browser has it, else rAF); returns a cancel. */
function onEachFrame(video: HTMLVideoElement, callback: () => void): () => void {
  let cancelled = false;
  let handle = 0;
  const byFrame = typeof video.requestVideoFrameCallback === 'function';
  const next = () => {
    if (cancelled) return;
    handle = byFrame ? video.requestVideoFrameCallback(tick) : requestAnimationFrame(tick);
  };
  const tick = () => {
    if (cancelled) return;
    callback();
    next();
  };
  next();
  return () => {
    cancelled = true;
    if (byFrame) video.cancelVideoFrameCallback(handle);
    else cancelAnimationFrame(handle);
  };
}

/** Resolves with the dialog's `<video>` once React has rendered it (a few frames at most), or null when stopped first. */
function whenRendered(video: () => HTMLVideoElement | null, stopped: () => boolean): Promise<HTMLVideoElement | null> {
  return new Promise((resolve) => {
    const look = (tries: number) => {
      const element = video();
      if (stopped() || element || tries > 120) resolve(stopped() ? null : element);
      else requestAnimationFrame(() => look(tries + 1));
    };
    look(0);
  });
}

/**
 * The scanner machine's `openCamera` actor: asks for the camera, shows it in the dialog's `<video>`, then decodes
 * frames one at a time (a frame that arrives while the previous one is decoding is skipped) and sends CODE.READ with
 * at most 2 codes and the frame's centre (the scan box sits over the middle of the view). Faults go back as
 * CAMERA.ERROR (classified by the machine) or DECODER.ERROR. Its cleanup, run on every way out of the camera state,
 * stops every track, including those of a stream granted after the state was left.
 */
export function createCameraActor(options: CameraOptions) {
  return fromCallback<EventObject, CameraInput>(({ sendBack }) => {
    const send = sendBack as (event: ScannerEvent) => void;
    const env = { ...defaultEnvironment(), ...options.environment?.() };
    let stopped = false;
    let stream: MediaStream | null = null;
    let element: HTMLVideoElement | null = null;
    let cancelFrames = () => {};
    const stopTracks = (s: MediaStream) => s.getTracks().forEach((track) => track.stop());
    const fail = (error: unknown) => {
      if (!stopped) send({ type: 'CAMERA.ERROR', error });
    };

    const decodeFrames = (video: HTMLVideoElement) => {
      let decoding = false;
      cancelFrames = onEachFrame(video, () => {
        const decoder = options.decoder();
        if (decoding || !decoder || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
        decoding = true;
        decoder.detect(video).then(
          (codes) => {
            decoding = false;
            if (stopped || !codes.length) return;
            send({
              type: 'CODE.READ',
              codes: codes.slice(0, BARCODE_MAX_CODES_PER_FRAME),
              center: { x: video.videoWidth / 2, y: video.videoHeight / 2 },
            });
          },
          (error: unknown) => {
            decoding = false;
            if (!stopped) send({ type: 'DECODER.ERROR', error });
          },
        );
      });
    };

    env
      .getUserMedia(CAMERA_CONSTRAINTS)
      .then(async (granted) => {
        if (stopped) {
          stopTracks(granted);
          return;
        }
        stream = granted;
        // A camera unplugged or taken by the system mid-scan: the fumbled message.
        for (const track of granted.getVideoTracks()) {
          track.addEventListener('ended', () => fail(new DOMException('The camera stopped', 'NotReadableError')), { once: true });
        }
        const video = await whenRendered(options.video, () => stopped);
        if (!video) {
          fail(new DOMException('The camera view is not in the page', 'AbortError'));
          return;
        }
        element = video;
        video.muted = true;
        video.playsInline = true;
        video.srcObject = granted;
        await video.play();
        if (stopped) return;
        send({ type: 'CAMERA.READY' });
        decodeFrames(video);
      })
      .catch(fail);

    return () => {
      stopped = true;
      cancelFrames();
      if (stream) stopTracks(stream);
      if (element && element.srcObject === stream) element.srcObject = null;
    };
  });
}
