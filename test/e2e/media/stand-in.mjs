// The camera of the e2e tests in Firefox and WebKit, and the permission check in front of their microphone: a page init
// script standing in for `navigator.mediaDevices.getUserMedia`. It lives in the tests only, never in dist/.
//
// Why: Chromium's fake camera plays a given .y4m file (media/browser.mjs launches it so), but Firefox's fake camera
// (`media.navigator.streams.fake`) shows its own moving pattern and WebKitGTK's mock camera
// (`--enable-mock-capture-devices`) its own test card: neither can show a barcode. And neither driver can grant or
// refuse a permission: Firefox answers every request (`media.navigator.permission.disabled`), WebKitGTK's mock
// devices too. So in those two engines:
// - the camera is a `canvas.captureStream()` stream of the generated code's picture (make-media.mjs, sent as a PNG),
//   repainted at the y4m's frame rate; stopping its track ends it as a camera's would (the page's own `stop()`);
// - the microphone is the engine's own fake one (Firefox: a 1 kHz tone; WebKitGTK: a hum with a beep), real capture
//   and so real MediaRecorder formats; only asking for it goes through here;
// - a kind the context did not grant (`context.grantPermissions(['camera'])`, asked of the test server at
//   /__e2e/permissions, see engines/harness.mjs) is refused with a NotAllowedError DOMException, as Chromium refuses
//   it; a camera with no picture given is NotFoundError, as a browser without one says.

/**
 * The page function (addInitScript): `png` is the camera's picture as base64 (null: no camera), `fps` its frame rate.
 * It must not close over anything of this module (it runs in the page).
 */
export function mediaStandIn({ png, fps }) {
  // On the prototype: WebKit may collect the wrapper of `navigator.mediaDevices` when the page holds no reference to
  // it, and a property set on that object goes with it (seen: the page's later getUserMedia was the engine's own).
  const devices = globalThis.MediaDevices?.prototype;
  if (!devices?.getUserMedia) return;
  const engineGetUserMedia = devices.getUserMedia;
  const PERMISSION = { audio: 'microphone', video: 'camera' };
  let picture = null;

  async function camera() {
    if (!png) throw new DOMException('Requested device not found', 'NotFoundError');
    // Decoded from bytes, not loaded from a URL: no CSP directive of the page is involved.
    picture ??= createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const image = await picture;
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context2d = canvas.getContext('2d');
    const paint = () => context2d.drawImage(image, 0, 0);
    paint();
    const stream = canvas.captureStream(fps);
    // A canvas stream sends a frame only when the canvas is painted: paint as a camera delivers, until stopped.
    const timer = setInterval(() => {
      if (stream.getVideoTracks().every((track) => track.readyState === 'ended')) clearInterval(timer);
      else paint();
    }, 1000 / fps);
    return stream.getVideoTracks();
  }

  devices.getUserMedia = async function getUserMedia(constraints = {}) {
    const kinds = Object.keys(PERMISSION).filter((kind) => constraints[kind]);
    if (!kinds.length) throw new TypeError('getUserMedia: audio or video is required');
    const granted = await fetch('/__e2e/permissions', { cache: 'no-store' }).then((response) => response.json());
    if (!kinds.every((kind) => granted.includes(PERMISSION[kind]))) throw new DOMException('Permission denied', 'NotAllowedError');
    const video = constraints.video ? await camera() : [];
    try {
      const audio = constraints.audio ? (await engineGetUserMedia.call(this, { audio: constraints.audio })).getAudioTracks() : [];
      return new MediaStream([...audio, ...video]);
    } catch (error) {
      for (const track of video) track.stop();
      throw error;
    }
  };
}

/** The stand-in as a script for `addInitScript` (openDemo's `initScripts`), showing `png` (a Buffer, or none). */
export function mediaStandInScript({ png = null, fps = 10 } = {}) {
  return `(${mediaStandIn})(${JSON.stringify({ png: png ? png.toString('base64') : null, fps })});`;
}
