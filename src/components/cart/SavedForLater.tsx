import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CartLine } from '../../core/api';
import {
  moveSavedToCart,
  onSavedEvent,
  reloadSaved,
  removeSaved,
  saveLineForLater,
  savedView,
  startSavedForLater,
} from '../../state/save-for-later';
import { session } from '../../state/session';
import { base } from '../../styles';
import { useLatest } from '../shared/use-latest';
import type { CartDrawerPart } from './cart-drawer.anatomy';
import * as lineCss from './cart-drawer-body.css';
import * as css from './save-for-later.css';
import {
  connectSaveLine,
  connectSavedList,
  focusAfter,
  savedAnnouncement,
  type SavedActions,
  type SaveForLaterWords,
} from './save-for-later.connect';

/**
 * Where focus goes after the next render, once a change has taken away what had it: kept outside the component, because
 * saving the cart's last line swaps the body's tree (lines -> empty cart) and this list mounts again.
 */
let focusNext: 'saved' | 'drawer' | null = null;

const actions: SavedActions = { move: moveSavedToCart, remove: removeSaved, retry: reloadSaved };

/** A cart line's "Save for later" (a registered shopper's, never a free gift's) and a failed save's message. */
export function SaveForLaterLine(props: { line: CartLine; sending: readonly string[]; idBase: string; t: SaveForLaterWords }) {
  useSignals();
  const { line } = props;
  const view = connectSaveLine(
    line,
    {
      registered: session.value.visitorType === 'registered',
      saved: savedView.value,
      lineBusy: props.sending.includes(line.orderItemId),
      idBase: props.idBase,
    },
    saveLineForLater,
    props.t,
  );
  if (!view) return null;
  return (
    <>
      <button type="button" part={'save-for-later' satisfies CartDrawerPart} className={base.textButton} {...view.props}>
        {view.text}
      </button>
      {view.error ? (
        <p id={view.error.id} part={'save-error' satisfies CartDrawerPart} className={css.lineError}>
          {view.error.text}
        </p>
      ) : null}
    </>
  );
}

/**
 * The registered shopper's saved list, under the cart's lines (or in the empty cart's message): "Saved for later (N)",
 * each item with its image, name (a link to its product page), price, "Move to cart" and "Remove". Starts the page's
 * list (it loads when the drawer opens); what becomes of each change is announced in the drawer's polite live region,
 * and focus moves on when the focused line or item leaves.
 */
export function SavedForLater(props: { idBase: string; t: SaveForLaterWords; announce(text: string): void; focusHeading(): void }) {
  useSignals();
  const { announce } = props;
  const t = useLatest(props.t);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const registered = session.value.visitorType === 'registered';
  const view = connectSavedList(savedView.value, props.idBase, actions, props.t);

  useEffect(() => startSavedForLater(), []);
  useEffect(
    () =>
      onSavedEvent((event) => {
        const text = savedAnnouncement(event, t.current);
        if (text) announce(text);
        focusNext = focusAfter(event) ?? focusNext;
      }),
    [announce, t],
  );
  // After the render that took the line or item away (before paint: focus never rests on <body>).
  useLayoutEffect(() => {
    if (!focusNext) return;
    if (focusNext === 'saved' && headingRef.current) headingRef.current.focus({ preventScroll: false });
    else props.focusHeading();
    focusNext = null;
  });

  if (!registered || !view.visible) return null;
  return (
    <section part={'saved' satisfies CartDrawerPart} className={css.section} aria-labelledby={view.headingId}>
      <h3 id={view.headingId} ref={headingRef} tabIndex={-1} part={'saved-heading' satisfies CartDrawerPart} className={css.heading}>
        {view.heading}
      </h3>
      {view.loading ? <p className={css.status}>{view.loading}</p> : null}
      {view.loadError ? (
        <div part={'saved-error' satisfies CartDrawerPart}>
          <p className={css.error}>{view.loadError.text}</p>
          <button type="button" className={base.textButton} onClick={view.loadError.retry.onClick}>
            {view.loadError.retry.text}
          </button>
        </div>
      ) : null}
      {view.items.length > 0 ? (
        <ul part={'saved-items' satisfies CartDrawerPart} className={lineCss.lines} aria-labelledby={view.headingId}>
          {view.items.map((item) => (
            <li key={item.key} part={'saved-item' satisfies CartDrawerPart} className={lineCss.line} {...item.item}>
              {item.image ? (
                <img part={'saved-image' satisfies CartDrawerPart} className={lineCss.image} src={item.image} alt="" width={80} height={80} loading="lazy" decoding="async" />
              ) : (
                <span part={'saved-image' satisfies CartDrawerPart} className={lineCss.imagePlaceholder} aria-hidden="true" />
              )}
              <div className={lineCss.lineMain}>
                {item.href ? (
                  <a id={item.nameId} part={'saved-name' satisfies CartDrawerPart} className={lineCss.name} href={item.href}>
                    {item.name}
                  </a>
                ) : (
                  <span id={item.nameId} part={'saved-name' satisfies CartDrawerPart} className={lineCss.name}>
                    {item.name}
                  </span>
                )}
                <p part={'saved-price' satisfies CartDrawerPart} className={lineCss.prices}>
                  <span className={lineCss.linePrice}>{item.price}</span>
                  {item.quantity ? <span className={lineCss.small}>{item.quantity}</span> : null}
                </p>
                <div className={lineCss.controls}>
                  <button type="button" part={'saved-move' satisfies CartDrawerPart} className={base.secondaryButton} {...item.move.props}>
                    {item.move.text}
                  </button>
                  <button type="button" part={'saved-remove' satisfies CartDrawerPart} className={base.textButton} {...item.remove.props}>
                    {item.remove.text}
                  </button>
                </div>
              </div>
              {item.error ? (
                <p id={item.error.id} part={'saved-item-error' satisfies CartDrawerPart} className={lineCss.lineError}>
                  {item.error.text}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
