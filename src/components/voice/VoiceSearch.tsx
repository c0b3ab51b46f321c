import { useMachine } from '@xstate/react';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, type RefObject } from 'react';
import type { AnyActorLogic } from 'xstate';
import { resolveSpeechToTextUrl, voiceMachine, type VoiceEmitted } from '../../../machines/voice';
import { report } from '../../state/analytics-bus';
import { base } from '../../styles';
import { modal } from '../../styles/modal.css';
import type { SgHost } from '../shared/host';
import { useOnChange } from '../shared/use-on-change';
import { CloseIcon } from '../shared/icons';
import { useLatest } from '../shared/use-latest';
import { useModalDialog } from '../shared/use-modal-dialog';
import { localeOf, useMessages } from '../shared/use-messages';
import { usePhaseFocus } from '../shared/use-phase-focus';
import { MicIcon } from './mic-icon';
import { createRecordActor, type RecorderEnvironment } from './recorder.actor';
import type { VoicePart } from './voice.anatomy';
import { connectVoice } from './voice.connect';
import { voiceMessages } from './voice.messages';
import * as shell from '../search/search.css';
import * as css from './voice.css';

/** What the search box can ask of the loaded voice overlay. */
export interface VoiceControl {
  /** Opens the overlay and starts listening (the shopper pressed "Search by voice"). */
  start(): void;
  /** Clears the alert beside the box (the shopper's next interaction with the search element). */
  clearAlert(): void;
}

export interface VoiceSearchProps {
  /** Filled with the overlay's controls once it has mounted. */
  control: RefObject<VoiceControl | null>;
  /** The "Search by voice" button: focus goes back to it when the overlay closes. */
  opener: RefObject<HTMLElement | null>;
  /** The search input: focus goes there on close when the voice button has left the page (`voice` removed). */
  input?: RefObject<HTMLElement | null>;
  apiBase: string;
  /** The element's `speech-to-text-url` as written; checked here (only a browser that can record ever loads this). */
  speechToTextUrl: string;
  host?: SgHost;
  /** The page configuration script the element reads (its `messages` section rewords the texts). */
  configId?: string;
  /** A term was found: the search box runs it (`SEARCH.RUN` with source `voice_search`). */
  onFound: (term: string) => void;
  /** Tests and stories: replace the page's media APIs, or the whole recorder / speech-to-text actors. */
  environment?: () => Partial<RecorderEnvironment>;
  actors?: { record?: AnyActorLogic; transcribe?: AnyActorLogic };
  thresholdMs?: number;
}

/** Refused `speech-to-text-url` values already reported, per element: each is warned about once. */
const warnedUrls = new WeakMap<object, Set<string>>();
const PAGE = {};

function warnOnce(owner: object, value: string) {
  const warned = warnedUrls.get(owner) ?? new Set<string>();
  warnedUrls.set(owner, warned);
  if (warned.has(value)) return;
  warned.add(value);
  console.warn(
    `<sg-search>: ignoring invalid speech-to-text-url=${JSON.stringify(value)}; expected a same-origin path or an https: URL. ` +
      'Using the default {api-base}/speech-to-text.',
  );
}

/**
 * The voice search overlay (the lazy chunk of `<sg-search voice>`): a native modal `<dialog>` through the shared
 * modal helper, the voice machine with the real recorder, and the alert beside the box after a microphone fault.
 */
