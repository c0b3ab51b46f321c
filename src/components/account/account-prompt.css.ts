import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The prompt: a centred modal dialog (the shared `modal.center`), 448px at most, reflowing at 320 px. */
export const dialog = style({
  width: 'min(448px, calc(100vw - 32px))',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
});

export const panel = style({ display: 'grid', gap: vars.space.m, padding: vars.space.l });

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.s });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
