import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { cartView } from '../../state/cart';
import { checkoutIdState, copyCheckoutId, onCheckoutIdNotice, submitCheckoutId } from '../../state/checkout-id';
import { base } from '../../styles';
import { useLatest } from '../shared/use-latest';
import type { SgHost } from '../shared/host';
import { useWords } from '../shared/use-messages';
import type { CartDrawerPart } from './cart-drawer.anatomy';
import { checkoutIdAnnouncement, checkoutIdView } from './checkout-id.connect';
import { checkoutIdMessages } from './checkout-id.messages';
import * as body from './cart-drawer-body.css';
import * as css from './checkout-id.css';

export interface CheckoutIdProps {
  idBase: string;
  host?: SgHost;
  configId?: string;
  announce(text: string): void;
  /** After a cart loaded: focus goes to the drawer's heading (the lines changed under the shopper). */
  focusHeading(): void;
}

const ACTIONS = { submit: submitCheckoutId, copy: copyCheckoutId };

/**
 * The customer service rep's checkout id (issue 26, section 2; spec section 6), a lazy chunk the drawer's body loads
 * when the `cncFeatures` cookie carries `csr`: the shown cart's id with Copy (a rep reads it to the shopper, or a
 * shopper to the rep: it is read digit by digit), and a field that loads the cart of an entered id.
 */
export function CheckoutId(props: CheckoutIdProps) {
  useSignals();
  const t = useWords(props.host, props.configId)(checkoutIdMessages);
  const view = checkoutIdView(cartView.value.cart, checkoutIdState.value, props.idBase, t, ACTIONS);
  const form = useRef<HTMLFormElement>(null);
  const latest = useLatest({ announce: props.announce, focusHeading: props.focusHeading, t });
  // Subscribed before the browser paints the section (a passive effect may run after a fast first click).
  useLayoutEffect(
    () =>
      onCheckoutIdNotice((notice) => {
        const { announce, focusHeading, t: words } = latest.current;
        if (notice.type === 'loaded') {
          form.current?.reset();
          focusHeading();
        }
        announce(checkoutIdAnnouncement(notice, words));
      }),
    [latest],
  );
  return (
    <section part={'checkout-id' satisfies CartDrawerPart} className={css.section} aria-labelledby={view.ids.heading}>
      <h3 id={view.ids.heading} className={body.sectionTitle}>
        {view.heading}
      </h3>
      {view.current ? (
        <p className={css.current}>
          <span>{view.current.label}:</span>
          <span className={css.idText} {...view.current.visible} />
          <span className={base.visuallyHidden}>{view.current.spoken}</span>
          <button part={'checkout-id-copy' satisfies CartDrawerPart} className={base.textButton} {...view.current.copy} />
        </p>
      ) : null}
      {view.current?.copyFailed ? <p className={css.error}>{view.current.copyFailed}</p> : null}
      <form ref={form} className={css.form} noValidate {...view.form}>
        <div className={css.field}>
          <label htmlFor={view.input.id} className={css.label}>
            {view.label}
          </label>
          <input part={'checkout-id-input' satisfies CartDrawerPart} className={base.input} {...view.input} />
        </div>
        <button part={'checkout-id-load' satisfies CartDrawerPart} className={base.secondaryButton} {...view.submit} />
        <p id={view.error?.id} role="alert" className={css.error}>
          {view.error?.text ?? ''}
        </p>
      </form>
    </section>
  );
}
