import { style } from '@vanilla-extract/css';
import * as base from '../../styles/base.css';
import { alertBox, card, fieldError as fieldErrorRule, fieldLabel } from '../../styles/rules';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.m });

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style(fieldLabel);

export const input = style([base.input, { width: '100%', minWidth: 0 }]);

/** A checkbox row: the whole label is the 44 px target. */
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, minHeight: 44, cursor: 'pointer' });

export const checkbox = style([base.focusRing, { width: 24, height: 24, margin: 0, flex: 'none' }]);

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });

export const fieldError = style(fieldErrorRule);

export const alert = style(alertBox);

export const status = style({ margin: 0, overflowWrap: 'anywhere' });

export const submit = style([base.button, { width: '100%' }]);

/** The links and secondary actions under a form: each a 44 px target, wrapping at narrow widths. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });

/** A link-like button (the shared text button) at the flyout's 44 px target size. */
export const action = style([base.textButton, { display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: `0 ${vars.space.xs}` }]);

export const benefits = style({ margin: 0, color: vars.color.muted });

export const fieldset = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const rewards = style([card, { display: 'grid', gap: vars.space.s }]);

export const subheading = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold });

export const menu = style({ display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

export const menuLink = style([
  base.focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${vars.space.s}`,
    color: vars.color.text,
    textDecoration: 'none',
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const signOut = style([base.secondaryButton, { width: '100%' }]);
