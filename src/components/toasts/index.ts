export { Toasts } from './Toasts';
export { TOAST_TEXT } from './toasts.anatomy';
// The page-level toast API, re-exported so that elements/index.ts can offer it to host pages.
export { showToast, dismissToast } from '../../state/toasts';
export type { ToastOptions } from '../../state/toasts';
