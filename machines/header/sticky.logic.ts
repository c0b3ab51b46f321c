import { STICKY_OFF_SCROLL_Y, STICKY_ON_SCROLL_Y } from '../../src/core/constants';

/**
 * The sticky header's hysteresis (spec section 4): stuck beyond 125 px of scroll, released below 26 px; in between
 * the header keeps what it was, so it does not flicker while scrolling around either threshold.
 */
export function nextStuck(stuck: boolean, y: number): boolean {
  if (y > STICKY_ON_SCROLL_Y) return true;
  if (y < STICKY_OFF_SCROLL_Y) return false;
  return stuck;
}
