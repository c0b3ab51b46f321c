/**
 * A favorite heart's button (APG button pattern, toggle): one fixed accessible name ("Favorite: Trail Shoe") and
 * `aria-pressed` for the state, so the name never changes under the shopper; while a change is under way the button
 * says `aria-disabled` and a click does nothing (one request at a time).
 */
export interface FavoriteHeartState {
  /** Whether the product is a favorite now. */
  pressed: boolean;
  /** A toggle is under way. */
  busy: boolean;
}

export function favoriteHeartProps(state: FavoriteHeartState, label: string, toggle: () => void) {
  return {
    type: 'button' as const,
    'aria-label': label,
    'aria-pressed': state.pressed,
    'aria-disabled': state.busy ? (true as const) : undefined,
    onClick: () => {
      if (!state.busy) toggle();
    },
  };
}

/** Whether a `sg-favorite-change` event's detail is about `productId`. */
export function isChangeOf(event: Event, productId: string): boolean {
  const detail = (event as CustomEvent<{ productId?: unknown } | null>).detail;
  return !!detail && typeof detail === 'object' && detail.productId === productId;
}
