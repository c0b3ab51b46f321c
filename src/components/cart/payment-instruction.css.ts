import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Styles of the payment instruction's row: in its lazy chunk (PaymentInstruction.tsx) with the row.

/** The payment instruction: its text and icon, Remove at the end of the row. */
export const instruction = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s, marginTop: vars.space.m });
export const instructionText = style({ flex: '1 1 12rem', margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.s });
export const instructionFailure = style({ flexBasis: '100%', margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall });
