import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { isSddInfo, parseZip } from '../../../machines/store-locator/sdd.logic';
import { SDD_INFO_KEY } from '../../core/constants/storage';
import { local } from '../../core/storage';
import { configureSdd, getSddInfo, sddInfo, setSddZip } from '../../state/sdd';
import { base } from '../../styles';
import { modal } from '../../styles/modal.css';
import type { SgHost } from '../shared/host';
import { CloseIcon } from '../shared/icons';
import type { Words } from '../shared/use-messages';
import { useModalDialog } from '../shared/use-modal-dialog';
import { storeLocatorMessages } from '../store-locator/store-locator.messages';
import type { HeaderPart } from './header.anatomy';
import { deliveryZipFieldProps, deliveryZipView, type DeliveryZipPhase } from './delivery-zip.connect';
import { headerMessages } from './header.messages';
import { visibleControl } from './layout';
import * as css from './delivery-zip.css';

/**
 * The header's delivery ZIP popup and form, a lazy chunk (delivery-zip.tsx loads it on the first intent on an entry):
 * with it come the page's same-day delivery state (src/state/sdd.ts, shared with the store locator) and the SDD rules.
 */

/** How long the form's live region stays empty at least between a submit and its answer (ms). */
const ANNOUNCE_GAP_MS = 150;

export interface DeliveryZipFormProps {
  host?: SgHost;
  apiBase: string;
  /** The header's words: its own texts and the store locator's delivery ZIP texts, in its locale. */
  words: Words;
  /** The page's delivery ZIP as the header knows it (the field's first value). */
  zip: string | null;
  /** The field, for the popup's initial focus. */
  fieldRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The page's SDD rules, ready for this header: on a page without `<sg-store-locator>` the header gives them its
 * `api-base` (a locator's own settings, `sdd-ttl-minutes` and `sdd-cutoff`, win where there is one: it configures them
 * after its first paint, long before a shopper types a ZIP here). Then the SDD actor exists, with the stored info in
 * its signal; stale info is checked again in the background with its ZIP and priority (`getSddInfo`).
 */
function prepareSdd(host: SgHost | undefined, apiBase: string): void {
  if (!(host?.ownerDocument ?? document).querySelector('sg-store-locator')) configureSdd({ api: { base: apiBase } });
  getSddInfo();
}

/**
 * The delivery ZIP form, in the popup and inline in the hamburger dialog: a labelled ZIP field (5 digits, or ZIP+4 of
 * which the first five are used; `inputmode="numeric"`, `autocomplete="postal-code"`), "Update", the page's delivery
 * sentence as a polite live region, and an alert for a failed check. An invalid ZIP is refused on the field (no
 * request): `aria-invalid`, its message tied by `aria-describedby`, focus back on the field. A valid one asks the
 * page's SDD rules with priority MANUAL (`setSddZip`); the state saves the info and dispatches `sg-sdd-change`, which
 * updates the header's entries. A failure keeps everything as it was (the stored info, the entry's text, the typed
 * ZIP) and says so. Texts: the store locator's delivery ZIP texts where they exist, the header's for the rest.
 */
export function DeliveryZipForm({ host, apiBase, words, zip, fieldRef }: DeliveryZipFormProps) {
  useSignals();
  const t = words(headerMessages);
  const locator = words(storeLocatorMessages);
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const field = fieldRef ?? ownRef;
  const [phase, setPhase] = useState<DeliveryZipPhase>({ name: 'idle' });
  // Until the SDD state has read it, the stored info (the same, with the same check): the sentence shows at once.
  const [stored] = useState(() => local.getJSON(SDD_INFO_KEY, isSddInfo));
  useEffect(() => prepareSdd(host, apiBase), [host, apiBase]);
  // The latest request only: the answer for an earlier ZIP changes nothing.
  const latest = useRef(0);

  const view = deliveryZipView(phase, sddInfo.value ?? stored, { t, locator });
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.busy) return;
    const five = parseZip(field.current?.value ?? '');
    if (!five) {
      setPhase({ name: 'invalid' });
      field.current?.focus();
      return;
    }
    const n = ++latest.current;
    const started = performance.now();
    setPhase({ name: 'checking', zip: five });
    void setSddZip(five, 'MANUAL').then(({ outcome }) => {
      // The live region stays empty a moment at least: an answer that comes at once (the same ZIP again, `unchanged`)
      // would otherwise refill it in the same frame, and a screen reader would hear nothing.
      setTimeout(
        () => {
          if (latest.current !== n) return;
          setPhase({ name: 'done', zip: five, outcome });
          if (outcome === 'invalid') field.current?.focus();
        },
        Math.max(0, started + ANNOUNCE_GAP_MS - performance.now()),
      );
    });
  };

  return (
    <form part={'delivery-zip-form' satisfies HeaderPart} className={css.form} noValidate onSubmit={submit}>
      <label className={css.label} htmlFor={`${id}-zip`}>
        {locator('deliveryLabel')}
      </label>
      <div className={css.row}>
        <input
          ref={field}
          id={`${id}-zip`}
          part={'delivery-zip-input' satisfies HeaderPart}
          className={css.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={zip ?? ''}
          {...deliveryZipFieldProps(view, errorId)}
          onInput={() => {
            if (phase.name === 'invalid') setPhase({ name: 'idle' });
          }}
        />
        <button
          type="submit"
          part={'delivery-zip-submit' satisfies HeaderPart}
          className={base.button}
          aria-disabled={view.busy || undefined}
        >
          {t('deliveryZipUpdate')}
        </button>
      </div>
      {view.fieldError ? (
        <p id={errorId} part={'delivery-zip-error' satisfies HeaderPart} className={css.fieldError}>
          {view.fieldError}
        </p>
      ) : null}
      <div className={css.messages}>
        <p part={'delivery-zip-status' satisfies HeaderPart} className={css.status} role="status">
          {view.status}
        </p>
        <p part={'delivery-zip-alert' satisfies HeaderPart} className={css.alert} role="alert">
          {view.alert}
        </p>
      </div>
    </form>
  );
}

