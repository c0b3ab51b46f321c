import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type RefObject } from 'react';
import { COOKIES } from '../../core/constants';
import { loadChunk } from '../../core/lazy';
import { getCookie } from '../../core/storage';
import { closeStoreFlyout, loadMyStore, myStore, openStoreFlyout, registerStoreLocator, setStoresApi, storeFlyoutOwner } from '../../state/stores';
import { base } from '../../styles';
import { modal } from '../../styles/modal.css';
import { deepActiveElement } from '../shared/dom';
import type { SgHost } from '../shared/host';
import { ChunkFallback } from '../shared/chunk-fallback';
import { useLazyChunk } from '../shared/use-lazy-chunk';
import { useModalDialog } from '../shared/use-modal-dialog';
import { STORE_LOCATOR_TEXT as TEXT } from './store-locator.anatomy';
import { myStoreButton, myStoreButtonWords } from './store-locator.connect';
import * as css from './store-locator.css';
import type { StoreFlyoutBodyProps } from './StoreFlyoutBody';
import { CloseIcon } from '../shared/icons';

export interface StoreLocatorProps {
  apiBase?: string;
  /** Show the my-store button (default); false: the flyout only, opened by `show()` or a header's store button. */
  button: boolean;
  /** Page-wide SDD settings (the first connected locator's win). */
  sddTtlMinutes: number;
  sddCutoff: string;
  host?: SgHost;
  /** Replaces the lazy body import (tests of the chunk failure path). */
  loadBody?: () => Promise<{ StoreFlyoutBody: ComponentType<StoreFlyoutBodyProps> }>;
  /** Replaces the lazy SDD state import (tests). */
  loadSdd?: () => Promise<typeof import('../../state/sdd')>;
}

export const storeLocatorDefaults = { button: true, sddTtlMinutes: 30, sddCutoff: '16:00' };

const importBody = () => import('./StoreFlyoutBody');
const importSdd = () => import('../../state/sdd');
const afterPaint = (run: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * The my-store button and the find-a-store flyout (W3C APG modal dialog sliding in from the left). The button and the
 * dialog's frame are eager; the flyout's search, results and delivery ZIP form are a lazy chunk, fetched when the
 * shopper points at or focuses the button, or opens the flyout. The page's same-day delivery rules load after the
 * first paint (they read the ZIP cookies once per page).
 */
export function StoreLocator(props: StoreLocatorProps) {
  useSignals();
  const { host, apiBase, sddTtlMinutes, sddCutoff } = props;
  const [owner] = useState<object>(() => host ?? {});
  const open = storeFlyoutOwner.value === owner;
  const view = myStore.value;
  const id = useId();
  const headingId = `${id}-heading`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  // Focus goes to the ZIP field when the body is there, else to the heading until it arrives.
  const initialFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return zipRef.current ?? headingRef.current;
      },
    }),
    [],
  );

  useEffect(() => setStoresApi({ base: apiBase }), [apiBase]);
  useEffect(() => {
    const unregister = registerStoreLocator(owner);
    loadMyStore();
    return unregister;
  }, [owner]);

  // A header's store button (`sg-store-open`, cancelable) opens the page's first locator instead of the stores page.
  useEffect(() => {
    const onStoreOpen = (event: Event) => {
      if (event.defaultPrevented) return;
      if (openStoreFlyout()) event.preventDefault();
    };
    document.addEventListener('sg-store-open', onStoreOpen);
    return () => document.removeEventListener('sg-store-open', onStoreOpen);
  }, []);

  // The page's same-day delivery rules, after the first paint: settings from the first locator, the ZIP cookies.
  const { loadSdd } = props;
  useEffect(
    () =>
      afterPaint(() => {
        loadChunk(loadSdd ?? importSdd).then(
          (sdd) => {
            sdd.configureSdd({ ttlMinutes: sddTtlMinutes, cutoff: sddCutoff, api: { base: apiBase } });
            sdd.startSdd();
          },
          () => console.warn('sg-elements: sg-store-locator: the same-day delivery code did not load; delivery ZIPs are not checked on this page.'),
        );
      }),
    [loadSdd, sddTtlMinutes, sddCutoff, apiBase],
  );

  const { dialogProps, requestClose } = useModalDialog(dialogRef, open, {
    host,
    initialFocus,
    onRequestClose: closeStoreFlyout,
  });

  const body = useLazyChunk(props.loadBody ?? importBody);
  const requestBody = body.request;
  useEffect(() => {
    if (open) requestBody();
  }, [open, requestBody]);

  // The body arrived while the shopper waited on the heading: the ZIP field takes focus, as on a warm open.
  const Body: ComponentType<StoreFlyoutBodyProps> | undefined = body.module?.StoreFlyoutBody;
  useEffect(() => {
    if (open && Body && deepActiveElement() === headingRef.current) zipRef.current?.focus();
  }, [open, Body]);

  const show = useCallback(() => openStoreFlyout(owner), [owner]);
  const stsCookie = getCookie(COOKIES.stsEnabled) === 'true';
  // eslint-disable-next-line react-hooks/purity -- store hours are shown for the moment of rendering
  const now = Date.now();
  const label = myStoreButton(view, now, stsCookie);

  return (
    <>
      {props.button ? (
        <button
          type="button"
          part="button"
          className={css.button}
          onClick={show}
          onPointerEnter={requestBody}
          onFocus={requestBody}
          // One sentence in every browser (the visible parts are separate boxes).
          aria-label={myStoreButtonWords(label)?.name}
        >
          {label.kind === 'find' ? (
            TEXT.findStore
          ) : (
            <>
              <span>{TEXT.myStorePrefix}</span>{' '}
              <span part="store-name" className={css.storeName}>
                {label.name}
              </span>{' '}
              {/* The spaces keep the visible words apart for the name checks (the flex gap only looks like one). */}
              <span part="store-status" className={css.storeMeta}>
                {label.status}
              </span>{' '}
              <span part="store-hours" className={css.storeMeta}>
                {label.hours}
              </span>
            </>
          )}
        </button>
      ) : null}
      <dialog ref={dialogRef} part="dialog" className={`${modal.left} ${css.dialog}`} aria-labelledby={headingId} {...dialogProps}>
        <div part="panel" className={css.panel}>
          <div className={css.header}>
            <h2 ref={headingRef} id={headingId} part="heading" className={css.heading} tabIndex={-1}>
              {TEXT.findStore}
            </h2>
            <button type="button" part="close-button" className={base.iconButton} aria-label={TEXT.close} onClick={() => requestClose('close-button')}>
              <CloseIcon />
            </button>
          </div>
          <div className={css.body}>
            {Body ? (
              // Store status and hours to the minute: the body's cards are computed once a minute, not on every render.
              <Body idBase={id} open={open} zipRef={zipRef} host={host} apiBase={apiBase} now={now - (now % 60_000)} stsCookie={stsCookie} />
            ) : (
              <ChunkFallback open={open} status={body.status} failedText={TEXT.chunkFailed} retryText={TEXT.retry} onRetry={requestBody} />
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
