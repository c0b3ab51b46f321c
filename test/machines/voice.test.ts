import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError, type SpeechRecording } from '../../src/core/api';
import {
  alertFor,
  canOfferVoice,
  chooseRecordingFormat,
  classifyMediaError,
  encodingOfRecorded,
  MEDIA_ALERTS,
  resolveSpeechToTextUrl,
  termOfTranscript,
  toLinear16,
  voiceMachine,
} from '../../machines/voice';
import { voiceMessages } from '../../src/components/voice/voice.messages';
import type { RecordInput, RecorderCommand, TranscribeInput, VoiceEmitted, VoiceEvent } from '../../machines/voice';

const recording: SpeechRecording = { encoding: 'WEBM_OPUS', sampleRateHertz: 48000, audio: new Uint8Array([1, 2, 3]) };

interface MicOptions {
  /** getUserMedia rejects with a DOMException of this name (or this value). */
  fail?: unknown;
  /** Send MICROPHONE.READY at once (default) or wait for `mic.ready()`. */
  autoReady?: boolean;
  /** Answer RECORDER.FINISH with the recording at once (default) or wait for `mic.done()`. */
  autoDone?: boolean;
}

/** A fake microphone: each start opens one track; the actor's cleanup is the only thing that ends it. */
function fakeMic(options: MicOptions = {}) {
  const tracks: { readyState: 'live' | 'ended' }[] = [];
  const mic = {
    tracks,
    starts: 0,
    finishes: 0,
    sendBack: null as ((event: VoiceEvent) => void) | null,
    ready: () => mic.sendBack?.({ type: 'MICROPHONE.READY' }),
    done: () => mic.sendBack?.({ type: 'RECORDING.DONE', recording }),
    /** Every track opened so far has been stopped. */
    get allEnded() {
      return tracks.length > 0 && tracks.every((t) => t.readyState === 'ended');
    },
  };
  const actor = fromCallback<RecorderCommand, RecordInput>(({ sendBack, receive }) => {
    mic.starts += 1;
    mic.sendBack = sendBack as (event: VoiceEvent) => void;
    if (options.fail !== undefined) {
      const error = typeof options.fail === 'string' ? new DOMException('media', options.fail) : options.fail;
      sendBack({ type: 'MICROPHONE.ERROR', error });
      return () => {};
    }
    const track = { readyState: 'live' as 'live' | 'ended' };
    tracks.push(track);
    if (options.autoReady !== false) sendBack({ type: 'MICROPHONE.READY' });
    receive((command) => {
      if (command.type !== 'RECORDER.FINISH') return;
      mic.finishes += 1;
      if (options.autoDone !== false) sendBack({ type: 'RECORDING.DONE', recording });
    });
    return () => {
      track.readyState = 'ended';
    };
  });
  return { mic, actor };
}

type Answer = (input: TranscribeInput, signal: AbortSignal) => Promise<string | null>;

function start(answer: Answer = async () => 'running shoes', micOptions: MicOptions = {}, input = {}) {
  const clock = new SimulatedClock();
  const { mic, actor: record } = fakeMic(micOptions);
  const calls: TranscribeInput[] = [];
  const signals: AbortSignal[] = [];
  const machine = voiceMachine.provide({
    actors: {
      record,
      transcribe: fromPromise<string | null, TranscribeInput>(({ input, signal }) => {
        calls.push(input);
        signals.push(signal);
        return answer(input, signal);
      }),
    },
  });
  const actor = createActor(machine, { clock, input });
  const emitted: VoiceEmitted[] = [];
  actor.on('found', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, mic, calls, signals, emitted };
}

const never = () => new Promise<string | null>(() => {});