export function VoiceSearch(props: VoiceSearchProps) {
  const { control, opener, host, onFound, apiBase, speechToTextUrl } = props;
  const id = useId();
  const ids = useMemo(() => ({ status: `${id}-status`, message: `${id}-message` }), [id]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);

  // The speech-to-text URL: a same-origin path or an https: URL, else the default with one console warning.
  const stt = useMemo(
    () => resolveSpeechToTextUrl(speechToTextUrl, '', globalThis.location?.href ?? 'http://localhost/'),
    [speechToTextUrl],
  );
  useEffect(() => {
    if (stt.warn) warnOnce(host ?? PAGE, speechToTextUrl);
  }, [stt, speechToTextUrl, host]);
  // Heard in the element's language (its lang, an ancestor's or the page's): a plain `en` stays the contract's en-US.
  const locale = localeOf(host);
  const languageCode = locale && (locale.includes('-') || !locale.startsWith('en')) ? locale : undefined;
  const api = useMemo(
    () => ({ base: apiBase, ...(stt.url ? { speechToTextUrl: stt.url } : {}), ...(languageCode ? { languageCode } : {}) }),
    [apiBase, stt, languageCode],
  );

  const { environment, actors } = props;
  const machine = useMemo(
    () =>
      voiceMachine.provide({
        actors: {
          record: (actors?.record ?? createRecordActor(environment)) as never,
          ...(actors?.transcribe ? { transcribe: actors.transcribe as never } : {}),
        },
      }),
    // The recorder is chosen once per mount (tests and stories pass fixed ones).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { api, thresholdMs: props.thresholdMs } });
  const t = useMessages(voiceMessages, host, props.configId);
  const view = connectVoice(snapshot, send, ids, t);

  useOnChange(api, (next) => send({ type: 'API.CHANGE', api: next }));

  const { dialogProps, requestClose, rememberOpener, present } = useModalDialog(dialogRef, view.open, {
    host,
    onRequestClose: () => send({ type: 'CLOSE' }),
    initialFocus: closeRef,
    // The button goes with the `voice` attribute (and this component with it): then the search input.
    fallbackFocus: () => (opener.current?.isConnected ? opener.current : (props.input?.current ?? null)),
  });

  useImperativeHandle(
    control,
    () => ({
      start: () => {
        rememberOpener(opener.current);
        send({ type: 'VOICE.START' });
      },
      clearAlert: () => send({ type: 'ALERT.CLEAR' }),
    }),
    [send, rememberOpener, opener],
  );

  const onFoundRef = useLatest(onFound);
  // A found term: the search runs it, and the overlay closes (its tracks were stopped when recording ended).
  useEffect(() => {
    const subscription = actor.on('found', (event: VoiceEmitted) => {
      report({ type: 'voice', outcome: 'found' });
      onFoundRef.current(event.term);
      send({ type: 'CLOSE' });
    });
    return () => subscription.unsubscribe();
  }, [actor, send, onFoundRef]);

  // Analytics: a voice search that found nothing (noSpeech, timeout, error, recording) or met a microphone fault (denied,
  // fumbled) says which.
  const outcome = snapshot.context.alert ?? snapshot.context.failure;
  useEffect(() => {
    if (outcome) report({ type: 'voice', outcome });
  }, [outcome]);

  // Focus follows the phase: a failure focuses "Try again"; a control that went away (Stop listening, Try again)
  // hands focus to Close, so it never falls out of the dialog.
  usePhaseFocus(dialogRef, view.phase, view.phase === 'failed', retryRef, closeRef);

  const showContent = view.open || present;
  return (
    <>
      <dialog
        ref={dialogRef}
        part={'voice-dialog' satisfies VoicePart}
        className={`${modal.center} ${css.dialog}`}
        {...view.dialog}
        {...dialogProps}
      >
        {showContent && (
          <div className={css.body}>
            <button
              ref={closeRef}
              part={'voice-close' satisfies VoicePart}
              className={`${base.iconButton} ${css.close}`}
              {...view.close}
              onClick={() => requestClose('close-button')}
            >
              <CloseIcon />
            </button>
            <div className={css.indicator} data-listening={view.listening || undefined} aria-hidden="true">
              <MicIcon size={40} />
            </div>
            <p part={'voice-status' satisfies VoicePart} className={css.status} {...view.statusRegion}>
              {view.status}
            </p>
            <div part={'voice-message' satisfies VoicePart} className={css.message} {...view.messageRegion}>
              {view.message && (
                <>
                  <p className={css.messageTitle}>{view.message.title}</p>
                  <p className={css.messageText}>{view.message.text}</p>
                </>
              )}
            </div>
            {view.listening && (
              <button part={'voice-stop' satisfies VoicePart} className={base.button} {...view.stop} />
            )}
            {view.failed && (
              <button ref={retryRef} part={'voice-retry' satisfies VoicePart} className={base.button} {...view.retry} />
            )}
          </div>
        )}
      </dialog>
      {view.alert && (
        <div part={'media-alert' satisfies VoicePart} className={shell.mediaAlert} {...view.mediaAlert}>
          <p className={shell.mediaAlertTitle}>{view.alert.title}</p>
          <p className={shell.mediaAlertText}>{view.alert.text}</p>
        </div>
      )}
    </>
  );
}
