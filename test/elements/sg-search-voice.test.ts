import '../helpers/setup';
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, requireAbility, sendKeys, setViewport } from '../helpers/commands';
import '../../elements/sg-search';
import type { SgSearch } from '../../elements/sg-search';
import { mediaSearchCalls, resetMediaSearchCalls } from '../../mocks/browser';
import { navigation } from '../../src/core/navigation';
import { resetSearchCacheForTests } from '../../src/state/search-cache';
import { faults, withReferenceApi } from '../helpers/api';
import { allByRole, byRole, expectNoAxeViolations, focused, rendered, until } from '../helpers/dom';
import { realMediaDevice, replaceMediaDevice, restoreMediaDevices } from '../helpers/media-devices';

/**
 * `<sg-search voice>` as a CMS author writes it (issue 12, voice; api-contract.md "Voice search and barcode/QR
 * scanning"): the microphone is Chromium's fake device (the runner grants it), the recorder a fake MediaRecorder that
 * hands over known bytes (or the real one), speech-to-text the reference API.
 */
withReferenceApi();

const RealRecorder = window.MediaRecorder;
const realGetUserMedia = realMediaDevice('getUserMedia');

/** A MediaRecorder that records `FakeRecorder.bytes` as `FakeRecorder.recordedType` (or the type asked for). */
class FakeRecorder extends EventTarget {
  static supported: string[] = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'];
  static bytes: Uint8Array<ArrayBuffer> = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);
  static recordedType: string | null = null;
  static instances: FakeRecorder[] = [];
  static isTypeSupported(type: string) {
    return FakeRecorder.supported.includes(type);
  }
  state: RecordingState = 'inactive';
  readonly mimeType: string;
  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    super();
    this.mimeType = FakeRecorder.recordedType ?? options?.mimeType ?? 'audio/mp4';
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    setTimeout(() => {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([FakeRecorder.bytes], { type: this.mimeType }) }));
      this.dispatchEvent(new Event('stop'));
    }, 0);
  }
}

let streams: MediaStream[] = [];
let asked = 0;
let navigations: string[] = [];
const originalAssign = navigation.assign;

function useRecorder(recorder: unknown) {
  Object.defineProperty(window, 'MediaRecorder', { value: recorder, configurable: true, writable: true });
}

/** getUserMedia as the page has it (Chromium's fake microphone), counting calls and keeping the streams. */
function grantMicrophone() {
  replaceMediaDevice('getUserMedia', async (constraints?: MediaStreamConstraints) => {
    asked += 1;
    const stream = await realGetUserMedia.call(navigator.mediaDevices, constraints);
    streams.push(stream);
    return stream;
  });
}

function refuseMicrophone(name: string) {
  replaceMediaDevice('getUserMedia', async () => {
    asked += 1;
    throw new DOMException('refused', name);
  });
}

const tracks = () => streams.flatMap((s) => s.getTracks());
const allTracksEnded = () => tracks().length > 0 && tracks().every((t) => t.readyState === 'ended');

beforeEach(async () => {
  resetSearchCacheForTests();
  resetMediaSearchCalls();
  await setViewport({ width: 1280, height: 800 });
  localStorage.clear();
  streams = [];
  asked = 0;
  navigations = [];
  navigation.assign = (url: string) => void navigations.push(url);
  FakeRecorder.supported = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'];
  FakeRecorder.bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);
  FakeRecorder.recordedType = null;
  FakeRecorder.instances = [];
  useRecorder(FakeRecorder);
  grantMicrophone();
});

afterEach(() => {
  navigation.assign = originalAssign;
  useRecorder(RealRecorder);
  restoreMediaDevices();
  // Whatever a failed test left open.
  for (const track of tracks()) track.stop();
});

async function mount(markup = html`<sg-search voice></sg-search>`) {
  return rendered(await fixture<SgSearch>(markup));
}

const voiceButton = (el: SgSearch) => byRole<HTMLButtonElement>(el, 'button', 'Search by voice');
const dialog = (el: SgSearch) => el.shadowRoot!.querySelector<HTMLDialogElement>('[part="voice-dialog"]');
const statusText = (el: SgSearch) => el.shadowRoot!.querySelector('[part="voice-status"]')?.textContent ?? '';

