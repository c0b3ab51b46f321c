import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });


// The listbox is the scroll container: it is controlled by the combobox and walked with the arrow keys from the input
// (the highlighted option scrolls into view), so it needs no tab stop of its own.
export const listbox = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.m,
  maxHeight: 'min(65vh, 544px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '[data-mobile] &': { flex: 1, maxHeight: 'none' } },
});

export const group = style({ display: 'grid', gap: 2 });

export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surfaceAlt, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
  },
  // Forced colours drop backgrounds and shadows: the active option gets a system-colour outline instead.
  '@media': {
    '(forced-colors: active)': { selectors: { '&[aria-selected="true"]': { outline: '2px solid Highlight', outlineOffset: -2 } } },
  },
} as const;

export const option = style(row);
export const productOption = style({ ...row, minHeight: 56 });

export const productGrid = style({ display: 'grid', gap: 2 });

export const image = style({ flex: 'none', width: 48, height: 48, objectFit: 'contain', borderRadius: vars.radius.s, background: vars.color.surfaceAlt });

export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const match = style({ fontWeight: vars.font.weightBold });

export const price = style({ flex: 'none', fontWeight: vars.font.weightBold });

export const remove = style({
  flex: 'none',
  width: 32,
  height: 32,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  color: vars.color.muted,
  fontSize: 20,
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
});

/** A product suggestion's quick view chip (pointer only; the keyboard has the Quick view button). */
export const quickViewChip = style({
  flex: 'none',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  fontSize: vars.font.sizeSmall,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

export const skeletonGroup = style({ display: 'grid', gap: 6, padding: vars.space.s });
export const skeletonLabel = style({ width: '30%', height: 12, borderRadius: 4, background: vars.color.surfaceAlt, animation: `${pulse} 1.2s ease-in-out infinite` });
export const skeletonRow = style({ height: 34, borderRadius: 4, background: vars.color.surfaceAlt, animation: `${pulse} 1.2s ease-in-out infinite` });
/** A quick view that did not load: the message under its button. */
export const failed = style({ margin: 0, paddingInline: vars.space.s, textAlign: 'end', color: vars.color.error, fontSize: vars.font.sizeSmall });
