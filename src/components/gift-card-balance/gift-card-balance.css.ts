import { globalStyle, style } from '@vanilla-extract/css';
import * as base from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

globalStyle(':host(sg-gift-card-balance)', {
  vars: { '--sg-gift-card-max-width': '448px' },
});

export const root = style({
  maxWidth: 'var(--sg-gift-card-max-width, 448px)',
  display: 'grid',
  gap: vars.space.l,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });

export const form = style({ display: 'grid', gap: vars.space.l });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weightBold });

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });

/** The card number and PIN: the shared field, spaced for digits. */
export const input = style([base.input, { letterSpacing: '0.05em' }]);

export const fieldError = style({ margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall });

// Live regions stay in the page (so they announce) but take no room while empty.
export const messages = style({ display: 'block' });

export const status = style({ margin: 0 });

export const alert = style({
  margin: 0,
  selectors: {
    '&:not(:empty)': {
      marginTop: vars.space.s,
      padding: vars.space.m,
      borderLeft: `4px solid ${vars.color.error}`,
      background: vars.color.surfaceAlt,
      color: vars.color.error,
    },
  },
});

export const balance = style([base.focusRing, {
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.l,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceAlt,
  outline: 'none',
}]);

export const amount = style({ fontSize: '32px', fontWeight: vars.font.weightBold, color: vars.color.success });

/** The centred dialog variant (the shared `modal.center`: fade, 300 ms close, reduced motion). */
export const dialog = style({
  width: 'min(512px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
});

// The top padding keeps the heading clear of the absolutely placed close button on narrow screens.
export const dialogBody = style({ position: 'relative', padding: vars.space.xl, paddingTop: 56 });

export const closeButton = style({ position: 'absolute', top: vars.space.s, right: vars.space.s });
