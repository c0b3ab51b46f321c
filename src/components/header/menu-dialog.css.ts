import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { badge as badgeRule } from '../../styles/rules';
import { vars } from '../../styles/theme.css';

export const dialog = style({
  width: 'min(var(--sg-header-drawer-width, 352px), 100vw)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const top = style({ display: 'flex', justifyContent: 'flex-end', padding: vars.space.s, borderBottom: `1px solid ${vars.color.border}` });
export const level = style({ padding: `${vars.space.s} 0` });
export const welcome = style({ margin: 0, padding: `${vars.space.s} ${vars.space.l}`, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });
export const heading = style([focusRing, { margin: 0, padding: `${vars.space.s} ${vars.space.l}`, fontSize: vars.font.sizeLarge }]);
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.s,
    width: '100%',
    minHeight: 48,
    padding: `0 ${vars.space.l}`,
    border: 'none',
    borderBottom: `1px solid ${vars.color.surfaceAlt}`,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&[aria-current="page"]': { fontWeight: vars.font.weightBold } },
  },
]);
export const text = style({ display: 'flex', alignItems: 'center', minHeight: 48, padding: `0 ${vars.space.l}` });
export const back = style([item, { justifyContent: 'flex-start', color: vars.color.brand, fontWeight: vars.font.weightBold }]);
export const inline = style({ padding: vars.space.l });
globalStyle(`${inline} sg-gift-card-balance`, { display: 'block' });

/** An item of two lines (the shopper's store, then its status and hours). */
export const itemLines = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', paddingBlock: vars.space.s });
export const itemDetail = style({ fontSize: vars.font.sizeSmall, color: vars.color.muted });

/** The new rewards and offers count beside "View rewards" (the bar's account badge rule). */
export const badge = style(badgeRule);

/** The delivery ZIP form's chunk did not load: its message above "Try again". */
export const zipFailed = style({ display: 'grid', justifyItems: 'start', gap: vars.space.s, color: vars.color.error });
