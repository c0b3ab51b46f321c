import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import type { RecordInput, RecorderCommand, TranscribeInput, VoiceEvent } from '../machines/voice';
import { voiceMessages } from '../src/components/voice/voice.messages';
import { VoiceSearch, type VoiceControl } from '../src/components/voice/VoiceSearch';

/** The en-US texts the shopper reads (docs/messages.md). */
const TEXT = voiceMessages.defaults;

/**
 * The voice search overlay (the lazy chunk of `<sg-search voice>`) on its own, one story per state of the voice
 * machine. The recorder and speech-to-text are replaced by fixed actors, so the stories need no microphone: the
 * button below stands for "Search by voice" (in the element it sits beside the box; see the sg-search stories).
 */

type Send = (event: VoiceEvent) => void;

/** Granted at once; records until told, then hands over a few bytes (a stand-in for a real WebM file). */
const grantedRecorder = fromCallback<RecorderCommand, RecordInput>(({ sendBack, receive }) => {
  (sendBack as Send)({ type: 'MICROPHONE.READY' });
  receive(() =>
    (sendBack as Send)({ type: 'RECORDING.DONE', recording: { encoding: 'WEBM_OPUS', sampleRateHertz: 48000, audio: new Uint8Array([1, 2, 3]) } }),
  );
  return () => {};
});

/** The browser's permission prompt is up: no answer yet. */
const askingRecorder = fromCallback<RecorderCommand, RecordInput>(() => () => {});

const refusedRecorder = (name: string) =>
  fromCallback<RecorderCommand, RecordInput>(({ sendBack }) => {
    (sendBack as Send)({ type: 'MICROPHONE.ERROR', error: new DOMException('refused', name) });
    return () => {};
  });

const transcribeAs = (answer: () => Promise<string | null>) => fromPromise<string | null, TranscribeInput>(() => answer());

interface DemoProps {
  record: AnyActorLogic;
  transcribe: AnyActorLogic;
  onFound: (term: string) => void;
}

function VoiceDemo({ record, transcribe, onFound }: DemoProps) {
  const control = useRef<VoiceControl | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ position: 'relative', maxWidth: '40rem', minHeight: '16rem', padding: '1rem' }}>
      <button ref={opener} type="button" onClick={() => control.current?.start()}>
        {TEXT.button}
      </button>
      <VoiceSearch control={control} opener={opener} apiBase="/api" speechToTextUrl="" onFound={onFound} actors={{ record, transcribe }} />
    </div>
  );
}

const meta = {
  title: 'Components/Voice search overlay',
  component: VoiceDemo,
  args: {
    record: grantedRecorder,
    transcribe: transcribeAs(async () => 'running shoes'),
    onFound: fn(),
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof VoiceDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: TEXT.button }));
}

/** `recording.requestingMicrophone`: the browser asks the shopper for the microphone; "Just a moment…". */
export const AskingForMicrophone: Story = {
  args: { record: askingRecorder },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: TEXT.dialog });
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(TEXT.transcribing));
  },
};

/** `recording.listening`: "Listening…" with "Stop listening" (the machine stops by itself after 6 s). */
export const Listening: Story = {
  args: { transcribe: transcribeAs(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: TEXT.dialog });
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Listening…'));
  },
};

/** `transcribing`: the recording went to speech-to-text; "Just a moment…". */
export const Transcribing: Story = {
  args: { transcribe: transcribeAs(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: TEXT.dialog });
    await userEvent.click(await within(dialog).findByRole('button', { name: TEXT.stop }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(TEXT.transcribing));
  },
};

/** `failed`: no transcript (or speech-to-text failed): the message and "Try again". */
export const NotCaught: Story = {
  args: { transcribe: transcribeAs(async () => null) },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: TEXT.dialog });
    await userEvent.click(await within(dialog).findByRole('button', { name: TEXT.stop }));
    await within(dialog).findByRole('button', { name: TEXT.retry });
    await expect(within(dialog).getByRole('alert').textContent).toContain("Sorry, we didn't catch that.");
  },
};

/** `found`: the term goes to the search (here: the onFound action) and the overlay closes. */
export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: TEXT.dialog });
    await userEvent.click(await within(dialog).findByRole('button', { name: TEXT.stop }));
    await waitFor(() => expect(args.onFound).toHaveBeenCalledWith('running shoes'));
  },
};

/** `closed` after a denied microphone: the overlay closes and the alert shows beside the box. */
export const MicrophoneDenied: Story = {
  args: { record: refusedRecorder('NotAllowedError') },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.textContent).toContain(TEXT.deniedTitle);
  },
};

/** `closed` with no (or a busy) microphone: "Oops, Sorry we fumbled". */
export const NoMicrophone: Story = {
  args: { record: refusedRecorder('NotFoundError') },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.textContent).toContain(TEXT.fumbledTitle);
  },
};
