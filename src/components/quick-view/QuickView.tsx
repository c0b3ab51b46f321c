import { useSignals } from '@preact/signals-react/runtime';
import { useSelector } from '@xstate/react';
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { quickViewActor, type QuickViewActor } from '../../state/quick-view-flow';
import { quickViewClosed, quickViewRequest } from '../../state/quick-view';
import { loadMyStore, myStore } from '../../state/stores';
import { adoptSheet, base } from '../../styles';
import { modal } from '../../styles/modal.css';
import { CloseIcon } from '../shared/icons';
import { useMessages } from '../shared/use-messages';
import { useModalDialog } from '../shared/use-modal-dialog';
import { FavoriteHeart } from '../shared/favorite-heart';
import { connectQuickView } from './quick-view.connect';
import { quickViewMessages } from './quick-view.messages';
import * as css from './quick-view.css';

/**
 * The page's quick view dialog, a lazy chunk (src/components/quick-view/index.ts loads it on the first request): a
 * modal `<dialog>` named by the product's name, with its price, image, attributes to choose the sku by, inventory by
 * fulfilment and "Add to cart". One per page, in a host element of its own at the end of `<body>` (its shadow root
 * adopts the library's styles), whoever opened it; focus goes back to the opener on close.
 */

export interface QuickViewDialogProps {
  actor: QuickViewActor;
  /** Receives the cancelable `sg-request-close`; the dialog's texts follow the opener's `lang`, else this element's. */
  host: HTMLElement;
}

export function QuickViewDialog({ actor, host }: QuickViewDialogProps) {
  useSignals();
  const request = quickViewRequest.value;
  const snapshot = useSelector(actor, (s) => s);
  const t = useMessages(quickViewMessages, request?.opener?.isConnected ? request.opener : host);
  const id = useId();
  const ids = useMemo(() => ({ heading: `${id}-heading`, reason: `${id}-reason` }), [id]);
  const store = myStore.value.store?.properties?.storeName ?? null;
  const ui = connectQuickView(snapshot, actor.send, ids, t, { store, locale: t.locale });

  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { dialogProps, requestClose, rememberOpener } = useModalDialog(dialogRef, ui.open, {
    host,
    onRequestClose: ui.close,
    initialFocus: headingRef,
    onClosed: quickViewClosed,
  });
  // Before the dialog's own effect reads the focused element: the opener the request named gets focus back.
  useLayoutEffect(() => {
    if (ui.open && request) rememberOpener(request.opener);
  }, [ui.open, request, rememberOpener]);
  useLayoutEffect(() => {
    if (ui.open && snapshot.context.stores.storeId) loadMyStore();
  }, [ui.open, snapshot.context.stores.storeId]);

  const product = ui.product;
  return (
    <dialog ref={dialogRef} part="dialog" className={`${modal.center} ${css.dialog}`} {...ui.dialog} {...dialogProps}>
      <div className={css.body}>
        <button
          type="button"
          part="close-button"
          className={`${base.iconButton} ${css.closeButton}`}
          aria-label={t('close')}
          onClick={() => requestClose('close-button')}
        >
          <CloseIcon />
        </button>
        <h2 ref={headingRef} id={ids.heading} part="heading" className={css.heading} tabIndex={-1}>
          {ui.heading}
        </h2>
        <p role="status" className={base.visuallyHidden}>
          {ui.status}
        </p>
        {ui.busy && <div className={css.skeleton} aria-hidden="true" />}
        <div role="alert">
          {ui.failure && (
            <p part="message" className={css.message}>
              {ui.failure.text}
              {ui.failure.retry && (
                <button type={ui.failure.retry.type} className={base.button} onClick={ui.failure.retry.onClick}>
                  {ui.failure.retry.label}
                </button>
              )}
            </p>
          )}
        </div>
        {product && (
          <div className={css.layout}>
            {product.image ? (
              <img part="image" className={css.image} src={product.image.src} alt={product.image.alt} width={240} height={240} decoding="async" />
            ) : (
              <span />
            )}
            <div className={css.details}>
              {product.badge && <span className={css.badge}>{product.badge}</span>}
              {product.brand && <p className={css.meta}>{product.brand}</p>}
              {product.rating && <p className={css.meta}>{product.rating}</p>}
              {product.price && (
                <p part="price" className={css.price}>
                  <span className={css.sale}>{product.price.sale}</span>
                  {product.price.list && <span className={css.list}>{product.price.list}</span>}
                  {product.price.message && <span className={css.priceMessage}>{product.price.message}</span>}
                </p>
              )}
              {product.attributes.map((attribute) => (
                <div key={attribute.name} role="group" aria-label={attribute.name} className={css.attribute}>
                  <span className={css.attributeLabel} aria-hidden="true">
                    {attribute.label}
                  </span>
                  <div className={css.values}>
                    {attribute.values.map((choice) => (
                      <button
                        key={choice.value}
                        part="attribute-value"
                        className={`${css.value}${choice.outOfStock ? ` ${css.valueOutOfStock}` : ''}`}
                        {...choice.button}
                      >
                        {choice.value}
                        {choice.outOfStock && <span className={base.visuallyHidden}>{`, ${choice.outOfStock}`}</span>}
                      </button>
                    ))}
                  </div>
                </div>
              ))}
              <h3 className={css.availability}>{t('availability')}</h3>
              <ul part="availability" className={css.rows}>
                {product.rows.map((row) => (
                  <li key={row.code} className={`${css.row} ${row.available ? css.rowAvailable : css.rowUnavailable}`}>
                    {row.text}
                  </li>
                ))}
              </ul>
              <div className={css.actions}>
                <button part="add-to-cart" className={`${base.button} ${css.add}`} {...product.add}>
                  {t('addToCart')}
                </button>
                <FavoriteHeart {...product.favorite} part="favorite" />
                {product.details && (
                  <a className={base.textButton} href={product.details}>
                    {t('details')}
                  </a>
                )}
              </div>
              {product.reason && (
                <p id={product.reason.id} className={css.reason}>
                  {product.reason.text}
                </p>
              )}
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}

let mounted: HTMLElement | null = null;

/**
 * Mounts the page's one quick view (once): a host `<div data-sg-quick-view>` at the end of `<body>`, an open shadow
 * root with the library's stylesheets, and the dialog following the page's quick view actor.
 */
export function mountQuickView(): void {
  if (mounted?.isConnected) return;
  const host = document.createElement('div');
  host.setAttribute('data-sg-quick-view', '');
  const root = host.attachShadow({ mode: 'open' });
  adoptSheet(root);
  const container = document.createElement('div');
  root.append(container);
  document.body.append(host);
  mounted = host;
  const actor = quickViewActor();
  createRoot(container).render(<QuickViewDialog actor={actor} host={host} />);
}
