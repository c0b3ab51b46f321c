import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

// Styles of the drawer body (lines, promotions, totals, checkout): in the lazy body chunk, like the body itself.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const FORCED_COLORS = '(forced-colors: active)';

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.l });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '80px 1fr',
  gap: vars.space.m,
  paddingBottom: vars.space.l,
  borderBottom: `1px solid ${vars.color.surfaceAlt}`,
  // Lines out of view skip style, layout and paint until scrolled to (a 100-line cart opens at once).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 180px',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const image = style({ width: 80, height: 80, objectFit: 'contain', borderRadius: vars.radius.s, background: vars.color.surfaceAlt });
export const imagePlaceholder = style([image, { display: 'block' }]);

export const lineMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style([
  focusRing,
  { color: vars.color.text, fontWeight: vars.font.weightBold, textDecoration: 'none', overflowWrap: 'anywhere', selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

export const small = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

export const prices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'baseline', margin: 0 });
export const linePrice = style({ fontWeight: vars.font.weightBold });
export const saving = style({ color: vars.color.success, fontSize: vars.font.sizeSmall });

export const markers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const marker = style({
  padding: '0 6px',
  borderRadius: vars.radius.s,
  background: vars.color.surfaceAlt,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});
export const markerAlert = style([marker, { background: vars.color.error, color: vars.color.surface }]);

export const modes = style({ margin: 0, padding: 0, border: 'none', display: 'grid', gap: 2 });
export const mode = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, minHeight: 32, fontSize: vars.font.sizeSmall });
globalStyle(`${mode} input`, { width: 18, height: 18, margin: 0, accentColor: vars.color.brand });
globalStyle(`${mode} input:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
});

export const stepButton = style([
  focusRing,
  {
    width: 44,
    height: 44,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.sizeLarge,
    cursor: 'pointer',
    selectors: { '&[aria-disabled="true"]': { color: vars.color.muted, cursor: 'not-allowed', opacity: 0.6 } },
  },
]);

export const quantityInput = style([
  focusRing,
  {
    width: 48,
    height: 44,
    border: 'none',
    borderInline: `1px solid ${vars.color.border}`,
    textAlign: 'center',
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    MozAppearance: 'textfield',
    selectors: {
      '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
    },
  },
]);

export const maxText = style({ color: vars.color.muted, fontSize: vars.font.sizeSmall });


export const lineError = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const promotions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m, margin: 0 });
export const promotionAmount = style({ color: vars.color.success, whiteSpace: 'nowrap' });

export const freeShipping = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.sizeSmall });
// In forced colours the track gets a system-colour border and the bar the Highlight colour (kept, not overridden).
export const track = style({
  height: 8,
  borderRadius: 4,
  background: vars.color.surfaceAlt,
  overflow: 'hidden',
  '@media': { [FORCED_COLORS]: { border: '1px solid CanvasText' } },
});
export const bar = style({
  height: '100%',
  background: vars.color.brand,
  transition: 'width 200ms ease-out',
  '@media': {
    [REDUCED_MOTION]: { transition: 'none' },
    [FORCED_COLORS]: { forcedColorAdjust: 'none', background: 'Highlight' },
  },
});

export const totals = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
globalStyle(`${totals} dt, ${totals} dd`, { margin: 0 });
export const totalRow = style([row, { fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLarge }]);

export const payLater = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });
export const payLaterFailed = style({ display: 'block', color: vars.color.error });

export const alert = style({
  margin: 0,
  selectors: {
    '&:not(:empty)': {
      padding: vars.space.m,
      borderLeft: `4px solid ${vars.color.error}`,
      background: vars.color.surfaceAlt,
      color: vars.color.error,
    },
  },
});

/** The cart answer's notices: one block each, marked on the left like the alert (forced colours keep the border). */
export const notices = style({ display: 'grid', gap: vars.space.s, selectors: { '&:not(:empty)': { marginBottom: vars.space.m } } });
export const notice = style({
  margin: 0,
  padding: vars.space.m,
  borderLeft: `4px solid ${vars.color.error}`,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
});

/** The payment instruction's row when its chunk failed: the message, then Try again. */
export const instructionMissing = style({ display: 'grid', justifyItems: 'start', gap: vars.space.s, marginTop: vars.space.m });

/** "We accept" and its icons, wrapping at any width. */
export const weAccept = style({ marginTop: vars.space.m });
/** The "Shipping & Returns" link under "We accept". */
export const policy = style({ margin: `${vars.space.m} 0 0`, fontSize: vars.font.sizeSmall });
export const weAcceptTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold });
export const paymentMarks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const paymentMark = style({ display: 'block', color: vars.color.text, flex: 'none' });

/** A call link in a message: underlined, and never split between lines. */
export const callLink = style({ color: 'inherit', textDecoration: 'underline', whiteSpace: 'nowrap' });

export const checkout = style({ width: '100%' });