export interface DeliveryZipDialogProps extends Omit<DeliveryZipFormProps, 'fieldRef'> {
  open: boolean;
  /** The entry that opened it: the popup sits under it, and it gets focus back on close. */
  opener: HTMLElement | null;
  /** Escape, Close or a press on the backdrop (after the host let `sg-request-close` through). */
  onClose: () => void;
}

/**
 * The popup: "Same-day delivery", the form, and Close. A modal dialog (W3C APG dialog pattern, through the shared
 * `useModalDialog`) rather than a non-modal popover: it holds a form the shopper fills and submits, the APG's dialog is
 * the pattern that gives it a complete keyboard contract (focus into the field, Tab kept inside, Escape and Close,
 * focus back to the opener), and the shared helper already does that across shadow roots in every engine with the
 * tested focus return and `sg-request-close` of the other dialogs. A non-modal popover would need its own Escape,
 * outside-press and Tab-out rules (as "More" has) for a form that a Tab out of would silently abandon. It is placed
 * under its opener all the same (delivery-zip.css.ts), so it reads as the button's popup.
 */
export function DeliveryZipDialog({ open, opener, onClose, ...form }: DeliveryZipDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const headingId = `${useId()}-heading`;
  const { dialogProps, requestClose, rememberOpener, present } = useModalDialog(dialogRef, open, {
    host: form.host,
    initialFocus: fieldRef,
    onRequestClose: onClose,
    // The opener hidden by the layout (the window narrowed below 1024 px while it was open): the hamburger, else the
    // first control of the bar that shows.
    fallbackFocus: () => {
      const find = (name: string) => form.host?.shadowRoot?.querySelector<HTMLElement>(`[part="${name}"]`) ?? null;
      return visibleControl(find('hamburger'), find('bar'));
    },
  });
  // Before the dialog's own effect shows it: the opener gets focus back even where a click does not focus a button
  // (Safari), and the popup's place is under it (two custom properties set through the CSSOM, as React's `style` does:
  // a strict CSP allows that; measured here, when the opener's box is known, without a second render).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !opener || !dialog) return;
    rememberOpener(opener);
    const box = opener.getBoundingClientRect();
    dialog.style.setProperty('--sg-zip-x', `${Math.round(box.left)}px`);
    dialog.style.setProperty('--sg-zip-y', `${Math.round(box.bottom + 4)}px`);
  }, [open, opener, rememberOpener]);
  const locator = form.words(storeLocatorMessages);

  return (
    <dialog
      ref={dialogRef}
      part={'delivery-zip-dialog' satisfies HeaderPart}
      className={`${modal.center} ${css.dialog}`}
      aria-labelledby={headingId}
      {...dialogProps}
    >
      {present ? (
        <div className={css.panel}>
          <div className={css.top}>
            <h2 id={headingId} className={css.heading}>
              {locator('deliveryHeading')}
            </h2>
            <button
              type="button"
              part={'delivery-zip-close' satisfies HeaderPart}
              className={base.iconButton}
              aria-label={locator('close')}
              onClick={() => requestClose('close-button')}
            >
              <CloseIcon />
            </button>
          </div>
          <DeliveryZipForm {...form} fieldRef={fieldRef} />
        </div>
      ) : null}
    </dialog>
  );
}
