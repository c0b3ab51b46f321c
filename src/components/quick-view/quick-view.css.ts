import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { SHORT_WINDOW } from '../../styles/rules';
import { vars } from '../../styles/theme.css';

/**
 * The quick view: a centred modal dialog (the shared `modal.center`), 720 px at most; the image beside the details
 * from 560 px, above them below; the whole dialog scrolls within the window (reflow at 320 x 320 px).
 */
export const dialog = style({
  width: 'min(720px, calc(100vw - 16px))',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100dvh - 16px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const body = style({ position: 'relative', display: 'grid', gap: vars.space.l, padding: vars.space.l, paddingTop: 56 });

export const closeButton = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  '@media': { '(min-width: 560px)': { gridTemplateColumns: 'minmax(0, 240px) minmax(0, 1fr)', alignItems: 'start' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  maxWidth: 240,
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.m,
  background: vars.color.surfaceAlt,
  '@media': { [SHORT_WINDOW]: { maxWidth: 120 } },
});

export const details = style({ display: 'grid', gap: vars.space.m, alignContent: 'start', minWidth: 0 });

export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

export const badge = style({
  justifySelf: 'start',
  padding: `2px ${vars.space.s}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const price = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.s });
export const sale = style({ fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });
export const list = style({ color: vars.color.muted, textDecoration: 'line-through' });
export const priceMessage = style({ color: vars.color.error, fontWeight: vars.font.weightBold });

export const attribute = style({ display: 'grid', gap: vars.space.xs });
export const attributeLabel = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });
export const values = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

/** An attribute's value: a toggle button (the library's focus ring), the chosen one outlined in the brand colour. */
export const value = style([
  focusRing,
  {
    minHeight: 44,
    minWidth: 44,
    padding: `0 ${vars.space.m}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.s,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: {
      '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.brand}`, fontWeight: vars.font.weightBold },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { '&[aria-pressed="true"]': { outline: '3px solid Highlight', outlineOffset: -3 } } },
    },
  },
]);

/** A value whose sku is out of stock: struck through; its name says so. */
export const valueOutOfStock = style({ textDecoration: 'line-through' });

export const rows = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });
export const row = style({ overflowWrap: 'anywhere' });
export const rowAvailable = style({ color: vars.color.success });
export const rowUnavailable = style({ color: vars.color.muted });

export const availability = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.m });

/** "Add to cart" refused (the chosen sku out of stock): not the shared button's busy cursor. */
export const add = style({ selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } } });

export const reason = style({ margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall });

export const message = style({ margin: 0, display: 'grid', justifyItems: 'start', gap: vars.space.m });

export const skeleton = style({ height: 240, borderRadius: vars.radius.m, background: vars.color.surfaceAlt });
