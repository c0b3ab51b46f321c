import QRCode from 'qrcode';

/**
 * A camera for the scanner tests: a canvas drawn with a code (an EAN-13's bars or a QR matrix) and captured as a
 * MediaStream (`canvas.captureStream()`), redrawn every 40 ms so that frames keep coming like a real camera's.
 */

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((bit) => (bit === '0' ? '1' : '0')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The modules of an EAN-13 (95) or EAN-8 (67), 1 = bar. */
export function eanModules(code: string): string {
  if (/^\d{8}$/.test(code)) {
    const digits = [...code].map(Number);
    return `101${digits.slice(0, 4).map((d) => L[d]).join('')}01010${digits.slice(4).map((d) => R[d]).join('')}101`;
  }
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13 or EAN-8: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((d, i) => (parity[i] === 'L' ? L : G)[d]).join('');
  const right = digits.slice(7).map((d) => R[d]).join('');
  return `101${left}01010${right}101`;
}

export type Drawn = /** An EAN-13 or EAN-8. */ { kind: 'ean13'; code: string } | { kind: 'qr'; text: string } | { kind: 'blank' };

export const WIDTH = 640;
export const HEIGHT = 480;

function draw(context: CanvasRenderingContext2D, what: Drawn) {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#000';
  if (what.kind === 'ean13') {
    const modules = eanModules(what.code);
    const unit = 4;
    const x0 = (WIDTH - modules.length * unit) / 2;
    [...modules].forEach((bit, i) => {
      if (bit === '1') context.fillRect(x0 + i * unit, 140, unit, 200);
    });
  } else if (what.kind === 'qr') {
    const { modules } = QRCode.create(what.text, { errorCorrectionLevel: 'M' });
    const unit = Math.floor(360 / modules.size);
    const x0 = Math.round((WIDTH - modules.size * unit) / 2);
    const y0 = Math.round((HEIGHT - modules.size * unit) / 2);
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) context.fillRect(x0 + col * unit, y0 + row * unit, unit, unit);
      }
    }
  }
}

export interface CanvasCamera {
  /** Every stream handed out (one per getUserMedia call). */
  streams: MediaStream[];
  /** How often the camera was asked for. */
  readonly asks: number;
  show(what: Drawn): void;
  /** getUserMedia as the scanner calls it: a new capture of the canvas each time. */
  getUserMedia: (constraints?: MediaStreamConstraints) => Promise<MediaStream>;
  /** The constraints of each call. */
  constraints: (MediaStreamConstraints | undefined)[];
  allEnded(): boolean;
  /**
   * The camera goes away (unplugged, taken by another app): the engine ends the video track of every stream handed
   * out and fires `ended` at it. Only for a camera made with `{ unpluggable: true }`.
   */
  unplug(): Promise<void>;
  dispose(): void;
}

/** A received video track that the engine itself can end, and how to make it. */
interface Unpluggable {
  track: MediaStreamTrack;
  unplug(): Promise<void>;
  close(): void;
}

/**
 * The canvas's frames through a WebRTC connection to this page. Script cannot end a track as a vanished camera does,
 * and an `ended` event dispatched by script is no stand-in everywhere: Firefox hands such an event to a track's
 * `onended` but not to its `addEventListener` listeners (Gecko lets those hear only the engine's own events on a
 * MediaStreamTrack). A received track, though, is ended by the engine, with a real `ended`, once the sender stops.
 * Where the engine has no WebRTC (WebKitGTK as Debian builds it) the event is dispatched by script instead: WebKit
 * hands it to every listener.
 */
async function unpluggable(source: MediaStreamTrack): Promise<Unpluggable> {
  if (typeof RTCPeerConnection !== 'function') {
    return { track: source, unplug: async () => void source.dispatchEvent(new Event('ended')), close: () => {} };
  }
  const sending = new RTCPeerConnection();
  const receiving = new RTCPeerConnection();
  // A candidate that arrives after close() is refused; nothing is listening by then.
  sending.addEventListener('icecandidate', ({ candidate }) => void (candidate && receiving.addIceCandidate(candidate).catch(() => {})));
  receiving.addEventListener('icecandidate', ({ candidate }) => void (candidate && sending.addIceCandidate(candidate).catch(() => {})));
  const received = new Promise<MediaStreamTrack>((resolve) => receiving.addEventListener('track', ({ track }) => resolve(track), { once: true }));
  const transceiver = sending.addTransceiver(source, { direction: 'sendonly' });
  const negotiate = async () => {
    await sending.setLocalDescription();
    await receiving.setRemoteDescription(sending.localDescription!);
    await receiving.setLocalDescription();
    await sending.setRemoteDescription(receiving.localDescription!);
  };
  await negotiate();
  const track = await received;
  return {
    track,
    unplug: async () => {
      // A stopped sender: the receiving side's track ends when the answer says so.
      transceiver.stop();
      await negotiate();
    },
    close: () => {
      sending.close();
      receiving.close();
      source.stop();
    },
  };
}

export function canvasCamera(initial: Drawn = { kind: 'blank' }, options: { unpluggable?: boolean } = {}): CanvasCamera {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d')!;
  let current = initial;
  draw(context, current);
  const timer = setInterval(() => draw(context, current), 40);
  const links: Unpluggable[] = [];
  const camera: CanvasCamera = {
    streams: [],
    constraints: [],
    get asks() {
      return camera.constraints.length;
    },
    show(what) {
      current = what;
      draw(context, current);
    },
    getUserMedia: async (constraints) => {
      camera.constraints.push(constraints);
      let stream = canvas.captureStream(25);
      if (options.unpluggable) {
        const link = await unpluggable(stream.getVideoTracks()[0]!);
        links.push(link);
        stream = new MediaStream([link.track]);
      }
      camera.streams.push(stream);
      return stream;
    },
    allEnded: () => camera.streams.flatMap((s) => s.getTracks()).every((t) => t.readyState === 'ended'),
    async unplug() {
      if (!options.unpluggable) throw new Error('canvasCamera: made without { unpluggable: true }');
      await Promise.all(links.map((link) => link.unplug()));
    },
    dispose() {
      clearInterval(timer);
      for (const track of camera.streams.flatMap((s) => s.getTracks())) track.stop();
      for (const link of links) link.close();
    },
  };
  return camera;
}

/** getUserMedia that refuses with a DOMException of this name (NotAllowedError, NotFoundError, ...). */
export const refusingCamera = (name: string) => async () => {
  throw new DOMException('refused', name);
};
