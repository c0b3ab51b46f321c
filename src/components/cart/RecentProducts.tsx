import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { readRecentlyViewed } from '../../core/search-history';
import { session } from '../../state/session';
import type { SgHost } from '../shared/host';
import { useLazyChunk } from '../shared/use-lazy-chunk';

const importCarousel = () => import('./ProductCarousel');

/**
 * The drawer body's product carousels, in their own chunk asked for once the body shows: "Recently viewed" for
 * everyone, "Recently purchased" for a registered shopper. The chunk (4.5 kB) is asked for only when one of them can
 * show something: a guest who viewed nothing downloads nothing. If the chunk cannot load, nothing shows (the cart works).
 */
export function RecentProducts(props: { idBase: string; host?: SgHost; configId?: string }) {
  useSignals();
  const registered = session.value.visitorType === 'registered';
  const wanted = registered || readRecentlyViewed().length > 0;
  const chunk = useLazyChunk(importCarousel);
  const { request } = chunk;
  useEffect(() => {
    if (wanted) request();
  }, [request, wanted]);
  const Carousel = chunk.module?.ProductCarousel;
  if (!Carousel) return null;
  return (
    <>
      <Carousel kind="viewed" {...props} />
      {registered ? <Carousel kind="purchased" {...props} /> : null}
    </>
  );
}