async function openVoice(el: SgSearch) {
  await until(() => allByRole(el, 'button', 'Search by voice').length === 1, 'the voice button');
  voiceButton(el).focus();
  voiceButton(el).click();
  await until(() => dialog(el)?.open, 'the voice dialog');
  await until(() => statusText(el) === 'Listening…', 'Listening…');
}

async function stopListening(el: SgSearch) {
  byRole(dialog(el)!, 'button', 'Stop listening').click();
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('<sg-search voice>: the button', () => {
  it('shows no voice button without the attribute, or where MediaRecorder is missing', async () => {
    const plain = await mount(html`<sg-search></sg-search>`);
    await settle(200);
    expect(allByRole(plain, 'button', 'Search by voice')).to.have.length(0);
    expect(plain.shadowRoot!.querySelector('[part="voice-button"]')).to.equal(null);

    useRecorder(undefined);
    const noRecorder = await mount();
    await settle(200);
    expect(allByRole(noRecorder, 'button', 'Search by voice')).to.have.length(0);
  });

  it('shows "Search by voice" beside the box with the attribute, and hides it again when the attribute goes', async () => {
    const el = await mount();
    await until(() => allByRole(el, 'button', 'Search by voice').length === 1, 'the voice button');
    const button = voiceButton(el);
    expect(button.getAttribute('part')).to.equal('voice-button');
    expect(button.closest('form')).to.equal(el.shadowRoot!.querySelector('form'));
    const box = button.getBoundingClientRect();
    expect(box.width).to.be.at.least(44);
    expect(box.height).to.be.at.least(44);
    el.removeAttribute('voice');
    await until(() => allByRole(el, 'button', 'Search by voice').length === 0, 'the button gone');
    expect(asked).to.equal(0);
  });
});

describe('<sg-search voice>: the overlay', () => {
  it('opens a modal dialog named "Voice search" with focus inside, says "Listening…", passes axe, and Close stops the microphone and returns focus', async () => {
    const el = await mount();
    await openVoice(el);
    const d = dialog(el)!;
    expect(d.matches(':modal')).to.equal(true);
    expect(byRole(el, 'dialog', 'Voice search')).to.equal(d);
    expect(d.contains(focused())).to.equal(true);
    expect(byRole(d, 'status').textContent).to.equal('Listening…');
    expect(byRole(d, 'button', 'Stop listening').getAttribute('part')).to.equal('voice-stop');
    expect(tracks().length).to.be.at.least(1);
    expect(tracks().every((t) => t.readyState === 'live')).to.equal(true);
    await expectNoAxeViolations(el);
    byRole(d, 'button', 'Close').click();
    await until(() => !d.open, 'the dialog closed');
    await until(allTracksEnded, 'every track ended');
    expect(focused()).to.equal(voiceButton(el));
    await settle(100);
    expect(mediaSearchCalls('speechToText')).to.have.length(0);
  });

  it('the listening ring moves slowly (no flashing); the texts keep full opacity', async () => {
    const el = await mount();
    await openVoice(el);
    const ring = el.shadowRoot!.querySelector('[data-listening]')!;
    const moving = getComputedStyle(ring, '::before');
    expect(moving.animationName).to.not.equal('none');
    // Under one cycle per second, and only a change of size (no change of brightness or opacity).
    expect(parseFloat(moving.animationDuration)).to.be.at.least(1);
    expect(getComputedStyle(byRole(dialog(el)!, 'status')).opacity).to.equal('1');
    byRole(dialog(el)!, 'button', 'Close').click();
    await until(allTracksEnded, 'every track ended');
  });

  it("the listening ring stands still under reduced motion (media emulation: Chromium and Firefox; WebKit's WebDriver cannot emulate media features)", async function () {
    await requireAbility(this, 'mediaEmulation');
    const el = await mount();
    await openVoice(el);
    const ring = el.shadowRoot!.querySelector('[data-listening]')!;
    expect(getComputedStyle(ring, '::before').animationName).to.not.equal('none');
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      await until(() => getComputedStyle(ring, '::before').animationName === 'none', 'no animation with reduced motion');
      expect(getComputedStyle(byRole(dialog(el)!, 'status')).opacity).to.equal('1');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    byRole(dialog(el)!, 'button', 'Close').click();
    await until(allTracksEnded, 'every track ended');
  });

  it('Escape closes it too: tracks ended, focus back, nothing sent', async () => {
    const el = await mount();
    await openVoice(el);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(el)!.open, 'closed by Escape');
    await until(allTracksEnded, 'every track ended');
    expect(focused()).to.equal(voiceButton(el));
    expect(mediaSearchCalls('speechToText')).to.have.length(0);
  });

  it('sends the recording as the contract says, and the found term runs the search with source voice_search', async () => {
    const el = await mount();
    const searches: CustomEvent[] = [];
    el.addEventListener('sg-search', (e) => searches.push(e as CustomEvent));
    await openVoice(el);
    await stopListening(el);
    await until(() => searches.length === 1, 'sg-search');
    const [call] = mediaSearchCalls('speechToText');
    expect(call!.method).to.equal('POST');
    expect(new URL(call!.url).pathname).to.equal('/api/speech-to-text');
    expect(call!.body).to.deep.equal({
      config: { encoding: 'WEBM_OPUS', sampleRateHertz: 48000, languageCode: 'en-US' },
      audio: { content: btoa(String.fromCharCode(...FakeRecorder.bytes)) },
    });
    expect(FakeRecorder.instances[0]!.mimeType).to.equal('audio/webm;codecs=opus');
    expect(searches[0]!.detail).to.deep.equal({ term: 'running shoes', source: 'voice_search', url: '/search?searchTerm=running%20shoes' });
    expect(searches[0]!.cancelable).to.equal(true);
    expect(navigations).to.deep.equal(['/search?searchTerm=running%20shoes']);
    await until(() => !dialog(el)!.open, 'the overlay closed');
    expect(allTracksEnded()).to.equal(true);
    expect(byRole<HTMLInputElement>(el, 'combobox').value).to.equal('running shoes');
    expect(focused()).to.equal(voiceButton(el));
  });

  it('names OGG_OPUS when only ogg is recordable', async () => {
    FakeRecorder.supported = ['audio/ogg;codecs=opus'];
    const el = await mount();
    await openVoice(el);
    await stopListening(el);
    await until(() => mediaSearchCalls('speechToText').length === 1, 'the POST');
    expect((mediaSearchCalls('speechToText')[0]!.body as { config: unknown }).config).to.deep.equal({
      encoding: 'OGG_OPUS',
      sampleRateHertz: 48000,
      languageCode: 'en-US',
    });
  });

  it('records with the real MediaRecorder on the fake microphone and sends the real recording in the first format this browser records: WEBM_OPUS, OGG_OPUS, else its own sent as LINEAR16', async () => {
    useRecorder(RealRecorder);
    const el = await mount();
    const searches: CustomEvent[] = [];
    el.addEventListener('sg-search', (e) => searches.push(e as CustomEvent));
    await openVoice(el);
    const inputRate = streams[0]!.getAudioTracks()[0]!.getSettings().sampleRate;
    await settle(600);
    await stopListening(el);
    await until(() => searches.length === 1, 'sg-search', 8000);
    const body = mediaSearchCalls('speechToText')[0]!.body as { config: { encoding: string; sampleRateHertz: number }; audio: { content: string } };
    const bytes = Uint8Array.from(atob(body.audio.content), (c) => c.charCodeAt(0));
    // Decided by what this browser says it records, as the element decides: webm/opus in Chromium and Firefox; WebKit
    // records neither opus container (WebKitGTK and Safari record audio/mp4).
    if (RealRecorder.isTypeSupported('audio/webm;codecs=opus')) {
      expect(body.config.encoding).to.equal('WEBM_OPUS');
      expect(body.config.sampleRateHertz).to.equal(48000);
      // A WebM file: the EBML magic number, then a real recording.
      expect([...bytes.slice(0, 4)]).to.deep.equal([0x1a, 0x45, 0xdf, 0xa3]);
      expect(bytes.length).to.be.greaterThan(200);
    } else if (RealRecorder.isTypeSupported('audio/ogg;codecs=opus')) {
      expect(body.config.encoding).to.equal('OGG_OPUS');
      expect(body.config.sampleRateHertz).to.equal(48000);
      // An Ogg file: its capture pattern "OggS".
      expect([...bytes.slice(0, 4)]).to.deep.equal([0x4f, 0x67, 0x67, 0x53]);
      expect(bytes.length).to.be.greaterThan(200);
    } else {
      // The browser's own recording decoded at the microphone's rate: 16-bit samples of the fake microphone's tone.
      expect(body.config.encoding).to.equal('LINEAR16');
      // Speech-to-text takes 8000 to 48000 Hz: a microphone outside that range is resampled into it.
      expect(body.config.sampleRateHertz).to.equal(Math.min(48000, Math.max(8000, inputRate ?? 48000)));
      expect(bytes.length % 2).to.equal(0);
      expect(bytes.length / 2, 'at least a quarter of the 600 ms recorded').to.be.at.least(body.config.sampleRateHertz / 4);
      const view = new DataView(bytes.buffer);
      let loudest = 0;
      for (let i = 0; i < bytes.length; i += 2) loudest = Math.max(loudest, Math.abs(view.getInt16(i, true)));
      expect(loudest, 'not silence').to.be.greaterThan(1000);
    }
    expect(searches[0]!.detail.source).to.equal('voice_search');
    await until(allTracksEnded, 'every track ended');
  });

  it('decodes what the browser recorded in its own format (Safari AAC) and sends LINEAR16 at its real rate', async () => {
    FakeRecorder.supported = [];
    FakeRecorder.recordedType = 'audio/mp4';
    // What "the browser's own format" decodes from here: a WAV of 0.1 s of a 440 Hz tone at 48000 Hz.
    const rate = 48000;
    const samples = Float32Array.from({ length: rate / 10 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate));
    FakeRecorder.bytes = wav(samples, rate);
    const el = await mount();
    await openVoice(el);
    const inputRate = streams[0]!.getAudioTracks()[0]!.getSettings().sampleRate ?? 48000;
    await stopListening(el);
    await until(() => mediaSearchCalls('speechToText').length === 1, 'the POST');
    const body = mediaSearchCalls('speechToText')[0]!.body as { config: { encoding: string; sampleRateHertz: number }; audio: { content: string } };
    expect(FakeRecorder.instances[0]!.mimeType).to.equal('audio/mp4');
    expect(body.config).to.deep.equal({ encoding: 'LINEAR16', sampleRateHertz: inputRate, languageCode: 'en-US' });
    const pcm = Uint8Array.from(atob(body.audio.content), (c) => c.charCodeAt(0));
    expect(pcm.length).to.equal(2 * Math.round((samples.length * inputRate) / rate));
    if (inputRate === rate) {
      const view = new DataView(pcm.buffer);
      // 16-bit little-endian signed PCM of the same tone.
      for (const i of [1, 25, 100, 2000]) expect(Math.abs(view.getInt16(i * 2, true) / 0x7fff - samples[i]!)).to.be.below(0.01);
    }
    await until(() => !dialog(el)!.open, 'found and closed');
    expect(allTracksEnded()).to.equal(true);
  });

  it('a speech-to-text failure shows the message with "Try again", which listens again', async () => {
    faults.set('speechToText', { status: 500 });
    const el = await mount();
    const searches: CustomEvent[] = [];
    el.addEventListener('sg-search', (e) => searches.push(e as CustomEvent));
    await openVoice(el);
    await stopListening(el);
    const d = dialog(el)!;
    await until(() => allByRole(d, 'button', 'Try again').length === 1, 'Try again');
    const alert = byRole(d, 'alert');
    expect(alert.getAttribute('part')).to.equal('voice-message');
    expect(alert.textContent).to.equal("Sorry, we didn't catch that.Please try again.");
    expect(focused()).to.equal(byRole(d, 'button', 'Try again'));
    expect(byRole(d, 'button', 'Try again').getAttribute('part')).to.equal('voice-retry');
    expect(allTracksEnded()).to.equal(true);
    expect(d.open).to.equal(true);
    await expectNoAxeViolations(el);
    faults.clear();
    byRole(d, 'button', 'Try again').click();
    await until(() => statusText(el) === 'Listening…', 'listening again');
    expect(d.contains(focused())).to.equal(true);
    expect(asked).to.equal(2);
    await stopListening(el);
    await until(() => searches.length === 1, 'found on the second try');
    await until(allTracksEnded, 'every track ended');
  });

  it('no speech ({} for a silent recording) is "not found" too', async () => {
    FakeRecorder.bytes = new Uint8Array(64);
    const el = await mount();
    await openVoice(el);
    await stopListening(el);
    await until(() => allByRole(dialog(el)!, 'button', 'Try again').length === 1, 'Try again');
    expect(mediaSearchCalls('speechToText')).to.have.length(1);
    expect(byRole(dialog(el)!, 'alert').textContent).to.contain("Sorry, we didn't catch that.");
    expect(allTracksEnded()).to.equal(true);
  });

  for (const [name, fault] of [
    ['malformed JSON', { malformed: true }],
    ['a network error', { networkError: true }],
  ] as const) {
    it(`${name} from speech-to-text is "not found": the message and "Try again"`, async () => {
      faults.set('speechToText', fault);
      const el = await mount();
      await openVoice(el);
      await stopListening(el);
      await until(() => allByRole(dialog(el)!, 'button', 'Try again').length === 1, 'Try again');
      expect(byRole(dialog(el)!, 'alert').textContent).to.contain("Sorry, we didn't catch that.");
      expect(allTracksEnded()).to.equal(true);
    });
  }

  it('removing the voice attribute while listening closes the overlay, stops the microphone and puts focus on the search input', async () => {
    const el = await mount();
    await openVoice(el);
    expect(dialog(el)!.contains(focused())).to.equal(true);
    el.removeAttribute('voice');
    await until(allTracksEnded, 'every track ended');
    await until(() => !dialog(el), 'the overlay gone');
    expect(allByRole(el, 'button', 'Search by voice')).to.have.length(0);
    await until(() => focused() === byRole(el, 'combobox'), 'focus on the search input');
    expect(mediaSearchCalls('speechToText')).to.have.length(0);
  });

  it('stops every track when the element leaves the page while listening, and sends nothing', async () => {
    const el = await mount();
    await openVoice(el);
    el.remove();
    await until(allTracksEnded, 'every track ended');
    await settle(100);
    expect(mediaSearchCalls('speechToText')).to.have.length(0);
  });
});

