import { loadChunk } from '../../core/lazy';
import { provideQuickViewMount, quickViewClosed } from '../../state/quick-view';

/**
 * The quick view's entry for openers in the component layer (a search product suggestion, a carousel item): importing
 * it lets `openQuickView` mount the dialog, whose chunk (./QuickView.tsx: the dialog, its machine, the page's cart)
 * loads on the first request, with the spec's 120 s timeout. A chunk that did not load leaves focus on the opener and
 * says so once in the console; the next request tries again.
 */

let loading: Promise<void> | null = null;

provideQuickViewMount(() => {
  loading ??= loadChunk(() => import('./QuickView')).then(
    (module) => module.mountQuickView(),
    (error: unknown) => {
      loading = null;
      quickViewClosed();
      console.warn('sg-elements: the quick view did not load.', error);
    },
  );
});

export { openQuickView, quickViewEnabled } from '../../state/quick-view';
