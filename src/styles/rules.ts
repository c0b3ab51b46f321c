import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * Style rules (plain objects, not classes) that several elements' `.css.ts` files share: each file makes its class with
 * `style(rule)` (or `style([focusRing, rule, { ...its own }])`), so every element's stylesheet has its own copy. This
 * module is read by the build only (vanilla-extract evaluates `.css.ts` files and keeps their CSS and class names): a
 * shared `.css.ts` module instead would be one more chunk for each element to load, about 200 bytes brotli for a rule
 * of 150. It imports no `.css.ts` module that has CSS of its own (the theme's variables only): an element's stylesheet
 * would load that module's CSS with it.
 */

/** Below this height a drawer's header, content and footer scroll as one (phones in landscape, 400% zoom). */
export const SHORT_WINDOW = '(max-height: 480px)';

/** The text button that opens an element's own flyout (the account and my-store buttons): 44 px tall, wrapping. */
export const flyoutButton: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  maxWidth: '100%',
  padding: `0 ${vars.space.s}`,
  border: 'none',
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
};

/**
 * A flyout drawer's own box, with the `modal.left`/`modal.right` drawer styles: its width (`min(width, 100vw)`, the
 * width a custom property the page may set), its panel clipped to it, and in a short window (a phone in landscape, 400%
 * zoom) the whole drawer scrolling, so everything in it stays reachable (WCAG 1.4.10).
 */
export const drawerBox = (width: string): StyleRule => ({
  width: `min(${width}, 100vw)`,
  overflow: 'hidden',
  '@media': { [SHORT_WINDOW]: { overflowY: 'auto' } },
});

/**
 * The count of new rewards and offers beside the account button's name (`<sg-account>`'s own button, and a header's
 * account button showing a hosted `<sg-account>`'s words); the count is hidden, its words are in the button's name.
 */
export const badge: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  padding: '0 4px',
  borderRadius: 999,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
};

// What the flyouts' lazy bodies (the account screens, the store finder) share.

export const fieldLabel: StyleRule = { fontWeight: vars.font.weightBold };

/** A field's error under it (its input is `aria-invalid` and described by it). */
export const fieldError: StyleRule = { margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall };

/** A form's failure (`role="alert"`): an outlined box in the error colour. */
export const alertBox: StyleRule = {
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.error}`,
  borderRadius: vars.radius.s,
  color: vars.color.error,
  overflowWrap: 'anywhere',
};

/** An outlined box (a store in the results, the rewards summary); callers add their layout. */
export const card: StyleRule = { padding: vars.space.m, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.s };
