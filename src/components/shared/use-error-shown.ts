import { useEffect } from 'react';
import { report } from '../../state/analytics-bus';

/** The error key a message names (`{ error: key }`, spec section 8), or null. */
export const errorOf = (message: object | null | undefined): string | null =>
  message && 'error' in message && typeof message.error === 'string' ? message.error : null;

/**
 * Analytics (docs/analytics.md): each error key a component shows is reported once when it appears (again when it
 * goes and comes back), with the component's name; the runtime reports it as its catalogue's key. `messages`: the
 * messages shown now; those that name no error are ignored.
 */
export function useErrorShown(component: string, messages: ReadonlyArray<object | null | undefined>): void {
  const shown = [...new Set(messages.map(errorOf).filter((key): key is string => key !== null))].join('\n');
  useEffect(() => {
    if (shown) for (const error of shown.split('\n')) report({ type: 'error', error, component });
  }, [shown, component]);
}
