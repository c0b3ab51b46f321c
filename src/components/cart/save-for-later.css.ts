import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

// Styles of the drawer's "save for later" (in the lazy body chunk). Items look like the cart's lines (their classes).

// One column that may shrink below its items' remembered size (the lines' `contain-intrinsic-size: auto`): at 320 px
// the list narrows with the drawer.
export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.m, marginTop: vars.space.l });

export const heading = style([focusRing, { margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold }]);

export const status = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });

export const error = style({ margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });

/** A failed save's message, on its own row of the line's controls. */
export const lineError = style([error, { flexBasis: '100%' }]);
