// Test media for the scanner and voice search, made at test time (nothing binary is committed): raw I420 `.y4m`
// videos of one code each, for Chromium's fake camera (`--use-file-for-fake-video-capture=<file>.y4m`), and a WAV
// tone for its fake microphone (`--use-file-for-fake-audio-capture=<file>.wav`). Firefox and WebKit cannot play a
// file as their camera: their pages get the same pictures as PNGs (`encodePng`), which the camera stand-in
// (stand-in.mjs) paints into a canvas stream.
//
// The symbols come from demo/symbols.mjs (the demo's codes page draws the same ones): the 1D codes from the standard
// encoding, the QR matrix from the `qrcode` package; this module paints their modules and quiet zones into frames.
// Check digits are verified, so a wrong code fails here and not as an unreadable picture.
//
//   import { makeMedia } from './media/make-media.mjs';
//   const media = await makeMedia({ origin: server.url });  // media.files.ean13, ... ; await media.cleanup()
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { QUIET_ZONES, linearModules, qrMatrix } from '../../../demo/symbols.mjs';

export { checkDigit, ean13Modules, ean8Modules, qrMatrix, upcAModules } from '../../../demo/symbols.mjs';

/** Luma of the picture, studio range (BT.601): what the fake camera turns into black and white. */
export const BLACK = 16;
export const WHITE = 235;

/** A grayscale picture: `y` holds one luma byte per pixel, row by row. */
function blank(width, height) {
  return { width, height, y: new Uint8Array(width * height).fill(WHITE) };
}

function fillRect(picture, x, y, w, h, value = BLACK) {
  for (let row = Math.max(0, y); row < Math.min(picture.height, y + h); row += 1) {
    picture.y.fill(value, row * picture.width + Math.max(0, x), row * picture.width + Math.min(picture.width, x + w));
  }
}

/**
 * A picture of one code, centred. `kind`: 'ean13', 'upcA', 'ean8' (`value`: the digits) or 'qr' (`value`: the text).
 * Linear codes: `module` px per module, bars `barHeight` px high, with their quiet zones (QUIET_ZONES: EAN-13 11 and
 * 7 modules, UPC-A 9 and 9, EAN-8 7 and 7) painted white like the rest. QR: `qrModule` px per module and a 4-module quiet zone.
 * The default sizes keep every code inside the scanner's 250 x 182 box when the video is shown at its size.
 */
export function drawCode({ kind, value, width = 640, height = 480, module = 2, barHeight = 120, qrModule = 4 }) {
  const picture = blank(width, height);
  if (kind === 'qr') {
    const matrix = qrMatrix(value);
    const side = (matrix.length + 8) * qrModule;
    if (side > Math.min(width, height)) throw new RangeError(`QR of ${value.length} characters does not fit ${width}x${height} at ${qrModule} px`);
    const left = Math.floor((width - matrix.length * qrModule) / 2);
    const top = Math.floor((height - matrix.length * qrModule) / 2);
    matrix.forEach((row, r) => row.forEach((dark, c) => dark && fillRect(picture, left + c * qrModule, top + r * qrModule, qrModule, qrModule)));
    return picture;
  }
  const modules = linearModules(kind, value);
  const quiet = QUIET_ZONES[kind];
  const total = (quiet[0] + modules.length + quiet[1]) * module;
  if (total > width) throw new RangeError(`${kind} ${value} does not fit ${width} px at ${module} px per module`);
  const left = Math.floor((width - modules.length * module) / 2);
  const top = Math.floor((height - barHeight) / 2);
  [...modules].forEach((bit, i) => bit === '1' && fillRect(picture, left + i * module, top, module, barHeight));
  return picture;
}

/**
 * Writes a raw I420 YUV4MPEG2 video of the same picture in every frame (chroma neutral), `seconds` long at `fps`.
 * Chromium's fake camera plays the file in a loop at its frame rate.
 */
export async function writeY4m(file, picture, { fps = 10, seconds = 2 } = {}) {
  const { width, height, y } = picture;
  if (width % 2 || height % 2) throw new RangeError('I420 needs an even width and height');
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), y, chroma]);
  const handle = await open(file, 'w');
  try {
    await handle.write(Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'latin1'));
    for (let i = 0; i < Math.max(1, Math.round(fps * seconds)); i += 1) await handle.write(frame);
  } finally {
    await handle.close();
  }
}

