import { useSignals } from '@preact/signals-react/runtime';
import { useMachine } from '@xstate/react';
import { startTransition, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { parseZip, ZIP_MESSAGE } from '../../../machines/sdd-priority/sdd.logic';
import { resultsStatus, storeLocatorMachine } from '../../../machines/store-locator';
import type { Store } from '../../core/stores.types';
import { sddInfo, setSddLocation, setSddZip } from '../../state/sdd';
import { chooseStore, myStore } from '../../state/stores';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { STORE_LOCATOR_TEXT as TEXT } from './store-locator.anatomy';
import { deliverySentence, fieldProps, storeCard } from './store-locator.connect';
import * as css from './store-flyout.css';

export interface StoreFlyoutBodyProps {
  idBase: string;
  zipRef: RefObject<HTMLInputElement | null>;
  host?: SgHost;
  apiBase?: string;
  /** The moment store hours are shown for. */
  now: number;
  stsCookie: boolean;
}

/** Cards rendered in the search's own task; the rest follow in slices of `SLICE` (250 results never block). */
const FIRST = 12;
const SLICE = 40;

/**
 * The flyout's content: the store search (ZIP or the browser's location), the results, and the delivery ZIP form.
 * Its search is `storeLocatorMachine`; choosing a store and the delivery ZIP go to the page's state, so every locator
 * and the header agree.
 */
export function StoreFlyoutBody(props: StoreFlyoutBodyProps) {
  useSignals();
  const { idBase, zipRef, host, apiBase, now, stsCookie } = props;
  const api = { base: apiBase };
  const [snapshot, send, actor] = useMachine(storeLocatorMachine, { input: { api } });
  const firstBase = useRef(apiBase);
  useEffect(() => {
    if (firstBase.current !== apiBase) send({ type: 'API.CHANGE', api: { base: apiBase } });
  }, [apiBase, send]);

  // The browser's position also feeds the page's same-day delivery (a BROWSER_LOCATION update).
  useEffect(() => {
    const subscription = actor.on('located', ({ at }) => void setSddLocation(at));
    return () => subscription.unsubscribe();
  }, [actor]);

  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const ids = { zipError: `${idBase}-zip-error`, deliveryError: `${idBase}-delivery-error`, results: `${idBase}-results` };

  // Progressive list: a new answer shows its first cards at once, the others in transitions after.
  const [progress, setProgress] = useState({ list: context.stores, shown: FIRST });
  if (progress.list !== context.stores) setProgress({ list: context.stores, shown: FIRST });
  const total = context.stores.length;
  useEffect(() => {
    if (progress.shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setProgress((p) => ({ ...p, shown: p.shown + SLICE }))), 0);
    return () => clearTimeout(timer);
  }, [progress.shown, total]);

  const myStoreId = myStore.value.storeId;
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const currentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (chosen) currentRef.current?.focus();
  }, [chosen]);
  const choose = (store: Store) => {
    chooseStore(store, host ?? null);
    setChosen({ id: store.properties.gx_id, name: store.properties.storeName });
  };

  // Delivery ZIP (the spec's zip code popup): priority MANUAL.
  const info = sddInfo.value;
  const [delivery, setDelivery] = useState<{ busy: boolean; fieldError: string | null; failed: string | null }>({
    busy: false,
    fieldError: null,
    failed: null,
  });
  const deliveryRef = useRef<HTMLInputElement>(null);
  const submitDelivery = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (delivery.busy) return;
    const zip = parseZip(deliveryRef.current?.value ?? '');
    if (!zip) {
      setDelivery({ busy: false, fieldError: ZIP_MESSAGE, failed: null });
      deliveryRef.current?.focus();
      return;
    }
    setDelivery({ busy: true, fieldError: null, failed: null });
    void setSddZip(zip, 'MANUAL').then(({ outcome }) =>
      setDelivery({ busy: false, fieldError: null, failed: outcome === 'failed' ? TEXT.deliveryFailed(zip) : null }),
    );
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = zipRef.current?.value ?? '';
    send({ type: 'SEARCH.SUBMIT', text });
    if (parseZip(text) === null) zipRef.current?.focus();
  };

  const status = busy
    ? TEXT.searching
    : snapshot.hasTag('results')
      ? resultsStatus(total, context.near)
      : chosen
        ? `${chosen.name} is now your store`
        : '';
  const sentence = deliverySentence(info);

  return (
    <>
      <form part="search-form" className={css.form} role="search" aria-label={TEXT.searchLabel} noValidate onSubmit={submitSearch}>
        <ZipField
          id={`${idBase}-zip`}
          label={TEXT.zipLabel}
          ref={zipRef}
          parts={{ input: 'zip-input', button: 'search-button' }}
          buttonText={TEXT.search}
          error={context.fieldError}
          errorId={ids.zipError}
          onInput={() => send({ type: 'FIELD.EDIT' })}
        />
        <div className={css.row}>
          <button type="button" part="locate-button" className={base.secondaryButton} onClick={() => send({ type: 'LOCATE.REQUEST' })}>
            {TEXT.locate}
          </button>
        </div>
      </form>

      <p part="live" className={css.status} role="status">
        {status}
      </p>
      {context.error ? (
        <p part="alert" className={css.alert} role="alert">
          {context.error.message}
        </p>
      ) : null}

      {total > 0 && snapshot.hasTag('results') ? (
        <ul id={ids.results} part="results" className={css.list} aria-label={TEXT.resultsLabel}>
          {context.stores.slice(0, progress.list === context.stores ? progress.shown : FIRST).map((store) => {
            const card = storeCard(store, now, stsCookie);
            const isMine = card.id === myStoreId;
            return (
              <li key={card.id} part="store" className={css.store}>
                <h3 className={css.storeName}>{card.name}</h3>
                {card.address ? <p className={css.line}>{card.address}</p> : null}
                <p className={css.line}>
                  {[card.distance, card.status, card.hours].filter(Boolean).join(' · ')}
                </p>
                {card.next ? <p className={css.muted}>{card.next}</p> : null}
                {card.storePickup || card.shipToStore ? (
                  <ul className={css.services}>
                    {card.storePickup ? <li>{TEXT.storePickup}</li> : null}
                    {card.shipToStore ? <li>{TEXT.shipToStore}</li> : null}
                  </ul>
                ) : null}
                {isMine ? (
                  <p ref={chosen?.id === card.id ? currentRef : undefined} part="current-store" className={css.current} tabIndex={-1}>
                    {TEXT.currentStore}
                  </p>
                ) : (
                  <button
                    type="button"
                    part="make-my-store"
                    className={base.secondaryButton}
                    aria-label={`${TEXT.makeMyStore}: ${card.name}`}
                    onClick={() => choose(store)}
                  >
                    {TEXT.makeMyStore}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      <section className={css.section} aria-labelledby={`${idBase}-delivery-heading`}>
        <h3 id={`${idBase}-delivery-heading`} className={css.storeName}>
          {TEXT.deliveryHeading}
        </h3>
        <form part="delivery-form" className={css.form} noValidate onSubmit={submitDelivery}>
          <ZipField
            id={`${idBase}-delivery`}
            label={TEXT.deliveryLabel}
            ref={deliveryRef}
            parts={{ input: 'delivery-input', button: 'delivery-button' }}
            buttonText={TEXT.deliveryButton}
            busy={delivery.busy}
            defaultValue={info?.sddZipCode ?? ''}
            error={delivery.fieldError}
            errorId={ids.deliveryError}
            onInput={() => delivery.fieldError && setDelivery((d) => ({ ...d, fieldError: null }))}
          />
        </form>
        <p part="delivery-label" className={css.sentence} role="status">
          {sentence}
        </p>
        {delivery.failed ? (
          <p part="alert" className={css.alert} role="alert">
            {delivery.failed}
          </p>
        ) : null}
      </section>
    </>
  );
}

interface ZipFieldProps {
  id: string;
  label: string;
  ref: RefObject<HTMLInputElement | null>;
  parts: { input: string; button: string };
  buttonText: string;
  busy?: boolean;
  defaultValue?: string;
  /** The field's message (an invalid ZIP), tied to the input by `aria-describedby`. */
  error: string | null;
  errorId: string;
  onInput: () => void;
}

/** A labelled US ZIP field with its submit button and message: the store search's and the delivery ZIP's. */
function ZipField({ ref, ...props }: ZipFieldProps) {
  const { id, error, errorId } = props;
  return (
    <>
      <label className={css.label} htmlFor={id}>
        {props.label}
      </label>
      <div className={css.row}>
        <input
          ref={ref}
          id={id}
          part={props.parts.input}
          className={css.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={props.defaultValue}
          {...fieldProps(error, errorId)}
          onInput={props.onInput}
        />
        <button type="submit" part={props.parts.button} className={base.button} aria-disabled={props.busy || undefined}>
          {props.buttonText}
        </button>
      </div>
      {error ? (
        <p id={errorId} part="field-error" className={css.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
