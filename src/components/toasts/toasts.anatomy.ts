/** Part names of <sg-toasts>, exposed as `::part(...)` (documented in the element's JSDoc and docs/elements/sg-toasts.md). */
export const toastsParts = ['region', 'toast', 'toast-success', 'toast-error', 'close-button'] as const;
export type ToastsPart = (typeof toastsParts)[number];
