/** Part names of <sg-mini-cart>, exposed as `::part(...)` (documented in the element's JSDoc). */
export const miniCartParts = ['button', 'badge', 'label', 'skip-to-checkout', 'live'] as const;
export type MiniCartPart = (typeof miniCartParts)[number];
