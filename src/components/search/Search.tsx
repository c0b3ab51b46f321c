import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { initialSearchContext, termFromUrl } from '../../../machines/search/search.logic';
import type { ConfigLink, SearchEmitted } from '../../../machines/search';
import { DESKTOP_BREAKPOINT_PX } from '../../core/constants';
import { emitThenNavigate } from '../../core/navigation';
import { lockScroll, unlockScroll } from '../../state/scroll-lock';
import { clearOpenFlyout, openFlyout, setOpenFlyout } from '../../state/ui';
import { base } from '../../styles';
import { useLazyActor } from '../shared/use-lazy-actor';
import { useLazyChunk } from '../shared/use-lazy-chunk';
import type { SgHost } from '../shared/host';
import { useMessages } from '../shared/use-messages';
import { useLatest } from '../shared/use-latest';
import { useOnChange } from '../shared/use-on-change';
import type { BarcodeScannerProps } from '../scanner/BarcodeScanner';
import type { VoiceSearchProps } from '../voice/VoiceSearch';
import type { MediaControl } from './MediaSearch';
import type { SearchPart } from './search.anatomy';
import { connectSearch, type SearchSnapshot, type SearchView } from './search.connect';
import { searchMessages } from './search.messages';
import type { SearchPanelProps } from './SearchPanel';
import * as css from './search.css';
import { CloseIcon, SearchIcon } from '../shared/icons';

export interface SearchProps {
  apiBase: string;
  minChars: number;
  debounceMs: number;
  debounceMobileMs: number;
  typeaheadTimeoutMs: number;
  /** The placeholder; empty for the catalogue's (`search.placeholder`). */
  placeholder: string;
  /** The box's accessible label; empty for the catalogue's (`search.label`). */
  label: string;
  featuredCategories: ConfigLink[];
  recommendations: ConfigLink[];
  /** Offer "Search by voice" (where the browser can record). */
  voice: boolean;
  /** Where recordings are POSTed; empty: `{apiBase}/speech-to-text`. Checked by the voice chunk (an invalid one: one warning). */
  speechToTextUrl: string;
  host?: SgHost;
  /** The page configuration script the element reads (its `messages` section rewords the texts). */
  configId?: string;
  /** Replaces the lazy machine import (tests of typing before it arrives, and of its chunk failing). */
  loadMachine?: typeof importMachine;
  /** Replaces the lazy panel import (tests of the chunk failure path). */
  loadPanel?: () => Promise<{ SearchPanel: ComponentType<SearchPanelProps> }>;
  /** Replaces the lazy voice overlay import (tests of the chunk failure path). */
  loadVoice?: () => Promise<{ VoiceSearch: ComponentType<VoiceSearchProps> }>;
  /** Tests and stories: the voice overlay's media environment, actors or threshold. */
  voiceOptions?: Pick<VoiceSearchProps, 'environment' | 'actors' | 'thresholdMs'>;
  /** Offer "Scan a barcode or QR code" (where there is a camera API in a secure context). */
  scanner: boolean;
  /** The barcode SDK licence: when set, the scanner is the flyout under the box instead of the modal. Never logged. */
  scannerLicence: string;
  scannerSound: boolean;
  scannerVibration: boolean;
  scannerTimeoutMs: number;
  /**
   * Where the fallback decoder's .wasm is (same-origin, checked by the element); empty: the one beside the decoder
   * chunk (an app's bundler copies it where it understands `new URL(..., import.meta.url)`: Vite, webpack 5).
   */
  scannerDecoderUrl: string;
  /** Replaces the lazy scanner import (tests of the chunk failure path). */
  loadScanner?: () => Promise<{ BarcodeScanner: ComponentType<BarcodeScannerProps> }>;
  /** Tests and stories: the scanner's camera, decoder or actors. */
  scannerOptions?: Pick<BarcodeScannerProps, 'environment' | 'decoder' | 'actors'>;
}

export const searchDefaults = {
  apiBase: '/api',
  minChars: 2,
  debounceMs: 100,
  debounceMobileMs: 100,
  typeaheadTimeoutMs: 200,
  placeholder: '',
  label: '',
  featuredCategories: [] as ConfigLink[],
  recommendations: [] as ConfigLink[],
  voice: false,
  speechToTextUrl: '',
  scanner: false,
  scannerLicence: '',
  scannerSound: true,
  scannerVibration: true,
  scannerTimeoutMs: 20000,
  scannerDecoderUrl: '',
};

const MOBILE_QUERY = `(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`;
const importPanel = () => import('./SearchPanel');
const importMedia = () => import('./MediaSearch');
const importMachine = () => import('./search.actor');

/**
 * The search box: an ARIA 1.2 combobox whose panel (zero-query groups and suggestions) is a lazy chunk loaded on the
 * first sign of intent (pointer over, focus). Before the element upgrades, a plain `<form action="/search">` written
 * inside the tag keeps search working; its text and focus carry over.
 */
