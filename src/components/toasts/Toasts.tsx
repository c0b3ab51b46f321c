import { useSyncExternalStore } from 'react';
import { dismissToast, toasts, type Toast } from '../../state/toasts';
import { base } from '../../styles';
import * as css from './toasts.css';
import { CloseIcon } from '../shared/icons';
import type { SgHost } from '../shared/host';
import { useWords } from '../shared/use-messages';
import type { ToastsPart } from './toasts.anatomy';
import { toastsMessages } from './toasts.messages';

/**
 * The page's toasts (spec: success or error, fixed near top centre, hide after 7000 ms, closable).
 * Success toasts are polite status messages; errors are alerts.
 */
export function Toasts({ host, configId }: { host?: SgHost; configId?: string }) {
  const list = useSyncExternalStore(toasts.subscribe, () => toasts.value);
  const words = useWords(host, configId);
  const t = words(toastsMessages);
  const text = ({ message }: Toast) => (typeof message === 'string' ? message : words(message.bundle)(message.key, message.values));
  return (
    <section part={'region' satisfies ToastsPart} aria-label={t('region')}>
      <ul className={css.region} aria-live="polite" aria-relevant="additions">
        {list.map((toast) => (
          <li key={toast.id} part={`${'toast' satisfies ToastsPart} ${`toast-${toast.variant}` satisfies ToastsPart}`} className={css.toast[toast.variant]}>
            <p className={css.message} role={toast.variant === 'error' ? 'alert' : undefined}>
              {text(toast)}
            </p>
            <button type="button" part={'close-button' satisfies ToastsPart} className={base.iconButton} aria-label={t('close')} onClick={() => dismissToast(toast.id)}>
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
