import { useRef } from 'react';
import { base } from '../../styles';
import { modal } from '../../styles/modal.css';
import type { SgHost } from '../shared/host';
import { CloseIcon } from '../shared/icons';
import { useModalDialog } from '../shared/use-modal-dialog';
import type { CartDrawerPart } from './cart-drawer.anatomy';
import { explainerView } from './pay-later.connect';
import type { Translate } from '../../core/messages';
import type { PayLaterConfig } from './cart-drawer.connect';
import type { payLaterMessages } from './pay-later.messages';
import * as css from './pay-later-explainer.css';

export interface PayLaterExplainerProps {
  open: boolean;
  onClose(): void;
  config: PayLaterConfig | null;
  /** The order total now: the schedules follow the cart while the dialog is open. */
  total: number;
  currency: string;
  t: Translate<(typeof payLaterMessages)['defaults']>;
  idBase: string;
  host?: SgHost;
}

/**
 * The pay-later explainer (issue 25; spec section 2, "Klarna modal"): an APG modal dialog over the cart drawer, through
 * the shared modal helper (Escape, Close and the backdrop close it, `sg-request-close` first; focus returns to "Learn
 * more"). For each provider that offers the total, its schedule: every payment with its date (the first today) and
 * amount, adding up to the total; text only (never HTML).
 */
export function PayLaterExplainer(props: PayLaterExplainerProps) {
  const { open, onClose, t, idBase } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { dialogProps, requestClose, present } = useModalDialog(dialogRef, open, { host: props.host, onRequestClose: onClose, initialFocus: closeRef });
  const view = explainerView(props.config, props.total, props.currency, t, new Date());
  const titleId = `${idBase}-explainer-title`;
  return (
    <dialog ref={dialogRef} part={'explainer' satisfies CartDrawerPart} aria-labelledby={titleId} className={`${modal.center} ${css.explainer}`} {...dialogProps}>
      {!open && !present ? null : (
        <div className={css.explainerBody}>
          <div className={css.explainerHeader}>
            <h2 id={titleId} className={css.explainerTitle}>
              {t('title')}
            </h2>
            <button
              ref={closeRef}
              type="button"
              part={'explainer-close' satisfies CartDrawerPart}
              className={base.iconButton}
              aria-label={t('close')}
              onClick={() => requestClose('close-button')}
            >
              <CloseIcon />
            </button>
          </div>
          <p className={css.explainerText}>{view.intro}</p>
          {view.range ? <p className={css.explainerText}>{view.range}</p> : null}
          {view.schedules.map((schedule, i) => (
            <section key={schedule.provider} part={'explainer-schedule' satisfies CartDrawerPart} aria-labelledby={`${idBase}-schedule-${i}`}>
              <h3 id={`${idBase}-schedule-${i}`} className={css.explainerScheduleTitle}>
                {schedule.heading}
              </h3>
              <ol className={css.explainerList}>
                {schedule.payments.map((payment) => (
                  <li key={payment.key} className={css.explainerRow}>
                    <span>{payment.label}</span>
                    <span>{payment.amount}</span>
                  </li>
                ))}
              </ol>
              <p className={css.explainerTotal}>{view.total}</p>
            </section>
          ))}
          <p className={css.explainerTerms}>{view.terms}</p>
        </div>
      )}
    </dialog>
  );
}
