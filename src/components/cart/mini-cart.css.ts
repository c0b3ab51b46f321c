import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

globalStyle(':host(sg-mini-cart)', { display: 'inline-block', minWidth: 44, minHeight: 44 });

export const link = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: vars.radius.s,
    color: 'inherit',
    textDecoration: 'none',
  },
]);

export const badge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: 10,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: 12,
  fontWeight: vars.font.weightBold,
  lineHeight: '20px',
  textAlign: 'center',
  // Forced colours drop the badge's fill: a border keeps it a badge.
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const skip = style({ marginLeft: vars.space.s, minHeight: 36, padding: `0 ${vars.space.m}` });