/** Reads the first frame's luma back from a y4m file's bytes (the check that the file is what the camera gets). */
export function readY4mFrame(bytes) {
  const headerEnd = bytes.indexOf(0x0a);
  const header = bytes.subarray(0, headerEnd).toString('latin1');
  const width = Number(/ W(\d+)/.exec(header)?.[1]);
  const height = Number(/ H(\d+)/.exec(header)?.[1]);
  if (!header.startsWith('YUV4MPEG2 ') || !width || !height) throw new TypeError('Not a YUV4MPEG2 file');
  const frameStart = bytes.indexOf(0x0a, headerEnd + 1) + 1;
  if (bytes.subarray(headerEnd + 1, frameStart).toString('latin1') !== 'FRAME\n') throw new TypeError('No FRAME after the header');
  return { width, height, y: new Uint8Array(bytes.subarray(frameStart, frameStart + width * height)) };
}

/** CRC-32 of PNG chunks (ISO 3309; zlib.crc32 is newer than the Node this project supports). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, body.length + 4);
  return out;
}

/**
 * The picture as an 8-bit greyscale PNG, its luma widened from studio range (16-235) to full range (0-255), as
 * Chromium's fake camera shows the y4m's frames; a few kilobytes for a code, small enough to travel in a page's init
 * script.
 */
export function encodePng({ width, height, y }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; the rest (colour type 0 = grey, deflate, no filter method, no interlace) are 0
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0 (None), then its pixels
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      rows[row * (width + 1) + 1 + x] = Math.round(Math.min(255, Math.max(0, ((y[row * width + x] - BLACK) * 255) / (WHITE - BLACK))));
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A mono 16-bit PCM WAV of a sine tone (what the fake microphone records: sound, so speech-to-text hears it). */
export function wavTone({ seconds = 2, hz = 440, sampleRate = 48000, amplitude = 0.5 } = {}) {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / sampleRate) * amplitude * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The codes the media show, as mocks/data/media-search.ts seeds them (test/e2e/media.test.mjs checks they agree). */
export const CODES = {
  /** EAN-13, several products (three running shoes). */
  ean13: '5901234123457',
  /** EAN-13, one product with its own page (/p/...-1009). */
  ean13One: '4006381333931',
  /** UPC-A, several products (tennis balls). */
  upcA: '036000291452',
  /** UPC-A, one product. */
  upcAOne: '012345678905',
  /** EAN-8 the catalogue knows without products. */
  ean8None: '96385074',
  /** A valid EAN-13 the catalogue does not know (404). */
  ean13Unknown: '9780201379624',
};

/** Plain text in a QR (searched with qrcode_search). */
export const QR_TEXT = 'trail running shoes';
/** The same-origin product path in the URL QR (a seeded product's seoUrl). */
export const QR_PRODUCT_PATH = '/p/wilson-evolution-indoor-basketball-1009';

/**
 * Makes the media in a new temporary folder. `origin`: the demo server's origin, for the same-origin URL QR (the
 * e2e server listens on a free port, so the file is made per run). `only`: names of the files to make (default all).
 * Resolves to `{ dir, files: { name: path }, pictures: { name: picture }, cleanup() }`.
 */
export async function makeMedia({ origin = 'http://localhost:8000', only, fps = 10, seconds = 2 } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'sg-scanner-media-'));
  const videos = {
    ean13: { kind: 'ean13', value: CODES.ean13 },
    ean13One: { kind: 'ean13', value: CODES.ean13One },
    upcA: { kind: 'upcA', value: CODES.upcA },
    upcAOne: { kind: 'upcA', value: CODES.upcAOne },
    ean8None: { kind: 'ean8', value: CODES.ean8None },
    ean13Unknown: { kind: 'ean13', value: CODES.ean13Unknown },
    qrText: { kind: 'qr', value: QR_TEXT },
    qrUrl: { kind: 'qr', value: new URL(QR_PRODUCT_PATH, origin).href },
  };
  const files = {};
  const pictures = {};
  try {
    for (const [name, code] of Object.entries(videos)) {
      if (only && !only.includes(name)) continue;
      pictures[name] = drawCode(code);
      files[name] = join(dir, `${name}.y4m`);
      await writeY4m(files[name], pictures[name], { fps, seconds });
    }
    if (!only || only.includes('tone')) {
      files.tone = join(dir, 'tone.wav');
      await writeFile(files.tone, wavTone());
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, files, pictures, values: Object.fromEntries(Object.entries(videos).map(([name, code]) => [name, code.value])), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Chromium launch flags for a fake camera playing `video` (a .y4m) and a fake microphone playing `audio` (a .wav).
 * Permissions stay real: a context grants them with `context.grantPermissions(['camera'])`; without a grant headless
 * Chromium rejects getUserMedia with NotAllowedError (never `--use-fake-ui-for-media-stream`, which grants all).
 */
export function fakeMediaArgs({ video, audio } = {}) {
  return [
    '--use-fake-device-for-media-stream',
    ...(video ? [`--use-file-for-fake-video-capture=${video}`] : []),
    ...(audio ? [`--use-file-for-fake-audio-capture=${audio}`] : []),
  ];
}