export function Search(props: SearchProps) {
  const { host } = props;
  const id = useId();
  const ids = useMemo(() => ({ input: `${id}-input`, listbox: `${id}-listbox`, live: `${id}-live`, hint: `${id}-hint` }), [id]);
  const inputRef = useRef<HTMLInputElement>(null);

  // The fallback form the CMS author wrote inside the tag: take over its text and focus once.
  const fallback = useMemo(() => host?.querySelector<HTMLInputElement>('input[name="searchTerm"]') ?? null, [host]);
  const initialTerm = useMemo(
    () => fallback?.value || termFromUrl(globalThis.location?.href ?? '') || '',
    [fallback],
  );

  const { minChars, debounceMs, debounceMobileMs, featuredCategories, recommendations, apiBase, typeaheadTimeoutMs } = props;
  const config = useMemo(
    () => ({
      minChars,
      debounceMs: { desktop: debounceMs, mobile: debounceMobileMs },
      featured: featuredCategories,
      recommendations,
      api: { base: apiBase, typeaheadTimeoutMs },
    }),
    [minChars, debounceMs, debounceMobileMs, featuredCategories, recommendations, apiBase, typeaheadTimeoutMs],
  );
  // The machine (and xstate) is a lazy chunk that arrives after the first paint. Until then the box shows the
  // machine's first state and what is typed or pressed is queued for it, in order; its submissions and selections
  // are wired when the actor is created, before it starts (so a queued Enter is not missed).
  const [input] = useState(() => ({
    term: initialTerm,
    ...config,
    mobile: typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches,
  }));
  const onEmitted = useLatest((event: SearchEmitted) => {
    if (event.type === 'submit') {
      const { term, source, url, position } = event;
      emitThenNavigate(host, 'sg-search', position === null ? { term, source, url } : { term, source, url, position }, url);
    } else if (event.type === 'navigate') {
      const detail = { url: event.url, kind: event.kind, label: event.label, position: event.position };
      emitThenNavigate(host, 'sg-navigate', detail, event.url);
    }
  });
  const { snapshot: live, send, failed: machineFailed } = useLazyActor(props.loadMachine ?? importMachine, (m) => {
    const created = m.createSearchActor(input);
    created.on('*', (event) => onEmitted.current(event as SearchEmitted));
    return created;
  });
  const [idle] = useState<SearchSnapshot>(() => ({ context: initialSearchContext(input), hasTag: () => false }));
  const snapshot = live ?? idle;
  // A search asked for while the machine was on its way is not lost if its chunk then fails: the form submits itself
  // (as it does for every search after that), with what is in the box.
  const formRef = useRef<HTMLFormElement>(null);
  const submitWaiting = useRef(false);
  useEffect(() => {
    if (machineFailed && submitWaiting.current) {
      submitWaiting.current = false;
      formRef.current?.requestSubmit();
    }
  }, [machineFailed]);

  // Attributes changed after the first render (a framework setting properties late) reach the machine.
  useOnChange(config, (next) => send({ type: 'CONFIG.CHANGE', config: next }));

  // The panel chunk, loaded on first intent.
  const panel = useLazyChunk(props.loadPanel ?? importPanel);
  const requestPanel = panel.request;

  const t = useMessages(searchMessages, host, props.configId);
  const view: SearchView = connectSearch(snapshot, send, ids, panel.status, t);

  // Voice search and the scanner (their buttons, offer rules, overlays and alerts) are a lazy chunk, MediaSearch,
  // loaded after the first paint and only where `voice` or `scanner` is set: the search box's eager code is the same
  // with or without them. Its buttons are rendered into a slot inside the form, beside the search button.
  const wantsMedia = props.voice || props.scanner;
  const media = useLazyChunk(importMedia);
  const requestMedia = media.request;
  useEffect(() => {
    if (wantsMedia) requestMedia();
  }, [wantsMedia, requestMedia]);
  const mediaControl = useRef<MediaControl | null>(null);
  const [mediaSlot, setMediaSlot] = useState<HTMLSpanElement | null>(null);
  // The alert beside the box clears on the next interaction with the search element (a press, or typing).
  const clearMediaAlert = () => mediaControl.current?.clearAlert();
  const MediaSearch = media.module?.MediaSearch;

  // Take over the fallback input's focus after the upgrade.
  useEffect(() => {
    const root = fallback?.getRootNode();
    const active = root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
    if (fallback && (host?.upgradedFocus === fallback || active === fallback)) {
      inputRef.current?.focus();
      const end = inputRef.current?.value.length ?? 0;
      inputRef.current?.setSelectionRange(end, end);
    }
  }, [fallback, host]);

  // Desktop or mobile (its own debounce and the full-screen panel).
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(MOBILE_QUERY);
    const onChange = () => send({ type: 'VIEWPORT.CHANGE', mobile: query.matches });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);

  // While open: this is the page's open flyout, the page does not scroll; another flyout opening closes search.
  const open = view.open;
  useEffect(() => {
    if (!open) return;
    setOpenFlyout('search');
    lockScroll('search');
    requestPanel();
    // Only a flyout opening after this one closes search (a stale value from before must not).
    const stop = openFlyout.subscribe((flyout) => {
      if (flyout !== null && flyout !== 'search') send({ type: 'PANEL.CLOSE' });
    });
    return () => {
      stop();
      unlockScroll('search');
      clearOpenFlyout('search');
    };
  }, [open, requestPanel, send]);

  // Keep the box's text in step with the machine (a chosen suggestion replaces what was typed). A layout effect: it
  // runs with the render it belongs to. As a passive effect it ran after the next paint on the lite build (Preact
  // defers passive effects; React runs a typed key's at once), by when the shopper had typed on: "bask" typed fast
  // became "bak" (the effect of "b" wrote "b" over "ba").
  useLayoutEffect(() => {
    if (inputRef.current && inputRef.current.value !== view.term) inputRef.current.value = view.term;
  }, [view.term]);

  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  const clear = () => {
    send({ type: 'INPUT.CLEAR' });
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.focus();
  };

  const Panel = panel.module?.SearchPanel;
  return (
    <div
      className={css.root}
      data-open={view.open || undefined}
      data-mobile={view.mobile || undefined}
      onPointerEnter={requestPanel}
      onFocus={requestPanel}
      onPointerDown={clearMediaAlert}
      {...view.root}
      onBlur={(event) => {
        // Focus going into the page's quick view dialog (opened from a product suggestion; its host element is
        // `<div data-sg-quick-view>`, quick-view/QuickView.tsx) keeps the panel open: it comes back to the opener in
        // the panel when the dialog closes. Read from the event, so the box's eager code imports nothing for it.
        const next = event.relatedTarget;
        if (!(next instanceof Element && next.hasAttribute('data-sg-quick-view'))) view.root.onBlur(event);
      }}
    >
      {view.open && !view.mobile && (
        <div part={'overlay' satisfies SearchPart} className={css.overlay} aria-hidden="true" {...view.overlay} />
      )}
      <div className={css.shell}>
        <form
          part={'form' satisfies SearchPart}
          role="search"
          className={css.form}
          action="/search"
          ref={formRef}
          // The machine's chunk failed to load: the form submits itself, as the fallback form before the upgrade does.
          onSubmit={
            machineFailed
              ? undefined
              : (event) => {
                  if (!live) submitWaiting.current = true;
                  view.form.onSubmit(event);
                }
          }
        >
          <label htmlFor={ids.input} className={base.visuallyHidden}>
            {props.label || t('label')}
          </label>
          <input
            ref={inputRef}
            part={'input' satisfies SearchPart}
            className={css.input}
            name="searchTerm"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={510}
            defaultValue={initialTerm}
            placeholder={props.placeholder || t('placeholder')}
            {...view.input}
            onChange={(event) => {
              clearMediaAlert();
              send({ type: 'INPUT.CHANGE', value: event.currentTarget.value });
            }}
          />
          {view.term && (
            <button
              type="button"
              part={'clear' satisfies SearchPart}
              className={`${base.iconButton} ${css.clear}`}
              aria-label={t('clear')}
              onClick={clear}
            >
              <CloseIcon size={16} />
            </button>
          )}
          {wantsMedia && <span ref={setMediaSlot} className={css.mediaSlot} />}
          <button
            type="submit"
            part={'submit' satisfies SearchPart}
            className={`${base.iconButton} ${css.submit}`}
            aria-label={t('submit')}
          >
            <SearchIcon />
          </button>
          {view.open && view.mobile && (
            <button
              type="button"
              part={'cancel' satisfies SearchPart}
              className={css.cancel}
              onClick={() => {
                // As Escape does: focus back in the box (first, while the panel is open, so focusing it opens nothing).
                inputRef.current?.focus();
                view.close();
              }}
            >
              {t('cancel')}
            </button>
          )}
        </form>
        <p id={ids.hint} className={base.visuallyHidden}>
          {t('removeHint')}
        </p>
        {view.open && panel.status === 'failed' && (
          <div part={'panel' satisfies SearchPart} className={css.panel}>
            <p part={'message' satisfies SearchPart} className={css.message}>
              {t('loadFailed')}{' '}
              <button type="button" className={base.textButton} onClick={requestPanel}>
                {t('retry')}
              </button>
            </p>
          </div>
        )}
        {view.open && panel.status === 'loading' && (
          <div part={'panel' satisfies SearchPart} className={css.panel} aria-hidden="true" data-skeleton="" />
        )}
        {view.open && Panel && <Panel view={view} send={send} focusInput={focusInput} />}
        {wantsMedia && MediaSearch && (
          <MediaSearch
            {...props}
            control={mediaControl}
            slot={mediaSlot}
            inputRef={inputRef}
            onClosePanel={view.close}
            onSearch={(term, source, url) => send({ type: 'SEARCH.RUN', term, source, ...(url ? { url } : {}) })}
          />
        )}
      </div>
      <p
        id={ids.live}
        part={'live' satisfies SearchPart}
        className={base.visuallyHidden}
        role="status"
        aria-live="polite"
      >
        {view.live}
      </p>
    </div>
  );
}
