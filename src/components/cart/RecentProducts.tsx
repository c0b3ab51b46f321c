import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { session } from '../../state/session';
import type { SgHost } from '../shared/host';
import { useLazyChunk } from '../shared/use-lazy-chunk';

const importCarousel = () => import('./ProductCarousel');

/**
 * The drawer body's product carousels, in their own chunk asked for once the body shows: "Recently viewed" for
 * everyone, "Recently purchased" for a registered shopper. If the chunk cannot load, nothing shows (the cart works).
 */
export function RecentProducts(props: { idBase: string; host?: SgHost; configId?: string }) {
  useSignals();
  const chunk = useLazyChunk(importCarousel);
  const { request } = chunk;
  useEffect(() => request(), [request]);
  const Carousel = chunk.module?.ProductCarousel;
  if (!Carousel) return null;
  return (
    <>
      <Carousel kind="viewed" {...props} />
      {session.value.visitorType === 'registered' ? <Carousel kind="purchased" {...props} /> : null}
    </>
  );
}
