export { Toasts } from './Toasts';
export { toastsMessages } from './toasts.messages';
// The page-level toast API, re-exported so that elements/index.ts can offer it to host pages.
export { showToast, dismissToast } from '../../state/toasts';
export type { ToastOptions } from '../../state/toasts';
