import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { afterPaint } from '../../core/after-paint';
import { COOKIES } from '../../core/constants';
import { loadChunk } from '../../core/lazy';
import { getCookie } from '../../core/storage';
import { closeStoreFlyout, loadMyStore, myStore, openStoreFlyout, registerStoreLocator, setStoresApi, storeFlyoutOwner } from '../../state/stores';
import { ChunkFallback } from '../shared/chunk-fallback';
import { FlyoutDialog } from '../shared/flyout-dialog';
import type { SgHost } from '../shared/host';
import { useLazyFlyout } from '../shared/use-lazy-flyout';
import { localeOf, useMessages } from '../shared/use-messages';
import type { StoreLocatorPart } from './store-locator.anatomy';
import { myStoreButton, myStoreButtonWords } from './store-locator.connect';
import { storeLocatorMessages } from './store-locator.messages';
import * as css from './store-locator.css';
import type { StoreFlyoutBodyProps } from './StoreFlyoutBody';

export interface StoreLocatorProps {
  apiBase?: string;
  /** Show the my-store button (default); false: the flyout only, opened by `show()` or a header's store button. */
  button: boolean;
  /** Page-wide SDD settings (the first connected locator's win). */
  sddTtlMinutes: number;
  sddCutoff: string;
  /** The page configuration script the element reads (its `messages` section overrides texts). */
  configId?: string;
  host?: SgHost;
  /** Replaces the lazy body import (tests of the chunk failure path). */
  loadBody?: () => Promise<{ StoreFlyoutBody: ComponentType<StoreFlyoutBodyProps> }>;
  /** Replaces the lazy SDD state import (tests). */
  loadSdd?: () => Promise<typeof import('../../state/sdd')>;
}

export const storeLocatorDefaults = { button: true, sddTtlMinutes: 30, sddCutoff: '16:00' };

const importBody = () => import('./StoreFlyoutBody');
const importSdd = () => import('../../state/sdd');

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
  // Focus goes to the ZIP field when the body is there, else to the heading until it arrives.
  const zipRef = useRef<HTMLInputElement>(null);

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

  const flyout = useLazyFlyout({ open, host, load: props.loadBody ?? importBody, onRequestClose: closeStoreFlyout, initialRef: zipRef });
  const Body: ComponentType<StoreFlyoutBodyProps> | undefined = flyout.body.module?.StoreFlyoutBody;

  const show = useCallback(() => openStoreFlyout(owner), [owner]);
  const stsCookie = getCookie(COOKIES.stsEnabled) === 'true';
  // eslint-disable-next-line react-hooks/purity -- store hours are shown for the moment of rendering
  const now = Date.now();
  const t = useMessages(storeLocatorMessages, host, props.configId);
  const words = myStoreButtonWords(myStoreButton(view, now, stsCookie), { t, locale: localeOf(host) ?? 'en-US' });

  return (
    <>
      {props.button ? (
        <button
          type="button"
          part={'button' satisfies StoreLocatorPart}
          className={css.button}
          onClick={show}
          {...flyout.intent}
          // One sentence in every browser (the visible parts are separate boxes).
          aria-label={words?.name}
        >
          {!words ? (
            t('findStore')
          ) : (
            <>
              <span>{words.prefix}</span>{' '}
              <span part={'store-name' satisfies StoreLocatorPart} className={css.storeName}>
                {words.store}
              </span>{' '}
              {/* The spaces keep the visible words apart for the name checks (the flex gap only looks like one). */}
              <span part={'store-status' satisfies StoreLocatorPart} className={css.storeMeta}>
                {words.status}
              </span>{' '}
              <span part={'store-hours' satisfies StoreLocatorPart} className={css.storeMeta}>
                {words.hours}
              </span>
            </>
          )}
        </button>
      ) : null}
      <FlyoutDialog
        flyout={flyout}
        side="left"
        className={css.dialog}
        heading={t('findStore')}
        closeLabel={t('close')}
        parts={{ panel: 'panel' }}
        fallback={<ChunkFallback open={open} status={flyout.body.status} failedText={t('chunkFailed')} retryText={t('retry')} onRetry={flyout.body.request} />}
      >
        {Body ? (
          // Store status and hours to the minute: the body's cards are computed once a minute, not on every render.
          <Body
            idBase={flyout.id}
            open={open}
            zipRef={zipRef}
            host={host}
            configId={props.configId}
            apiBase={apiBase}
            now={now - (now % 60_000)}
            stsCookie={stsCookie}
          />
        ) : null}
      </FlyoutDialog>
    </>
  );
}
