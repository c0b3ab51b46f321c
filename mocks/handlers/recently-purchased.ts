import { http, HttpResponse } from 'msw';
import { findProduct } from '../data/products';
import { purchases } from '../data/purchases';
import { withFaults } from '../faults';
import { notSignedIn, signedInAccount } from './profile';

/**
 * `GET /profile/recentlypurchased` (ours; docs/api.md): the signed-in shopper's recently purchased products, newest
 * first, each a search product (`ProductListItem`) plus the `skuId` bought; `401` when not signed in.
 */
const recentlyPurchased = ({ cookies }: { cookies: Record<string, string> }) => {
  const account = signedInAccount(cookies);
  if (!account) return notSignedIn();
  const products = (purchases[account.userId] ?? []).flatMap(({ productId, skuId }) => {
    const product = findProduct(productId);
    return product ? [{ ...product, skuId }] : [];
  });
  return HttpResponse.json({ products });
};

export const recentlyPurchasedHandlers = [http.get('*/profile/recentlypurchased', withFaults('recentlyPurchased', recentlyPurchased))];
