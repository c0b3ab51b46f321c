import { useSignals } from '@preact/signals-react/runtime';
import { useMachine } from '@xstate/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { parseZip } from '../../../machines/store-locator/sdd.logic';
import { resultsStatus, storeLocatorMachine } from '../../../machines/store-locator';
import { errorMessages } from '../../core/errors';
import type { Store } from '../../core/stores.types';
import { sddInfo, setSddLocation, setSddZip } from '../../state/sdd';
import { chooseStore, myStore } from '../../state/stores';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { useOnChange } from '../shared/use-on-change';
import { useErrorShown } from '../shared/use-error-shown';
import { localeOf, useWords, type Translate } from '../shared/use-messages';
import type { StoreLocatorPart } from './store-locator.anatomy';
import { deliverySentence, fieldProps, storeCard, wordLocatorText, type StoreCard, type StoreWords } from './store-locator.connect';
import { storeLocatorMessages } from './store-locator.messages';
import * as css from './store-flyout.css';

export interface StoreFlyoutBodyProps {
  idBase: string;
  /** Whether the flyout is open: closing it shrinks the list back to its first window (a light reopen). */
  open: boolean;
  zipRef: RefObject<HTMLInputElement | null>;
  host?: SgHost;
  /** The page configuration script the element reads (its `messages` section). */
  configId?: string;
  apiBase?: string;
  /** The moment store hours are shown for. */
  now: number;
  stsCookie: boolean;
}

/**
 * Stores shown at first and added by each "Show more stores": a window of the answer, so that opening the flyout,
 * choosing a store and the focus trap's search for tabbable elements stay fast with 250+ stores (docs/testing.md, "Benchmarks").
 */
export const STORES_PAGE = 20;

type Texts = (typeof storeLocatorMessages)['defaults'];

/**
 * The locator's words as one value that changes only when a text does (`lang`, a translation or the page's texts
 * arriving), so that the cards, worded with it, are still computed once per answer, window and minute: the
 * translator itself is a new function on every render.
 */
function useStableWords(t: Translate<Texts>, locale: string): StoreWords {
  const keys = Object.keys(storeLocatorMessages.defaults) as Array<keyof Texts>;
  const signature = `${locale}\u0000${keys.map((key) => t(key)).join('\u0000')}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` and `locale` are what `signature` says
  return useMemo(() => ({ t, locale }), [signature]);
}

/**
 * The flyout's content: the store search (ZIP or the browser's location), the results, and the delivery ZIP form.
 * Its search is `storeLocatorMachine`; choosing a store and the delivery ZIP go to the page's state, so every locator
 * and the header agree.
 */