describe('<sg-search voice>: microphone faults', () => {
  it('denied: the overlay closes, the alert shows beside the box, nothing asks again until the shopper does, and the next interaction clears it', async () => {
    refuseMicrophone('NotAllowedError');
    const el = await mount();
    await until(() => allByRole(el, 'button', 'Search by voice').length === 1, 'the voice button');
    voiceButton(el).focus();
    voiceButton(el).click();
    await until(() => allByRole(el, 'alert').length === 1, 'the alert');
    const alert = byRole(el, 'alert');
    expect(alert.getAttribute('part')).to.equal('media-alert');
    expect(alert.textContent).to.equal('You Have Not Granted Access To Your Microphone.Please allow access to the microphone to use voice search.');
    expect(dialog(el)!.open).to.equal(false);
    expect(focused()).to.equal(voiceButton(el));
    await expectNoAxeViolations(el);
    await settle(500);
    expect(asked).to.equal(1);
    // The next interaction with the search clears it.
    byRole(el, 'combobox').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await until(() => allByRole(el, 'alert').length === 0, 'the alert cleared');
    expect(asked).to.equal(1);
  });

  it('no microphone: "Oops, Sorry we fumbled"', async () => {
    refuseMicrophone('NotFoundError');
    const el = await mount();
    await until(() => allByRole(el, 'button', 'Search by voice').length === 1, 'the voice button');
    voiceButton(el).click();
    await until(() => allByRole(el, 'alert').length === 1, 'the alert');
    expect(byRole(el, 'alert').textContent).to.equal('Oops, Sorry we fumbledSomething Went Wrong!!');
  });
});

