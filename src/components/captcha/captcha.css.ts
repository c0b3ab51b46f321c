import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

export const captcha = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s, minHeight: 44 });
export const checkbox = style([focusRing, { width: 24, height: 24, margin: 0, accentColor: vars.color.brand }]);
export const slot = style({ minHeight: 0 });
export const message = style({ margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall });
