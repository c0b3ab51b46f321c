import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Styles of the express checkout buttons: in their lazy chunk (ExpressCheckout.tsx) with the buttons.

/** The express checkout buttons: one per row, the providers' own buttons filling the width. */
export const express = style({ marginTop: vars.space.m });
export const expressTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold });
export const expressList = style({ display: 'grid', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });
export const expressItem = style({ minWidth: 0 });
export const expressSlot = style({ minHeight: '2.5rem' });
/** Our Apple Pay button (Apple's guidelines: black, white text, the full width, at least 40 px high). */
export const applePay = style({
  display: 'block',
  width: '100%',
  minHeight: '2.5rem',
  border: '1px solid transparent',
  borderRadius: '4px',
  background: '#000',
  color: '#fff',
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '[aria-busy="true"] &': { opacity: 0.6, cursor: 'progress' },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonText', forcedColorAdjust: 'auto' } },
});
export const expressFailure = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.error, fontSize: vars.font.sizeSmall });
