import { assertEvent, assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { ApiError, transcribeSpeech } from '../../src/core/api';
import { VOICE_RECORDING_THRESHOLD_MS, VOICE_TRANSCRIBE_TIMEOUT_MS } from '../../src/core/constants';
import { alertFor, classifyMediaError, termOfTranscript } from './voice.logic';
import type { RecordInput, RecorderCommand, TranscribeInput, VoiceContext, VoiceEmitted, VoiceEvent, VoiceInput } from './voice.types';

/**
 * Voice search (spec sections 2, 4, 7, 9): idle -> recording.(requestingMicrophone -> listening -> finishing) ->
 * transcribing -> found (emits the term) | failed (RETRY records again); a microphone fault -> closed with an alert.
 *
 * The `record` actor (a callback actor the component provides) opens the microphone, records and, on
 * `RECORDER.FINISH`, sends the recording back; its cleanup stops every track. It is invoked by `recording`, so every
 * way out of recording (Close, Escape, a found term, a failure, the element removed and the actor stopped) stops the
 * tracks, and a recording that arrives after Close is never transcribed. `listening` stops at the `threshold` delay
 * (6000 ms) or on RECORDING.STOP; `finishing` and `transcribing` each give up after `transcribeTimeout` (10000 ms).
 * A denied microphone is never asked again by the machine: only the shopper's next VOICE.START asks.
 */
const machineSetup = setup({
  types: {
    context: {} as VoiceContext,
    events: {} as VoiceEvent,
    input: {} as VoiceInput,
    emitted: {} as VoiceEmitted,
  },
  actors: {
    // The real recorder uses getUserMedia and MediaRecorder, which machines must not touch: the component provides it.
    record: fromCallback<RecorderCommand, RecordInput>(({ sendBack }) => {
      sendBack({ type: 'MICROPHONE.ERROR', error: new TypeError('No recorder was provided') });
      return () => {};
    }),
    transcribe: fromPromise<string | null, TranscribeInput>(({ input, signal }) =>
      transcribeSpeech(input.recording, {
        signal,
        base: input.api.base,
        url: input.api.speechToTextUrl,
        languageCode: input.api.languageCode,
        timeoutMs: input.timeoutMs,
      }),
    ),
  },
  delays: {
    threshold: ({ context }) => context.thresholdMs,
    transcribeTimeout: ({ context }) => context.transcribeTimeoutMs,
  },
  guards: {
    hasAudio: ({ event }) => event.type === 'RECORDING.DONE' && event.recording.audio.byteLength > 0,
    hasTerm: ({ event }) => termOfTranscript((event as { output?: string | null }).output) !== null,
  },
  actions: {
    startSession: assign({ term: null, failure: null, alert: null }),
    finishRecording: sendTo('recorder', { type: 'RECORDER.FINISH' } satisfies RecorderCommand),
    assignAlert: assign({
      alert: ({ event }) => {
        assertEvent(event, 'MICROPHONE.ERROR');
        return alertFor(classifyMediaError(event.error));
      },
    }),
    assignTerm: assign({ term: ({ event }) => termOfTranscript((event as { output?: string | null }).output) }),
    emitFound: emit(({ context }) => ({ type: 'found' as const, term: context.term ?? '', source: 'voice_search' as const })),
  },
});

export const voiceMachine = machineSetup.createMachine({
  id: 'voice',
  context: ({ input }) => ({
    term: null,
    failure: null,
    alert: null,
    thresholdMs: input?.thresholdMs ?? VOICE_RECORDING_THRESHOLD_MS,
    transcribeTimeoutMs: input?.transcribeTimeoutMs ?? VOICE_TRANSCRIBE_TIMEOUT_MS,
    api: input?.api ?? {},
  }),
  initial: 'idle',
  on: {
    'API.CHANGE': { actions: assign({ api: ({ event }) => event.api }) },
    // Close and Escape, from any state of the overlay.
    CLOSE: { target: '.idle', actions: assign({ failure: null }) },
  },
  states: {
    idle: {
      on: { 'VOICE.START': { target: 'recording', actions: 'startSession' } },
    },
    recording: {
      tags: ['open'],
      invoke: { id: 'recorder', src: 'record', input: {} },
      initial: 'requestingMicrophone',
      on: {
        'MICROPHONE.ERROR': { target: 'closed', actions: 'assignAlert' },
        'RECORDING.ERROR': { target: 'failed', actions: assign({ failure: 'recording' }) },
      },
      states: {
        requestingMicrophone: {
          tags: ['busy'],
          on: { 'MICROPHONE.READY': 'listening' },
        },
        listening: {
          tags: ['listening'],
          after: { threshold: 'finishing' },
          on: { 'RECORDING.STOP': 'finishing' },
        },
        finishing: {
          tags: ['busy'],
          entry: 'finishRecording',
          after: { transcribeTimeout: { target: '#voice.failed', actions: assign({ failure: 'recording' }) } },
          on: {
            'RECORDING.DONE': [
              { guard: 'hasAudio', target: '#voice.transcribing' },
              // Nothing was recorded: nothing is sent.
              { target: '#voice.failed', actions: assign({ failure: 'recording' }) },
            ],
          },
        },
      },
    },
    transcribing: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'transcribe',
        input: ({ context, event }) => {
          assertEvent(event, 'RECORDING.DONE');
          return { recording: event.recording, api: context.api, timeoutMs: context.transcribeTimeoutMs };
        },
        onDone: [
          { guard: 'hasTerm', target: 'found', actions: 'assignTerm' },
          { target: 'failed', actions: assign({ failure: 'noSpeech' }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => (event.error instanceof ApiError && event.error.kind === 'timeout' ? 'timeout' : 'error'),
          }),
        },
      },
      after: { transcribeTimeout: { target: 'failed', actions: assign({ failure: 'timeout' }) } },
    },
    found: {
      tags: ['open', 'found'],
      entry: 'emitFound',
      on: { 'VOICE.START': { target: 'recording', actions: 'startSession' } },
    },
    failed: {
      tags: ['open', 'error'],
      on: { RETRY: { target: 'recording', actions: 'startSession' } },
    },
    /** The overlay closed on a microphone fault; the alert shows beside the box until the next interaction. */
    closed: {
      tags: ['alert'],
      on: {
        CLOSE: {},
        'ALERT.CLEAR': { target: 'idle', actions: assign({ alert: null }) },
        'VOICE.START': { target: 'recording', actions: 'startSession' },
      },
    },
  },
});
