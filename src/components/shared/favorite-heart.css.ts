import { style } from '@vanilla-extract/css';
import { iconButton } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

/** The favorite heart: a 44 px icon button in the brand colour (filled when pressed); forced colours keep its outline. */
export const heart = style([
  iconButton,
  {
    color: vars.color.brand,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
    '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
  },
]);
