import { useEffect } from 'react';
import { SDD_INFO_KEY } from '../../core/constants/storage';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { useLazyChunk } from '../shared/use-lazy-chunk';
import { storedSddZip, type DeliveryZip } from './delivery-zip';
import { headerMessages } from './header.messages';
import * as css from './header.css';

/**
 * The delivery ZIP control's part in the header's runtime chunk (runtime.ts, loaded right after the first paint):
 * it follows the page's delivery ZIP, and hosts the popup, whose chunk it loads on the first intent on the
 * sub-header's entry (a press before this chunk arrived is kept in the header's state and acted on now).
 */

export type DeliveryZipModule = typeof import('./DeliveryZip');

const importDeliveryZip = (): Promise<DeliveryZipModule> => import('./DeliveryZip');

/**
 * The popup's and form's chunk (`load` replaces its import in tests), for `useLazyChunk`: each try that fails gives
 * one warning; the alert in place of the popup or the form offers "Try again".
 */
export const loadDeliveryZip =
  (load: () => Promise<DeliveryZipModule> = importDeliveryZip) =>
  (): Promise<DeliveryZipModule> =>
    load().catch((error: unknown) => {
      console.warn('<sg-header>: the delivery ZIP form did not load.', error);
      throw error;
    });

/**
 * Calls `onChange` with the page's delivery ZIP whenever it changes: `sg-sdd-change` (any change, from any element or
 * call), a `storage` event of `sg_sdd_info` (another tab), and once now (a change made before this chunk arrived).
 * Returns the unsubscribe.
 */
export function watchDeliveryZip(onChange: (zip: string | null) => void): () => void {
  const onSddChange = (event: Event) => {
    const zip = (event as CustomEvent<{ zip?: unknown } | null>).detail?.zip;
    onChange(typeof zip === 'string' && zip ? zip : null);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === SDD_INFO_KEY || event.key === null) onChange(storedSddZip());
  };
  document.addEventListener('sg-sdd-change', onSddChange);
  window.addEventListener('storage', onStorage);
  onChange(storedSddZip());
  return () => {
    document.removeEventListener('sg-sdd-change', onSddChange);
    window.removeEventListener('storage', onStorage);
  };
}

export interface DeliveryZipHostProps {
  zip: DeliveryZip;
  host?: SgHost;
  apiBase: string;
  /** Replaces the chunk's import (tests of its failure). */
  load?: () => Promise<DeliveryZipModule>;
}

/**
 * Follows the ZIP (`watchDeliveryZip`) and renders the popup once asked for: the dialog when its chunk is here, or,
 * when the chunk did not load (network, the spec's 120 s timeout), an alert under the bar with "Try again", as the
 * menu's failure says it. A press on the entry tries again too.
 */
export function DeliveryZipHost({ zip, host, apiBase, load }: DeliveryZipHostProps) {
  const { setZip, popup, setPopup, words } = zip;
  useEffect(() => watchDeliveryZip(setZip), [setZip]);
  const chunk = useLazyChunk(loadDeliveryZip(load));
  const { request } = chunk;
  // Each intent or press is a new `popup`: after a failure, pressing the entry again tries again.
  useEffect(() => {
    if (popup) request();
  }, [popup, request]);
  const open = popup?.open ?? false;

  const Dialog = chunk.module?.DeliveryZipDialog;
  if (!popup) return null;
  if (Dialog) {
    return (
      <Dialog
        host={host}
        apiBase={apiBase}
        words={words}
        zip={zip.zip}
        open={open}
        opener={popup.opener}
        onClose={() => setPopup({ open: false, opener: popup.opener })}
      />
    );
  }
  const failed = chunk.status === 'failed' && open;
  const t = words(headerMessages);
  return (
    <div role="alert" className={failed ? css.menuError : base.visuallyHidden}>
      {failed ? (
        <>
          {t('deliveryZipFailed')}{' '}
          <button type="button" className={base.textButton} onClick={request}>
            {t('tryAgain')}
          </button>
        </>
      ) : null}
    </div>
  );
}
