import { style, styleVariants } from '@vanilla-extract/css';
import { TOAST_MOBILE_WIDTH_PX } from '../../core/constants';
import { vars } from '../../styles/theme.css';

export const region = style({
  position: 'fixed',
  top: vars.space.l,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  display: 'grid',
  gap: vars.space.s,
  width: `min(${TOAST_MOBILE_WIDTH_PX}px, calc(100vw - 32px))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

const toastBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.l}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.raised,
  color: '#ffffff',
  pointerEvents: 'auto',
});

export const toast = styleVariants({
  success: [toastBase, { background: vars.color.success }],
  error: [toastBase, { background: vars.color.error }],
});

export const message = style({ flex: 1, margin: 0 });
