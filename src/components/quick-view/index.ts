import { loadChunk } from '../../core/lazy';
import { provideQuickViewMount, quickViewLoadFailed } from '../../state/quick-view';

/**
 * The quick view's entry for openers in the component layer (a search product suggestion, a carousel item): importing
 * it lets `openQuickView` mount the dialog, whose chunk (./QuickView.tsx: the dialog, its machine, the page's cart)
 * loads on the first request, with the spec's 120 s timeout. A chunk that did not load leaves focus on the opener,
 * which shows a message beside it (`quickViewFailure`), and says so once in the console; the next request tries again.
 */

type QuickViewChunk = typeof import('./QuickView');
const importQuickView = (): Promise<QuickViewChunk> => import('./QuickView');
let importChunk = importQuickView;
let loading: Promise<void> | null = null;

/** Tests: load the quick view's chunk with `load` (a failing import) until the next call. */
export function setQuickViewChunkForTests(load: () => Promise<QuickViewChunk> = importQuickView): void {
  importChunk = load;
}

provideQuickViewMount(() => {
  loading ??= loadChunk(() => importChunk()).then(
    (module) => module.mountQuickView(),
    (error: unknown) => {
      loading = null;
      quickViewLoadFailed();
      console.warn('sg-elements: the quick view did not load.', error);
    },
  );
});

export { openQuickView, quickViewEnabled, quickViewFailure } from '../../state/quick-view';
