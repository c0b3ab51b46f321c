import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { drawerBox, flyoutButton } from '../../styles/rules';
import { vars } from '../../styles/theme.css';

// The host is inline content (a sub-header row, a footer): the button's own box; the flyout is in the top layer.
globalStyle(':host(sg-store-locator)', { display: 'inline-block', vars: { '--sg-store-locator-width': '416px' } });

/** The my-store button: the flyouts' text button, its parts wrapping at narrow widths. */
export const button = style([focusRing, flyoutButton, { flexWrap: 'wrap', columnGap: vars.space.xs }]);
export const storeName = style({ fontWeight: vars.font.weightBold });
export const storeMeta = style({ color: 'inherit', opacity: 0.85, fontSize: vars.font.sizeSmall });

/** The flyout: full height on the left (the shared `modal.left`: slide in, 300 ms close, reduced motion). */
export const dialog = style(drawerBox('var(--sg-store-locator-width, 416px)'));
