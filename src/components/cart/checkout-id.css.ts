import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Styles of the customer service rep's checkout id: in its lazy chunk (CheckoutId.tsx) with the section.

export const section = style({ display: 'grid', gap: vars.space.s, marginTop: vars.space.l, textAlign: 'start' });
/** The shown id, its label above, Copy beside it (wrapping under it at 320 px). */
export const current = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s, margin: 0 });
export const idText = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums', userSelect: 'all' });
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.s });
export const field = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 10rem', minWidth: 0 });
export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSmall });
export const error = style({ flexBasis: '100%', margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall });
