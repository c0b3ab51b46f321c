import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { badge as badgeRule, drawerBox, flyoutButton } from '../../styles/rules';
import { vars } from '../../styles/theme.css';

// The host is inline content (the header bar, beside the cart); the flyout is in the top layer.
globalStyle(':host(sg-account)', { display: 'inline-block', vars: { '--sg-account-flyout-width': '416px' } });

/** The account button: the flyouts' text button, at least 44 px wide, breaking a long name anywhere. */
export const button = style([focusRing, flyoutButton, { position: 'relative', gap: vars.space.xs, minWidth: 44, overflowWrap: 'anywhere' }]);

/** The rewards count beside the name (its words are in the button's name). */
export const badge = style(badgeRule);

/** The flyout: full height on the right (the shared `modal.right`: slide in, 300 ms close, reduced motion). */
export const dialog = style(drawerBox('var(--sg-account-flyout-width, 416px)'));
