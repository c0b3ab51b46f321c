import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/base.css';
import { SHORT_WINDOW } from '../../styles/modal.css';
import { vars } from '../../styles/theme.css';

// The host is inline content (a sub-header row, a footer): the button's own box; the flyout is in the top layer.
globalStyle(':host(sg-store-locator)', { display: 'inline-block', vars: { '--sg-store-locator-width': '416px' } });


/** The my-store button: a text button, 44 px tall, that wraps at narrow widths instead of overflowing. */
export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.xs,
    minHeight: 44,
    maxWidth: '100%',
    padding: `0 ${vars.space.s}`,
    border: 'none',
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);
export const storeName = style({ fontWeight: vars.font.weightBold });
export const storeMeta = style({ color: 'inherit', opacity: 0.85, fontSize: vars.font.sizeSmall });

/** The flyout: full height on the left (the shared `modal.left`: slide in, 300 ms close, reduced motion). */
export const dialog = style({
  width: 'min(var(--sg-store-locator-width, 416px), 100vw)',
  overflow: 'hidden',
  '@media': { [SHORT_WINDOW]: { overflowY: 'auto' } },
});

// The frame (panel, header row, heading, scrolling content) is the drawers' shared one.
export { drawerPanel as panel, drawerHeader as header, drawerHeading as heading, drawerScroll as body } from '../../styles/modal.css';



