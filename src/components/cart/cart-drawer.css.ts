import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { SHORT_WINDOW } from '../../styles/modal.css';
import { drawerBox } from '../../styles/rules';
import { vars } from '../../styles/theme.css';

// The host takes no room in the page: the drawer is a modal <dialog> in the top layer.
globalStyle(':host(sg-cart-drawer)', { display: 'contents', vars: { '--sg-cart-drawer-width': '448px' } });

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

/**
 * The drawer: full height on the right (the shared `modal.right`: slide in, 300 ms close, reduced motion). In a short
 * window the whole drawer scrolls, so the totals and Checkout are always reachable; above that height the header and
 * footer stay put and the lines scroll.
 */
export const dialog = style(drawerBox('var(--sg-cart-drawer-width, 448px)'));

// The frame (panel, header row, heading) is the drawers' shared one (shared/flyout-dialog.tsx); the lines scroll in it.
export { drawerScroll as scroll } from '../../styles/modal.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  '@media': { [SHORT_WINDOW]: { flex: 'none', minHeight: 'auto' } },
});

export const footer = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.l,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const message = style({ display: 'grid', justifyItems: 'start', gap: vars.space.m, padding: vars.space.l });

export const messageText = style({ margin: 0 });

// Skeletons: the same boxes as the loaded drawer (3 lines and the footer), so nothing moves when it arrives.
export const skeletonBlock = style({
  borderRadius: vars.radius.s,
  background: vars.color.surfaceAlt,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { [REDUCED_MOTION]: { animation: 'none' } },
});

export const skeletonLine = style({ display: 'grid', gridTemplateColumns: '80px 1fr', gap: vars.space.m, minHeight: 112 });
export const skeletonImage = style({ width: 80, height: 80 });
export const skeletonText = style({ display: 'grid', gap: vars.space.s, alignContent: 'start' });
export const skeletonRow = style({ height: 14 });
export const skeletonFooter = style({ height: 172 });
