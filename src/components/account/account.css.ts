import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { SHORT_WINDOW } from '../../styles/modal.css';
import { vars } from '../../styles/theme.css';

// The host is inline content (the header bar, beside the cart); the flyout is in the top layer.
globalStyle(':host(sg-account)', { display: 'inline-block', vars: { '--sg-account-flyout-width': '416px' } });

/** The account button: a text button, 44 px tall, that wraps rather than overflow at 320 px. */
export const button = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    minWidth: 44,
    maxWidth: '100%',
    padding: `0 ${vars.space.s}`,
    border: 'none',
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

/** The rewards count beside the name (its words are visually hidden text in the button's name). */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: '0 4px',
  borderRadius: '999px',
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

/** The flyout: full height on the right (the shared `modal.right`: slide in, 300 ms close, reduced motion). */
export const dialog = style({
  width: 'min(var(--sg-account-flyout-width, 416px), 100vw)',
  overflow: 'hidden',
  '@media': { [SHORT_WINDOW]: { overflowY: 'auto' } },
});

export { drawerPanel as panel, drawerHeader as header, drawerHeading as heading, drawerScroll as body } from '../../styles/modal.css';