describe('<sg-search voice>: speech-to-text-url', () => {
  it('POSTs to a same-origin speech-to-text-url', async () => {
    const el = await mount(html`<sg-search voice speech-to-text-url="/api/v2/speech-to-text"></sg-search>`);
    await openVoice(el);
    await stopListening(el);
    await until(() => mediaSearchCalls('speechToText').length === 1, 'the POST');
    expect(new URL(mediaSearchCalls('speechToText')[0]!.url).pathname).to.equal('/api/v2/speech-to-text');
  });

  it('an invalid one gives one console warning and the default {api-base}/speech-to-text', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const el = await mount(html`<sg-search voice api-base="/api" speech-to-text-url="http://evil.example/stt"></sg-search>`);
      await openVoice(el);
      await stopListening(el);
      await until(() => mediaSearchCalls('speechToText').length === 1, 'the POST');
      expect(new URL(mediaSearchCalls('speechToText')[0]!.url).pathname).to.equal('/api/speech-to-text');
      expect(warnings.filter((w) => w.includes('speech-to-text-url'))).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });
});

/** A mono 16-bit PCM WAV file of `samples` at `rate`. */
function wav(samples: Float32Array, rate: number): Uint8Array<ArrayBuffer> {
  const out = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (offset: number, value: string) => [...value].forEach((c, i) => out.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  out.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  out.setUint32(16, 16, true);
  out.setUint16(20, 1, true);
  out.setUint16(22, 1, true);
  out.setUint32(24, rate, true);
  out.setUint32(28, rate * 2, true);
  out.setUint16(32, 2, true);
  out.setUint16(34, 16, true);
  text(36, 'data');
  out.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => out.setInt16(44 + i * 2, Math.round(s * 0x7fff), true));
  return new Uint8Array(out.buffer);
}

