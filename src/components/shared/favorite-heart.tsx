import { useCallback, useState, useSyncExternalStore } from 'react';
import { isFavorite, onFavoritesChange, toggleFavorite } from '../../state/favorites';
import { favoriteHeartProps, isChangeOf } from './favorite-heart.connect';
import * as css from './favorite-heart.css';

/** A product's favorite heart: the cart drawer's carousels use it, and quick view may. */
export interface FavoriteHeartProps {
  productId: string;
  skuId?: string | null;
  /** The accessible name, in the caller's words and locale: "Favorite: Trail Shoe". */
  label: string;
  /** The `part` name the host exposes (`::part(...)`). */
  part?: string;
  className?: string;
}

/**
 * A toggle button (`aria-pressed`) over the page's favorites (src/state/favorites.ts): it shows `isFavorite()` and
 * follows the document's `sg-favorite-change` (a change made anywhere on the page) and the account's list as it is
 * read (`onFavoritesChange`); a press calls `toggleFavorite()`,
 * which for a guest without `guest-favorites` opens the sign-in flyout instead.
 */
export function FavoriteHeart({ productId, skuId, label, part, className }: FavoriteHeartProps) {
  const subscribe = useCallback(
    (changed: () => void) => {
      const listener = (event: Event) => {
        if (isChangeOf(event, productId)) changed();
      };
      document.addEventListener('sg-favorite-change', listener);
      // The account's list, read after a sign-in or on first use, changes what shows without an event.
      const stop = onFavoritesChange(changed);
      return () => {
        document.removeEventListener('sg-favorite-change', listener);
        stop();
      };
    },
    [productId],
  );
  const pressed = useSyncExternalStore(subscribe, () => isFavorite(productId));
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    toggleFavorite({ productId, skuId }).finally(() => setBusy(false));
  };
  return (
    <button part={part} className={className ? `${css.heart} ${className}` : css.heart} {...favoriteHeartProps({ pressed, busy }, label, toggle)}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3.1 1.6-1.9 3-3.1 5.2-3.1 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          stroke="currentColor"
          strokeWidth="2"
          fill={pressed ? 'currentColor' : 'none'}
        />
      </svg>
    </button>
  );
}
