import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/**
 * The voice overlay (lazy chunk) and the alert beside the search box. The listening indicator is a ring that grows
 * slowly behind the microphone (no flashing: under one cycle per second, no change of brightness); it never sits over
 * text, and with reduced motion it does not move at all. Forced colours keep the ring as a system-colour border.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export const dialog = style({
  width: 'min(384px, calc(100vw - 32px))',
  maxHeight: 'calc(100dvh - 32px)',
});

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.l,
  padding: `${vars.space.xl} ${vars.space.l}`,
  textAlign: 'center',
});

export const close = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });

const pulse = keyframes({
  from: { transform: 'scale(1)' },
  to: { transform: 'scale(1.25)' },
});

export const indicator = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 80,
  height: 80,
  marginTop: vars.space.l,
  borderRadius: '50%',
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '50%',
    border: `3px solid ${vars.color.brand}`,
    opacity: 0,
  },
  selectors: {
    '&[data-listening]::before': { opacity: 1, animation: `${pulse} 1.2s ease-in-out infinite alternate` },
  },
  '@media': {
    [REDUCED_MOTION]: { selectors: { '&[data-listening]::before': { animation: 'none' } } },
    '(forced-colors: active)': {
      background: 'Canvas',
      color: 'CanvasText',
      selectors: { '&::before': { borderColor: 'Highlight' } },
    },
  },
});

export const status = style({ margin: 0, minHeight: '1.5em', fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });

// Always in the page (an alert region that appears with its content is announced more reliably when it already exists).
export const message = style({ display: 'grid', gap: vars.space.xs });

export const messageTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const messageText = style({ margin: 0 });
