import { useSignals } from '@preact/signals-react/runtime';
import { dismissToast, toasts } from '../../state/toasts';
import { base } from '../../styles';
import * as css from './toasts.css';
import { CloseIcon } from '../shared/icons';
import { TOAST_TEXT, type ToastsPart } from './toasts.anatomy';

/**
 * The page's toasts (spec: success or error, fixed near top centre, hide after 7000 ms, closable).
 * Success toasts are polite status messages; errors are alerts.
 */
export function Toasts() {
  useSignals();
  const list = toasts.value;
  return (
    <section part={'region' satisfies ToastsPart} aria-label={TOAST_TEXT.region}>
      <ul className={css.region} aria-live="polite" aria-relevant="additions">
        {list.map((t) => (
          <li key={t.id} part={`${'toast' satisfies ToastsPart} ${`toast-${t.variant}` satisfies ToastsPart}`} className={css.toast[t.variant]}>
            <p className={css.message} role={t.variant === 'error' ? 'alert' : undefined}>
              {t.message}
            </p>
            <button type="button" part={'close-button' satisfies ToastsPart} className={base.iconButton} aria-label={TOAST_TEXT.close} onClick={() => dismissToast(t.id)}>
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