export function StoreFlyoutBody(props: StoreFlyoutBodyProps) {
  useSignals();
  const { idBase, open, zipRef, host, configId, apiBase, now, stsCookie } = props;
  const wordsFor = useWords(host, configId);
  const words = useStableWords(wordsFor(storeLocatorMessages), localeOf(host) ?? 'en-US');
  const { t } = words;
  const error = wordsFor(errorMessages);
  const api = { base: apiBase };
  const [snapshot, send, actor] = useMachine(storeLocatorMachine, { input: { api } });
  useOnChange(apiBase, (base) => send({ type: 'API.CHANGE', api: { base } }));
  // Analytics: the catalogue errors shown (a search's failure, the ZIP field's).
  useErrorShown('store flyout', [snapshot.context.error?.message, snapshot.context.fieldError]);

  // The browser's position also feeds the page's same-day delivery (a BROWSER_LOCATION update).
  useEffect(() => {
    const subscription = actor.on('located', ({ at }) => void setSddLocation(at));
    return () => subscription.unsubscribe();
  }, [actor]);

  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const ids = { zipError: `${idBase}-zip-error`, deliveryError: `${idBase}-delivery-error`, results: `${idBase}-results` };

  // The window of the answer: STORES_PAGE cards, STORES_PAGE more on each "Show more stores". Cards are computed once per
  // answer, window and minute (store status and hours), and each one renders again only when it changes.
  const [window_, setWindow] = useState({ list: context.stores, shown: STORES_PAGE });
  if (window_.list !== context.stores || (!open && window_.shown > STORES_PAGE)) setWindow({ list: context.stores, shown: STORES_PAGE });
  const total = context.stores.length;
  const shown = window_.list === context.stores ? Math.min(window_.shown, total) : Math.min(STORES_PAGE, total);
  const cards = useMemo(
    () => context.stores.slice(0, shown).map((store) => ({ store, card: storeCard(store, now, stsCookie, words) })),
    [context.stores, shown, now, stsCookie, words],
  );
  const firstNewRef = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const showMore = () => {
    firstNewRef.current = shown;
    setWindow({ list: context.stores, shown: shown + STORES_PAGE });
  };
  // After "Show more stores", focus goes to the first store added (its heading), so the shopper reads on from there.
  useEffect(() => {
    const index = firstNewRef.current;
    if (index === null) return;
    firstNewRef.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[part="store"] h3')[index]?.focus();
  }, [shown]);

  const myStoreId = myStore.value.storeId;
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const currentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (chosen) currentRef.current?.focus();
  }, [chosen]);
  const choose = useCallback(
    (store: Store) => {
      chooseStore(store, host ?? null);
      setChosen({ id: store.properties.gx_id, name: store.properties.storeName });
    },
    [host],
  );

  // Delivery ZIP (the spec's zip code popup): priority MANUAL.
  const info = sddInfo.value;
  // `failed`: the ZIP whose check failed.
  const [delivery, setDelivery] = useState<{ busy: boolean; fieldError: boolean; failed: string | null }>({
    busy: false,
    fieldError: false,
    failed: null,
  });
  const deliveryRef = useRef<HTMLInputElement>(null);
  const submitDelivery = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (delivery.busy) return;
    const zip = parseZip(deliveryRef.current?.value ?? '');
    if (!zip) {
      setDelivery({ busy: false, fieldError: true, failed: null });
      deliveryRef.current?.focus();
      return;
    }
    setDelivery({ busy: true, fieldError: false, failed: null });
    void setSddZip(zip, 'MANUAL').then(({ outcome }) =>
      setDelivery({ busy: false, fieldError: false, failed: outcome === 'failed' ? zip : null }),
    );
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = zipRef.current?.value ?? '';
    send({ type: 'SEARCH.SUBMIT', text });
    if (parseZip(text) === null) zipRef.current?.focus();
  };

  const status = busy
    ? t('searching')
    : snapshot.hasTag('results')
      ? wordLocatorText(resultsStatus(total, context.near), t, error)
      : chosen
        ? t('chosen', { store: chosen.name })
        : '';
  const sentence = deliverySentence(info, t);

  return (
    <>
      <form
        part={'search-form' satisfies StoreLocatorPart}
        className={css.form}
        role="search"
        aria-label={t('searchLabel')}
        noValidate
        onSubmit={submitSearch}
      >
        <ZipField
          id={`${idBase}-zip`}
          label={t('zipLabel')}
          ref={zipRef}
          parts={{ input: 'zip-input', button: 'search-button' }}
          buttonText={t('search')}
          error={context.fieldError ? wordLocatorText(context.fieldError, t, error) : null}
          errorId={ids.zipError}
          onInput={() => send({ type: 'FIELD.EDIT' })}
        />
        <div className={css.row}>
          <button
            type="button"
            part={'locate-button' satisfies StoreLocatorPart}
            className={base.secondaryButton}
            onClick={() => send({ type: 'LOCATE.REQUEST' })}
          >
            {t('locate')}
          </button>
        </div>
      </form>

      <p part={'live' satisfies StoreLocatorPart} className={css.status} role="status">
        {status}
      </p>
      {context.error ? (
        <p part={'alert' satisfies StoreLocatorPart} className={css.alert} role="alert">
          {wordLocatorText(context.error.message, t, error)}
        </p>
      ) : null}

      {total > 0 && snapshot.hasTag('results') ? (
        <>
          <ul
            ref={listRef}
            id={ids.results}
            part={'results' satisfies StoreLocatorPart}
            className={css.list}
            aria-label={t('resultsLabel')}
          >
            {cards.map(({ store, card }) => (
              <StoreItem
                key={card.id}
                store={store}
                card={card}
                isMine={card.id === myStoreId}
                currentRef={chosen?.id === card.id ? currentRef : null}
                t={t}
                onChoose={choose}
              />
            ))}
          </ul>
          {shown < total ? (
            <p className={css.more}>
              <button
                type="button"
                part={'show-more' satisfies StoreLocatorPart}
                className={base.secondaryButton}
                aria-describedby={`${idBase}-shown`}
                onClick={showMore}
              >
                {t('showMore')}
              </button>
              <span id={`${idBase}-shown`} className={css.muted}>
                {t('shownOf', { shown, total })}
              </span>
            </p>
          ) : null}
        </>
      ) : null}

      <section className={css.section} aria-labelledby={`${idBase}-delivery-heading`}>
        <h3 id={`${idBase}-delivery-heading`} className={css.storeName}>
          {t('deliveryHeading')}
        </h3>
        <form
          part={'delivery-form' satisfies StoreLocatorPart}
          className={css.form}
          noValidate
          onSubmit={submitDelivery}
        >
          <ZipField
            id={`${idBase}-delivery`}
            label={t('deliveryLabel')}
            ref={deliveryRef}
            parts={{ input: 'delivery-input', button: 'delivery-button' }}
            buttonText={t('deliveryButton')}
            busy={delivery.busy}
            defaultValue={info?.sddZipCode ?? ''}
            error={delivery.fieldError ? t('zipInvalid') : null}
            errorId={ids.deliveryError}
            onInput={() => delivery.fieldError && setDelivery((d) => ({ ...d, fieldError: false }))}
          />
        </form>
        <p part={'delivery-label' satisfies StoreLocatorPart} className={css.sentence} role="status">
          {sentence}
        </p>
        {delivery.failed ? (
          <p part={'alert' satisfies StoreLocatorPart} className={css.alert} role="alert">
            {t('deliveryFailed', { zip: delivery.failed })}
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
  parts: { input: StoreLocatorPart; button: StoreLocatorPart };
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
        <p id={errorId} part={'field-error' satisfies StoreLocatorPart} className={css.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}

interface StoreItemProps {
  store: Store;
  card: StoreCard;
  isMine: boolean;
  /** The "Your store" marker of the store just chosen gets focus (the button it replaces is gone). */
  currentRef: RefObject<HTMLParagraphElement | null> | null;
  /** The locator's texts (the same function until a text changes). */
  t: Translate<Texts>;
  onChoose: (store: Store) => void;
}

/** One store of the results; it renders again only when its card, its "mine" state or its focus target changes. */
const StoreItem = memo(function StoreItem({ store, card, isMine, currentRef, t, onChoose }: StoreItemProps) {
  return (
    <li part={'store' satisfies StoreLocatorPart} className={css.store}>
      <h3 className={css.storeName} tabIndex={-1}>
        {card.name}
      </h3>
      {card.address ? <p className={css.line}>{card.address}</p> : null}
      <p className={css.line}>{[card.distance, card.status, card.hours].filter(Boolean).join(' · ')}</p>
      {card.next ? <p className={css.muted}>{card.next}</p> : null}
      {card.storePickup || card.shipToStore ? (
        <ul className={css.services}>
          {card.storePickup ? <li>{t('storePickup')}</li> : null}
          {card.shipToStore ? <li>{t('shipToStore')}</li> : null}
        </ul>
      ) : null}
      {isMine ? (
        <p
          ref={currentRef ?? undefined}
          part={'current-store' satisfies StoreLocatorPart}
          className={css.current}
          tabIndex={-1}
        >
          {t('currentStore')}
        </p>
      ) : (
        <button
          type="button"
          part={'make-my-store' satisfies StoreLocatorPart}
          className={base.secondaryButton}
          aria-label={t('makeMyStoreName', { store: card.name })}
          onClick={() => onChoose(store)}
        >
          {t('makeMyStore')}
        </button>
      )}
    </li>
  );
});
