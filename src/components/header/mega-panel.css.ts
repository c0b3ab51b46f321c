import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

/** A mega menu panel's content (lazy: it loads with the header's machines, and shows only when one opens it). */
export const panelInner = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xl,
  maxWidth: 'var(--sg-header-max-width, 1440px)',
  margin: '0 auto',
  padding: vars.space.xl,
});
export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl, alignContent: 'start', listStyle: 'none', margin: 0, padding: 0 });
export const brandGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.l, alignContent: 'start', listStyle: 'none', margin: 0, padding: 0 });
export const linkList = style({ listStyle: 'none', margin: `${vars.space.s} 0 0`, padding: 0 });
export const columnTitle = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });
export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover, &[aria-current="page"]': { textDecoration: 'underline', color: vars.color.brand } },
  },
]);
export const brand = style([
  link,
  { justifyContent: 'center', minHeight: 64, padding: vars.space.s, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.s, textAlign: 'center' },
]);
globalStyle(`${brand} img`, { display: 'block', maxWidth: '100%', maxHeight: 56, height: 'auto' });
export const shopAll = style([link, { fontWeight: vars.font.weightBold, gridColumn: 1 }]);
export const promo = style([focusRing, { display: 'block', maxWidth: 320, gridColumn: 2, gridRow: '1 / span 2' }]);
globalStyle(`${promo} img`, { display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.s });