describe('voiceMachine', () => {
  it('idle -> requestingMicrophone -> listening -> (6000 ms) -> transcribing -> found, emitting the term', async () => {
    const { actor, clock, mic, calls, emitted } = start(async () => 'running shoes', { autoReady: false });
    expect(actor.getSnapshot().value).to.equal('idle');
    actor.send({ type: 'VOICE.START' });
    expect(actor.getSnapshot().value).to.deep.equal({ recording: 'requestingMicrophone' });
    clock.increment(60000);
    expect(actor.getSnapshot().value, 'no recording time runs before the microphone is ready').to.deep.equal({ recording: 'requestingMicrophone' });
    mic.ready();
    expect(actor.getSnapshot().value).to.deep.equal({ recording: 'listening' });
    expect(actor.getSnapshot().hasTag('listening')).to.equal(true);
    clock.increment(5999);
    expect(actor.getSnapshot().value).to.deep.equal({ recording: 'listening' });
    expect(mic.finishes).to.equal(0);
    clock.increment(1);
    expect(mic.finishes).to.equal(1);
    expect(actor.getSnapshot().value).to.equal('transcribing');
    expect(actor.getSnapshot().hasTag('busy')).to.equal(true);
    expect(mic.allEnded, 'the track is stopped once the recording is done').to.equal(true);
    expect(calls).to.have.length(1);
    expect(calls[0]?.recording).to.equal(recording);
    await waitFor(actor, (s) => s.matches('found'));
    expect(actor.getSnapshot().context.term).to.equal('running shoes');
    expect(emitted).to.deep.equal([{ type: 'found', term: 'running shoes', source: 'voice_search' }]);
  });

  it('RECORDING.STOP finishes early; the threshold then does nothing more', async () => {
    const { actor, clock, mic, calls } = start(never);
    actor.send({ type: 'VOICE.START' });
    clock.increment(1200);
    actor.send({ type: 'RECORDING.STOP' });
    expect(actor.getSnapshot().value).to.equal('transcribing');
    clock.increment(6000);
    expect(mic.finishes).to.equal(1);
    expect(calls).to.have.length(1);
  });

  it('a threshold from input replaces 6000 ms (stories), 6000 ms otherwise', () => {
    const { actor, clock } = start(never, {}, { thresholdMs: 3000 });
    actor.send({ type: 'VOICE.START' });
    clock.increment(2999);
    expect(actor.getSnapshot().matches({ recording: 'listening' })).to.equal(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.equal('transcribing');
  });

  it('gives up transcribing after 10000 ms: failed (timeout), the request aborted, a late answer ignored', async () => {
    let resolve!: (term: string) => void;
    const { actor, clock, signals, emitted } = start(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RECORDING.STOP' });
    clock.increment(9999);
    expect(actor.getSnapshot().value).to.equal('transcribing');
    expect(signals[0]?.aborted).to.equal(false);
    clock.increment(1);
    expect(actor.getSnapshot().value).to.equal('failed');
    expect(actor.getSnapshot().context.failure).to.equal('timeout');
    expect(actor.getSnapshot().hasTag('error')).to.equal(true);
    expect(signals[0]?.aborted).to.equal(true);
    resolve('too late');
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).to.equal('failed');
    expect(emitted).to.deep.equal([]);
  });

  it('no transcript, a blank one or a failed call is a failure with Try again', async () => {
    const cases: Array<[Answer, string]> = [
      [async () => null, 'noSpeech'],
      [async () => '   ', 'noSpeech'],
      [() => Promise.reject(new ApiError('http', '_ERR_DEFAULT_KEY', 500)), 'error'],
      [() => Promise.reject(new ApiError('parse', '_ERR_BAD_RESPONSE', 200)), 'error'],
      [() => Promise.reject(new ApiError('timeout', '_ERR_TIMEOUT', 408)), 'timeout'],
      [() => Promise.reject(new TypeError('boom')), 'error'],
    ];
    for (const [answer, failure] of cases) {
      const { actor, emitted } = start(answer);
      actor.send({ type: 'VOICE.START' });
      actor.send({ type: 'RECORDING.STOP' });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.failure, failure).to.equal(failure);
      expect(emitted).to.deep.equal([]);
      actor.stop();
    }
  });

  it('trims the term and cuts it to 510 characters', async () => {
    const long = `  ${'a'.repeat(600)}  `;
    const { actor, emitted } = start(async () => long);
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RECORDING.STOP' });
    await waitFor(actor, (s) => s.matches('found'));
    expect(emitted[0]?.term).to.equal('a'.repeat(510));
  });

  it('RETRY from failed opens the microphone and listens again', async () => {
    let answers = 0;
    const { actor, clock, mic, calls } = start(async () => (++answers === 1 ? null : 'tent'));
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RECORDING.STOP' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(mic.allEnded).to.equal(true);
    actor.send({ type: 'RETRY' });
    expect(mic.starts).to.equal(2);
    expect(actor.getSnapshot().value).to.deep.equal({ recording: 'listening' });
    expect(actor.getSnapshot().context.failure).to.equal(null);
    clock.increment(6000);
    await waitFor(actor, (s) => s.matches('found'));
    expect(actor.getSnapshot().context.term).to.equal('tent');
    expect(calls).to.have.length(2);
    expect(mic.allEnded).to.equal(true);
  });

  it('RETRY does nothing outside failed', () => {
    const { actor, mic } = start(never);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).to.equal('idle');
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RETRY' });
    expect(mic.starts).to.equal(1);
  });

  it('a denied microphone closes with the denied alert and is never asked again by itself', () => {
    for (const name of ['NotAllowedError', 'SecurityError']) {
      const { actor, clock, mic } = start(never, { fail: name });
      actor.send({ type: 'VOICE.START' });
      expect(actor.getSnapshot().value, name).to.equal('closed');
      expect(actor.getSnapshot().context.alert).to.equal('denied');
      expect(actor.getSnapshot().hasTag('alert')).to.equal(true);
      expect(actor.getSnapshot().hasTag('open')).to.equal(false);
      clock.increment(120000);
      actor.send({ type: 'RETRY' });
      actor.send({ type: 'CLOSE' });
      expect(actor.getSnapshot().value).to.equal('closed');
      expect(actor.getSnapshot().context.alert, 'CLOSE on a closed overlay keeps the alert').to.equal('denied');
      expect(mic.starts, name).to.equal(1);
      // Only the shopper's next tap asks again (once).
      actor.send({ type: 'VOICE.START' });
      expect(mic.starts).to.equal(2);
      expect(actor.getSnapshot().value).to.equal('closed');
      actor.stop();
    }
  });

  it('no, busy or failing microphone closes with the fumbled alert', () => {
    for (const fail of ['NotFoundError', 'NotReadableError', 'AbortError', 'OverconstrainedError', new TypeError('no API')]) {
      const { actor } = start(never, { fail });
      actor.send({ type: 'VOICE.START' });
      expect(actor.getSnapshot().value, String(fail)).to.equal('closed');
      expect(actor.getSnapshot().context.alert, String(fail)).to.equal('fumbled');
      actor.send({ type: 'ALERT.CLEAR' });
      expect(actor.getSnapshot().value).to.equal('idle');
      expect(actor.getSnapshot().context.alert).to.equal(null);
      actor.stop();
    }
  });

  it('without a provided recorder it fails safe with the fumbled alert', () => {
    const actor = createActor(voiceMachine, { clock: new SimulatedClock(), input: {} }).start();
    actor.send({ type: 'VOICE.START' });
    expect(actor.getSnapshot().value).to.equal('closed');
    expect(actor.getSnapshot().context.alert).to.equal('fumbled');
  });

  it('a recorder error while listening is a failure, and the track is stopped', () => {
    const { actor, mic } = start(never);
    actor.send({ type: 'VOICE.START' });
    mic.sendBack?.({ type: 'RECORDING.ERROR', error: new DOMException('x', 'UnknownError') });
    expect(actor.getSnapshot().value).to.equal('failed');
    expect(actor.getSnapshot().context.failure).to.equal('recording');
    expect(mic.allEnded).to.equal(true);
  });

  it('an empty recording is a failure and is never sent', () => {
    const { actor, mic, calls } = start(never, { autoDone: false });
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RECORDING.STOP' });
    mic.sendBack?.({ type: 'RECORDING.DONE', recording: { ...recording, audio: new Uint8Array(0) } });
    expect(actor.getSnapshot().value).to.equal('failed');
    expect(actor.getSnapshot().context.failure).to.equal('recording');
    expect(calls).to.have.length(0);
    expect(mic.allEnded).to.equal(true);
  });

  it('a recorder that never hands over its recording fails after 10000 ms', () => {
    const { actor, clock, mic, calls } = start(never, { autoDone: false });
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RECORDING.STOP' });
    expect(actor.getSnapshot().value).to.deep.equal({ recording: 'finishing' });
    clock.increment(9999);
    expect(actor.getSnapshot().value).to.deep.equal({ recording: 'finishing' });
    clock.increment(1);
    expect(actor.getSnapshot().value).to.equal('failed');
    expect(mic.allEnded).to.equal(true);
    expect(calls).to.have.length(0);
  });

  it('CLOSE from every state goes to idle and leaves no track live', async () => {
    const reach: Record<string, (s: ReturnType<typeof start>) => Promise<void> | void> = {
      idle: () => {},
      requestingMicrophone: ({ actor }) => actor.send({ type: 'VOICE.START' }),
      listening: ({ actor, mic }) => {
        actor.send({ type: 'VOICE.START' });
        mic.ready();
      },
      finishing: ({ actor, mic }) => {
        actor.send({ type: 'VOICE.START' });
        mic.ready();
        actor.send({ type: 'RECORDING.STOP' });
      },
      transcribing: ({ actor, mic }) => {
        actor.send({ type: 'VOICE.START' });
        mic.ready();
        actor.send({ type: 'RECORDING.STOP' });
        mic.done();
      },
      found: async (s) => {
        s.actor.send({ type: 'VOICE.START' });
        s.mic.ready();
        s.actor.send({ type: 'RECORDING.STOP' });
        s.mic.done();
        await waitFor(s.actor, (snap) => snap.matches('found'));
      },
      failed: async (s) => {
        s.actor.send({ type: 'VOICE.START' });
        s.mic.ready();
        s.actor.send({ type: 'RECORDING.STOP' });
        s.mic.done();
        await waitFor(s.actor, (snap) => snap.matches('failed'));
      },
    };
    for (const [name, go] of Object.entries(reach)) {
      const words = { found: 'tent', failed: null } as Record<string, string | null>;
      const s = start(name in words ? async () => words[name] ?? null : never, { autoReady: false, autoDone: false });
      await go(s);
      const value = JSON.stringify(s.actor.getSnapshot().value);
      expect(value, name).to.contain(name);
      s.actor.send({ type: 'CLOSE' });
      expect(s.actor.getSnapshot().value, name).to.equal('idle');
      expect(s.actor.getSnapshot().hasTag('open'), name).to.equal(false);
      if (name !== 'idle') expect(s.mic.allEnded, name).to.equal(true);
      for (const signal of s.signals) expect(signal.aborted || name === 'found' || name === 'failed', name).to.equal(true);
      s.actor.stop();
    }
  });

  it('a closed overlay never sends audio: a recording handed over after Close is dropped', async () => {
    const { actor, mic, calls, clock } = start(never, { autoDone: false });
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RECORDING.STOP' });
    actor.send({ type: 'CLOSE' });
    mic.done();
    clock.increment(20000);
    await Promise.resolve();
    expect(actor.getSnapshot().value).to.equal('idle');
    expect(calls).to.have.length(0);
    expect(mic.allEnded).to.equal(true);
  });

  it('stopping the actor (element removed) while listening stops the track', () => {
    const { actor, mic } = start(never);
    actor.send({ type: 'VOICE.START' });
    expect(mic.tracks[0]?.readyState).to.equal('live');
    actor.stop();
    expect(mic.allEnded).to.equal(true);
  });

  it('sends to the api of its input, and to the new one after API.CHANGE', async () => {
    const { actor, calls } = start(async () => 'x', {}, { api: { base: '/a', speechToTextUrl: 'https://stt.example/v1' } });
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RECORDING.STOP' });
    await waitFor(actor, (s) => s.matches('found'));
    actor.send({ type: 'API.CHANGE', api: { base: '/b' } });
    actor.send({ type: 'VOICE.START' });
    actor.send({ type: 'RECORDING.STOP' });
    await waitFor(actor, () => calls.length === 2);
    expect(calls.map((c) => c.api)).to.deep.equal([{ base: '/a', speechToTextUrl: 'https://stt.example/v1' }, { base: '/b' }]);
    expect(calls[0]?.timeoutMs).to.equal(10000);
  });
});

