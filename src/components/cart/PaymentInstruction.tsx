import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { instructionState, onInstructionRemoved, removePaymentInstruction } from '../../state/cart-payment-instruction';
import { base } from '../../styles';
import { useErrorShown } from '../shared/use-error-shown';
import { useLatest } from '../shared/use-latest';
import type { CartDrawerPart } from './cart-drawer.anatomy';
import type { CartDrawerWords } from './cart-drawer.connect';
import { useCartErrorTexts } from './cart-error-texts';
import { Parts } from './MessageParts';
import { instructionView } from './payment-instruction.connect';
import type { PaymentWords } from './payment.connect';
import { PaymentMark } from './PaymentIcons';
import * as body from './cart-drawer-body.css';
import * as css from './payment-instruction.css';

export interface PaymentInstructionProps {
  /** The cart's `paymentMethod` (the body loads this chunk only when it has one). */
  paymentMethod: string | null;
  words: CartDrawerWords;
  t: PaymentWords;
  idBase: string;
  announce(text: string): void;
  focusHeading(): void;
}

/**
 * The payment instruction the cart carries (a wallet chosen, then left) and its Remove (issue 25, section 3; a lazy
 * chunk the body loads when the cart has a `paymentMethod`, with its machine: src/state/cart-payment-instruction.ts).
 * Once removed, the cart reloads without it, the drawer says so and focus goes to the drawer's heading (Remove is gone).
 */
export function PaymentInstruction(props: PaymentInstructionProps) {
  useSignals();
  const { t } = props;
  const state = instructionState.value;
  const view = instructionView(props.paymentMethod, state, t, props.words, removePaymentInstruction);
  // Removed: the row goes with the cart's reload, so say so and put focus on the heading first.
  const latest = useLatest({ announce: props.announce, focusHeading: props.focusHeading, removed: view?.removed ?? null });
  useEffect(
    () =>
      onInstructionRemoved(() => {
        const { announce, focusHeading, removed } = latest.current;
        focusHeading();
        if (removed) announce(removed);
      }),
    [latest],
  );
  useErrorShown('cart drawer', [state.message]);
  useCartErrorTexts([state.message && 'error' in state.message ? state.message : null]);
  if (!view) return null;
  const titleId = `${props.idBase}-instruction`;
  return (
    <section part={'payment-instruction' satisfies CartDrawerPart} aria-labelledby={titleId}>
      <h3 id={titleId} className={body.sectionTitle}>
        {view.heading}
      </h3>
      <div className={css.instruction}>
        <p className={css.instructionText}>
          {view.icon ? <PaymentMark icon={view.icon} label="" /> : null}
          <span>{view.text}</span>
        </p>
        <button type="button" part={'payment-remove' satisfies CartDrawerPart} className={base.textButton} {...view.remove.props}>
          {view.remove.text}
        </button>
        {view.failure ? (
          <p role="alert" className={css.instructionFailure}>
            <Parts parts={view.failure} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
