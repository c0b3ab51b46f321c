import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle(':host', { display: 'block' });
globalStyle(':host([hidden])', { display: 'none' });
globalStyle(':host *, :host *::before, :host *::after, [data-sg-theme] *', { boxSizing: 'border-box' });
// Component classes set `display`, which would otherwise beat the browser's `[hidden] { display: none }`.
globalStyle(':host [hidden], [data-sg-theme] [hidden]', { display: 'none !important' });

/** Visible only to assistive technology (live regions, extra labels). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    minHeight: 44,
    padding: `0 ${vars.space.l}`,
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius.s,
    background: vars.color.brand,
    color: vars.color.brandText,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    selectors: {
      '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
    },
  },
]);

/** A text field: 44 px tall, the theme's border, and a thicker error border while `aria-invalid="true"`. */
export const input = style([
  focusRing,
  {
    minHeight: 44,
    padding: `0 ${vars.space.m}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.s,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: 2 } },
  },
]);

export const secondaryButton = style([
  button,
  { background: vars.color.surface, color: vars.color.brand },
]);

export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  },
]);

/** A button that looks like a link (Remove, Clear recent searches, Try again). Touch target at least 36 px high. */
export const textButton = style([
  focusRing,
  {
    minHeight: 36,
    padding: `0 ${vars.space.s}`,
    border: 'none',
    background: 'none',
    color: vars.color.brand,
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: { '&[aria-disabled="true"]': { color: vars.color.muted, cursor: 'not-allowed' } },
  },
]);
