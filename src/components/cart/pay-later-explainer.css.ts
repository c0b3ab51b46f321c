import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Styles of the pay-later explainer: in its lazy chunk, like the explainer itself.

/** The explainer: a centred dialog, at most 28rem-ish wide and the viewport's height, scrolling inside (320 px reflow). */
export const explainer = style({ width: 'min(448px, calc(100vw - 32px))', maxHeight: 'calc(100dvh - 32px)', overflow: 'auto' });
export const explainerBody = style({ display: 'grid', gap: vars.space.m, padding: vars.space.l });
export const explainerHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });
export const explainerTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });
export const explainerText = style({ margin: 0 });
export const explainerScheduleTitle = style({ margin: `${vars.space.s} 0`, fontSize: vars.font.size });
export const explainerList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const explainerRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m, flexWrap: 'wrap' });
export const explainerTotal = style({ margin: `${vars.space.s} 0 0`, fontWeight: vars.font.weightBold });
export const explainerTerms = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });
