import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

/** A viewport too small for a panel beside the page (a phone, 320 px high): the panel takes the whole viewport. */
const SMALL = '(max-width: 480px), (max-height: 480px)';
const FORCED = '(forced-colors: active)';

/** How many floating buttons there are (set on the panel by FloatingHelp.tsx: it opens above them). */
const rows = 'var(--sg-help-rows, 1)';

/**
 * The floating buttons, bottom right (bottom left in a right-to-left page), above the page's content, one above the
 * other: on a phone they cover a corner, not a row.
 */
export const stack = style({
  position: 'fixed',
  insetInlineEnd: vars.space.l,
  insetBlockEnd: vars.space.l,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.s,
  fontFamily: vars.font.family,
});

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    padding: `0 ${vars.space.l}`,
    border: 'none',
    borderRadius: 999,
    background: vars.color.brand,
    color: vars.color.brandText,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    boxShadow: vars.shadow.raised,
    cursor: 'pointer',
    '@media': { [FORCED]: { border: '1px solid ButtonText' } },
  },
]);

/** The help panel: a non-modal dialog above the buttons, the whole viewport on a small screen. */
export const panel = style({
  position: 'fixed',
  insetInlineEnd: vars.space.l,
  insetBlockEnd: `calc(${vars.space.l} + ${rows} * (44px + ${vars.space.s}))`,
  display: 'flex',
  flexDirection: 'column',
  width: `min(360px, calc(100vw - 2 * ${vars.space.l}))`,
  height: `min(520px, calc(100vh - 2 * ${vars.space.l} - ${rows} * (44px + ${vars.space.s})))`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  '@media': { [SMALL]: { inset: 0, width: 'auto', height: 'auto', borderRadius: 0 } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style([focusRing, { flex: '1 1 auto', margin: 0, fontSize: vars.font.sizeLarge }]);

/** The status line: loading, or slow; empty (and taking no room) once the page is in. */
export const status = style({
  margin: 0,
  padding: `0 ${vars.space.l}`,
  selectors: { '&:not(:empty)': { padding: `${vars.space.s} ${vars.space.l}` } },
});

export const frame = style({ flex: '1 1 auto', width: '100%', minHeight: 0, border: 'none' });
