import type { SnapshotFrom } from 'xstate';
import { MEDIA_ALERTS, type VoiceEvent, type voiceMachine } from '../../../machines/voice';
import type { Translate } from '../shared/use-messages';
import type { voiceMessages } from './voice.messages';

type Snapshot = SnapshotFrom<typeof voiceMachine>;

/** Voice search's texts in the element's locale (`useMessages(voiceMessages, ...)`). */
export type VoiceWords = Translate<(typeof voiceMessages)['defaults']>;

export interface VoiceIds {
  status: string;
  message: string;
}

/** The overlay's phase, from the machine's tags (never its state names). */
export type VoicePhase = 'closed' | 'busy' | 'listening' | 'found' | 'failed';

/**
 * Snapshot -> the voice overlay's ARIA, texts (worded by `t`) and handlers (api-contract.md "Accessible names,
 * messages, parts"): a modal dialog named "Voice search" described by its polite status; failures in an alert with
 * "Try again"; a microphone fault closes the overlay and shows the alert beside the search box until the next
 * interaction.
 */
export function connectVoice(snapshot: Snapshot, send: (event: VoiceEvent) => void, ids: VoiceIds, t: VoiceWords) {
  const open = snapshot.hasTag('open');
  const phase: VoicePhase = !open
    ? 'closed'
    : snapshot.hasTag('error')
      ? 'failed'
      : snapshot.hasTag('listening')
        ? 'listening'
        : snapshot.hasTag('found')
          ? 'found'
          : 'busy';
  // Asking for the microphone and transcribing are both "Just a moment…"; the contract names no other text.
  const status = phase === 'listening' ? t('listening') : phase === 'busy' ? t('transcribing') : '';
  const alertKeys = snapshot.hasTag('alert') && snapshot.context.alert ? MEDIA_ALERTS[snapshot.context.alert] : null;
  const alert = alertKeys ? { title: t(alertKeys.title), text: t(alertKeys.text) } : null;
  return {
    open,
    phase,
    listening: phase === 'listening',
    failed: phase === 'failed',
    status,
    alert,
    dialog: {
      'aria-label': t('dialog'),
      'aria-describedby': phase === 'failed' ? ids.message : ids.status,
    },
    statusRegion: { id: ids.status, role: 'status' as const, 'aria-live': 'polite' as const },
    // Always in the page while open, so its content is announced when a failure fills it.
    messageRegion: { id: ids.message, role: 'alert' as const },
    message: phase === 'failed' ? { title: t('failureTitle'), text: t('failureText') } : null,
    stop: { type: 'button' as const, children: t('stop'), onClick: () => send({ type: 'RECORDING.STOP' }) },
    retry: { type: 'button' as const, children: t('retry'), onClick: () => send({ type: 'RETRY' }) },
    close: { type: 'button' as const, 'aria-label': t('close') },
    mediaAlert: { role: 'alert' as const },
  };
}

export type VoiceView = ReturnType<typeof connectVoice>;
