import { useState } from 'react';
import { SDD_INFO_KEY } from '../../core/constants/storage';
import { local } from '../../core/storage';
import { base } from '../../styles';
import type { Words } from '../shared/use-messages';
import type { HeaderPart } from './header.anatomy';
import type { HeaderWords } from './header.connect';
import { headerMessages } from './header.messages';
import * as css from './header.css';

/**
 * The header's delivery ZIP control (the spec's "zip code popup": a shopper sets the same-day delivery ZIP from the
 * header, priority MANUAL), its eager part: the ZIP the entries show and the popup's request. The rest comes later:
 * the runtime chunk's `DeliveryZipHost` (delivery-zip-host.tsx, right after the first paint) follows the ZIP and hosts
 * the popup, whose own chunk (DeliveryZip.tsx: the form, the dialog and the page's SDD state, src/state/sdd.ts)
 * loads on the first intent on an entry. None of the popup, the form or the SDD state is in the header's first load.
 *
 * How the header knows the ZIP without the SDD state: the stored `sg_sdd_info` in its first render (so a returning
 * shopper's "Deliver to 77056" is there in the first frame, and nothing moves when it is read), then the page event
 * `sg-sdd-change`, which the SDD state dispatches on every change whoever asked for it (the store locator,
 * `setSddZip`, this popup; with storage disabled the info lives in memory and the event is how it arrives), and
 * `storage` events for another tab (both followed by `DeliveryZipHost`). Subscribing to the state's signal instead
 * would load that state with the header.
 */

/**
 * The ZIP of the stored same-day delivery info, or null (none, no ZIP, not JSON, storage disabled). Only its ZIP is
 * read here and nothing is removed: the full check of the info (machines/store-locator/sdd-info.logic.ts) is the SDD
 * state's, which removes an info that fails it when it loads; the header's first load does without that check's code.
 */
export function storedSddZip(): string | null {
  try {
    const zip = (JSON.parse(local.get(SDD_INFO_KEY) ?? 'null') as { sddZipCode?: unknown } | null)?.sddZipCode;
    return typeof zip === 'string' && /^\d{5}$/.test(zip) ? zip : null;
  } catch {
    return null;
  }
}

/** The popup: wanted (its chunk loads) and, once asked for, open or closed with the entry that opened it. */
export interface DeliveryZipPopup {
  open: boolean;
  opener: HTMLElement | null;
}

/** The control's state, shared by the sub-header's entry, the hamburger dialog's and the runtime's host. */
export interface DeliveryZip {
  /** The page's delivery ZIP, or null. */
  zip: string | null;
  setZip: (zip: string | null) => void;
  /** The entries' text: "Deliver to {zip}", or "Set delivery ZIP". */
  label: string;
  /** Null until the first intent on the sub-header's entry. */
  popup: DeliveryZipPopup | null;
  setPopup: (popup: DeliveryZipPopup) => void;
  /** The header's runtime chunk did not load: no popup can come (a press on the entry says so). */
  failed: boolean;
  /** The header's words (its locale, every bundle: the form words the store locator's delivery texts). */
  words: Words;
}

/** The control, or null when the configuration's `deliveryZip` switch turns it off. */
export function useDeliveryZip(enabled: boolean, words: Words, failed: boolean): DeliveryZip | null {
  const [zip, setZip] = useState(storedSddZip);
  const [popup, setPopup] = useState<DeliveryZipPopup | null>(null);
  const t = words(headerMessages);
  if (!enabled) return null;
  return { zip, setZip, label: zip ? t('deliverTo', { zip }) : t('setDeliveryZip'), popup, setPopup, failed, words };
}

/**
 * The sub-header's entry (from 1024 px, beside the store button; below, the hamburger dialog has it): a button that
 * opens the popup; pointing at it or focusing it fetches the popup's chunk. `data-measure="zip"`: the row's fit keeps
 * its width whole. Without the header's runtime chunk no popup can come: a press says so (the menu's way).
 */
export function DeliveryZipButton({ zip, t }: { zip: DeliveryZip; t: HeaderWords }) {
  const failed = zip.failed && zip.popup?.open;
  const want = () => zip.popup ?? zip.setPopup({ open: false, opener: null });
  return (
    <span className={css.group} data-measure="zip">
      <button
        type="button"
        part={'delivery-zip-button' satisfies HeaderPart}
        className={css.subHeaderLink}
        aria-haspopup="dialog"
        onPointerEnter={want}
        onFocus={want}
        onClick={(event) => zip.setPopup({ open: true, opener: event.currentTarget })}
      >
        {zip.label}
      </button>
      <span role="alert" className={failed ? css.menuError : base.visuallyHidden}>
        {failed ? t('deliveryZipFailed') : null}
      </span>
    </span>
  );
}
