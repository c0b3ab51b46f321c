import { style } from '@vanilla-extract/css';
import { BARCODE_BOX } from '../../core/constants';
import { vars } from '../../styles/theme.css';

/**
 * The scanner dialog (lazy chunk): the camera view with the 250 x 182 scan box over its middle, the status, the
 * message and "Scan again". A read code turns the box's frame solid with a tick (the visible equivalent of the beep and
 * vibration): a steady change, never a flash, and nothing moves, so reduced motion needs nothing more. Forced colours
 * keep the frame as a system-colour border.
 */
export const dialog = style({
  width: 'min(416px, calc(100vw - 32px))',
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
});

/** With `scanner-licence`: the flyout under the search box (placed by the component), same dialog semantics. */
export const flyout = style({
  position: 'fixed',
  margin: 0,
  insetInline: 'auto',
  insetBlock: 'auto',
});

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.m,
  padding: `${vars.space.xl} ${vars.space.l} ${vars.space.l}`,
  textAlign: 'center',
});

export const close = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });

export const view = style({
  position: 'relative',
  overflow: 'hidden',
  height: 240,
  marginTop: vars.space.m,
  borderRadius: vars.radius.s,
  background: '#111',
});

export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const box = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: `min(${BARCODE_BOX.width}px, 90%)`,
  height: `min(${BARCODE_BOX.height}px, 80%)`,
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  border: '3px dashed #fff',
  borderRadius: vars.radius.s,
  boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
  color: '#fff',
  selectors: {
    '&[data-found]': { borderStyle: 'solid', borderColor: '#fff', background: 'rgba(10, 107, 46, 0.55)' },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: { '&[data-found]': { borderColor: 'Highlight' } },
    },
  },
});

export const status = style({ margin: 0, minHeight: '1.5em', fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });

export const statusLine = style({ display: 'block' });

export const message = style({ display: 'grid', gap: vars.space.xs });

export const messageTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const messageText = style({ margin: 0 });
