import { style } from '@vanilla-extract/css';
import * as base from '../../styles/base.css';
import { alertBox, card, fieldError as fieldErrorRule, fieldLabel } from '../../styles/rules';
import { vars } from '../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.s });

export const form = style({ display: 'grid', gap: vars.space.s });

export const label = style(fieldLabel);

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

/** The shared field, growing beside its button and wrapping under it at narrow widths. */
export const input = style([base.input, { flex: '1 1 128px', minWidth: 0 }]);

export const fieldError = style(fieldErrorRule);

export const alert = style(alertBox);

export const sentence = style({ margin: 0, fontWeight: vars.font.weightBold });

export const status = style({ margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m });

export const store = style([card, { display: 'grid', gap: vars.space.xs }]);

export const more = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.m, margin: 0 });

export const storeName = style([base.focusRing, { margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold }]);

export const line = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });

export const services = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.m });

export const current = style({ margin: 0, fontWeight: vars.font.weightBold, color: vars.color.success });