describe('<sg-search voice>: texts from the message catalogue', () => {
  afterEach(() => faults.clear());

  it('speaks fr-CA: the button, the dialog\'s name, its phases and buttons, the failure and "Try again"', async () => {
    faults.set('speechToText', { status: 500 });
    const el = await mount(html`<sg-search voice lang="fr-CA"></sg-search>`);
    await until(() => allByRole(el, 'button', 'Rechercher par la voix').length === 1, 'the French voice button');
    const button = byRole<HTMLButtonElement>(el, 'button', 'Rechercher par la voix');
    button.focus();
    button.click();
    await until(() => allByRole(el, 'dialog', 'Recherche vocale').length === 1, 'the French dialog');
    const d = byRole(el, 'dialog', 'Recherche vocale');
    await until(() => statusText(el) === 'À l’écoute…', 'listening, in French');
    byRole(d, 'button', 'Fermer');
    byRole(d, 'button', 'Arrêter l’écoute').click();
    await until(() => allByRole(d, 'button', 'Réessayer').length === 1, '"Try again" in French');
    // Heard in the element's language.
    expect((mediaSearchCalls('speechToText')[0]!.body as { config: { languageCode: string } }).config.languageCode).to.equal('fr-CA');
    expect(byRole(d, 'alert').textContent).to.equal('Désolés, nous n’avons pas compris.Veuillez réessayer.');
    await expectNoAxeViolations(el);
    byRole(d, 'button', 'Fermer').click();
    await until(() => !dialog(el)!.open, 'closed');
    await until(allTracksEnded, 'every track ended');
  });

  it('the alert beside the box after a denied microphone, in French', async () => {
    refuseMicrophone('NotAllowedError');
    document.documentElement.lang = 'fr-CA';
    try {
      const el = await mount();
      await until(() => allByRole(el, 'button', 'Rechercher par la voix').length === 1, 'the French voice button');
      byRole<HTMLButtonElement>(el, 'button', 'Rechercher par la voix').click();
      await until(() => allByRole(el, 'alert').length === 1, 'the alert');
      expect(byRole(el, 'alert').textContent).to.equal(
        'Vous n’avez pas autorisé l’accès à votre microphone.' +
          'Veuillez autoriser l’accès au microphone pour utiliser la recherche vocale.',
      );
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });
});