describe('voice logic', () => {
  it('classifies getUserMedia errors by DOMException name', () => {
    const cases: Array<[unknown, string]> = [
      [new DOMException('x', 'NotAllowedError'), 'denied'],
      [new DOMException('x', 'SecurityError'), 'denied'],
      [new DOMException('x', 'NotFoundError'), 'noDevice'],
      [new DOMException('x', 'OverconstrainedError'), 'noDevice'],
      [new DOMException('x', 'NotReadableError'), 'busy'],
      [new DOMException('x', 'AbortError'), 'aborted'],
      [new TypeError('navigator.mediaDevices is undefined'), 'unknown'],
      [{ name: 'NotAllowedError' }, 'denied'],
      ['NotAllowedError', 'unknown'],
      [null, 'unknown'],
      [undefined, 'unknown'],
    ];
    for (const [error, kind] of cases) expect(classifyMediaError(error), String(error)).to.equal(kind);
    expect(alertFor('denied')).to.equal('denied');
    for (const kind of ['noDevice', 'busy', 'aborted', 'unknown'] as const) expect(alertFor(kind)).to.equal('fumbled');
  });

  it('decides the alerts as keys, which voiceMessages words with the contract\'s texts', () => {
    expect(MEDIA_ALERTS).to.deep.equal({
      denied: { title: 'deniedTitle', text: 'deniedText' },
      fumbled: { title: 'fumbledTitle', text: 'fumbledText' },
    });
    expect(voiceMessages.defaults).to.deep.include({
      deniedTitle: 'You Have Not Granted Access To Your Microphone.',
      deniedText: 'Please allow access to the microphone to use voice search.',
      fumbledTitle: 'Oops, Sorry we fumbled',
      fumbledText: 'Something Went Wrong!!',
      listening: 'Listening\u2026',
      transcribing: 'Just a moment\u2026',
      stop: 'Stop listening',
      failureTitle: "Sorry, we didn't catch that.",
      failureText: 'Please try again.',
      retry: 'Try again',
      button: 'Search by voice',
      dialog: 'Voice search',
    });
  });

  it('negotiates the recording format: WEBM_OPUS/48000, else OGG_OPUS, else LINEAR16 decoded in the browser', () => {
    const asked: string[] = [];
    const only = (...types: string[]) => (type: string) => {
      asked.push(type);
      return types.includes(type);
    };
    expect(chooseRecordingFormat(only('audio/webm;codecs=opus', 'audio/ogg;codecs=opus'))).to.deep.equal({
      mimeType: 'audio/webm;codecs=opus',
      encoding: 'WEBM_OPUS',
      sampleRateHertz: 48000,
      decode: false,
    });
    expect(chooseRecordingFormat(only('audio/ogg;codecs=opus'))).to.deep.equal({
      mimeType: 'audio/ogg;codecs=opus',
      encoding: 'OGG_OPUS',
      sampleRateHertz: 48000,
      decode: false,
    });
    expect(chooseRecordingFormat(only('audio/mp4'))).to.deep.equal({ mimeType: null, encoding: 'LINEAR16', sampleRateHertz: null, decode: true });
    expect(asked).to.include('audio/webm;codecs=opus');
    const throwing = () => {
      throw new Error('not implemented');
    };
    expect(chooseRecordingFormat(throwing).encoding).to.equal('LINEAR16');
    // A truthy non-boolean is not a yes.
    expect(chooseRecordingFormat((() => 'maybe') as unknown as (t: string) => boolean).encoding).to.equal('LINEAR16');
  });

  it("this browser's MediaRecorder gets the first format it records of WEBM_OPUS and OGG_OPUS, else LINEAR16", () => {
    // WebKit (Safari, WebKitGTK) records audio/mp4 and neither opus container: its recording is decoded and sent as
    // LINEAR16. Chromium and Firefox record webm/opus.
    const records = (type: string) => MediaRecorder.isTypeSupported(type);
    const expected = records('audio/webm;codecs=opus') ? 'WEBM_OPUS' : records('audio/ogg;codecs=opus') ? 'OGG_OPUS' : 'LINEAR16';
    const format = chooseRecordingFormat(records);
    expect(format.encoding).to.equal(expected);
    expect(format.decode).to.equal(expected === 'LINEAR16');
  });

  it('names what was really recorded', () => {
    expect(encodingOfRecorded('audio/webm;codecs=opus')).to.equal('WEBM_OPUS');
    expect(encodingOfRecorded('audio/webm; codecs="opus"')).to.equal('WEBM_OPUS');
    expect(encodingOfRecorded('audio/webm')).to.equal('WEBM_OPUS');
    expect(encodingOfRecorded('Audio/Ogg;Codecs=opus')).to.equal('OGG_OPUS');
    expect(encodingOfRecorded('audio/webm;codecs=pcm')).to.equal(null);
    expect(encodingOfRecorded('audio/mp4')).to.equal(null);
    expect(encodingOfRecorded('audio/mp4;codecs=mp4a.40.2')).to.equal(null);
    expect(encodingOfRecorded('video/webm;codecs=vp8,opus')).to.equal(null);
    expect(encodingOfRecorded('')).to.equal(null);
  });

  it('writes LINEAR16: mono mix, 16-bit little-endian, clipped', () => {
    const left = new Float32Array([0, 1, -1, 0.5, 2]);
    const right = new Float32Array([0, 1, -1, -0.5, 2]);
    const bytes = toLinear16([left, right]);
    expect(bytes.length).to.equal(10);
    const view = new DataView(bytes.buffer);
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(i * 2, true))).to.deep.equal([0, 32767, -32768, 0, 32767]);
    expect([...toLinear16([new Float32Array([0.5])])]).to.deep.equal([0x00, 0x40]);
    expect(toLinear16([]).length).to.equal(0);
  });

  it('takes the transcript as the term: trimmed, cut to 510, blank is none', () => {
    expect(termOfTranscript('  running shoes ')).to.equal('running shoes');
    expect(termOfTranscript('')).to.equal(null);
    expect(termOfTranscript(' \n ')).to.equal(null);
    expect(termOfTranscript(null)).to.equal(null);
    expect(termOfTranscript('b'.repeat(511))).to.have.length(510);
  });

  it('offers voice only in a secure context with getUserMedia, MediaRecorder and a listed microphone', () => {
    const all = { secureContext: true, getUserMedia: true, mediaRecorder: true, deviceKinds: ['audioinput', 'videoinput'] };
    expect(canOfferVoice(all)).to.equal(true);
    expect(canOfferVoice({ ...all, deviceKinds: null })).to.equal(true);
    expect(canOfferVoice({ ...all, secureContext: false })).to.equal(false);
    expect(canOfferVoice({ ...all, getUserMedia: false })).to.equal(false);
    expect(canOfferVoice({ ...all, mediaRecorder: false })).to.equal(false);
    expect(canOfferVoice({ ...all, deviceKinds: ['videoinput'] })).to.equal(false);
    expect(canOfferVoice({ ...all, deviceKinds: [] })).to.equal(false);
  });

  it('takes speech-to-text-url when same-origin or https, else the default with a warning', () => {
    const page = 'http://shop.test/home';
    const def = '/api/speech-to-text';
    expect(resolveSpeechToTextUrl(null, def, page)).to.deep.equal({ url: def, warn: false });
    expect(resolveSpeechToTextUrl('  ', def, page)).to.deep.equal({ url: def, warn: false });
    expect(resolveSpeechToTextUrl('/stt', def, page)).to.deep.equal({ url: 'http://shop.test/stt', warn: false });
    expect(resolveSpeechToTextUrl('https://stt.example/v1?k=1', def, page)).to.deep.equal({ url: 'https://stt.example/v1?k=1', warn: false });
    for (const bad of ['http://stt.example/v1', 'javascript:alert(1)', 'data:text/plain,x', '//evil.example/x', 'https://u:p@stt.example/']) {
      expect(resolveSpeechToTextUrl(bad, def, page), bad).to.deep.equal({ url: def, warn: true });
    }
  });
});
