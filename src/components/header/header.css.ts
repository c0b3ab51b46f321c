import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing } from '../../styles/base.css';
import { badge as badgeRule } from '../../styles/rules';

/**
 * The header keeps exactly the height the page's reservation rule gives it (api-contract.md, "Page markup"): bar +
 * sub-header below 1024 px, bar + navigation row + sub-header from 1024 px. Panels, dialogs and the stuck bar overlay
 * the page; nothing the header does later changes its height.
 */
const DESKTOP = 'screen and (min-width: 1024px)';
const barHeight = 'var(--sg-header-height, 72px)';
const navHeight = 'var(--sg-header-nav-height, 48px)';
const subHeight = 'var(--sg-header-subheader-height, 40px)';
const background = `var(--sg-header-background, ${vars.color.surface})`;

globalStyle(':host(sg-header)', {
  display: 'block',
  position: 'relative',
  height: `calc(${barHeight} + ${subHeight})`,
  zIndex: 'var(--sg-header-z-index, 900)',
  color: vars.color.text,
  fontFamily: vars.font.family,
  '@media': { [DESKTOP]: { height: `calc(${barHeight} + ${navHeight} + ${subHeight})` } },
});

/**
 * While the bar is stuck (fixed, out of the flow) the header keeps its room above the sub-header, so nothing below it
 * moves as it sticks and is released (CLS 0; the sub-header jumped up by the bar's height and back).
 */
export const root = style({
  display: 'block',
  height: '100%',
  selectors: { '&[data-stuck]': { paddingTop: barHeight } },
  '@media': {
    [DESKTOP]: { selectors: { '&[data-stuck]': { paddingTop: `calc(${barHeight} + ${navHeight})` } } },
    // Not stuck there (see `top`): the bar stays in the flow.
    'screen and (max-height: 480px)': { selectors: { '&[data-stuck]': { paddingTop: 0 } } },
  },
});
export const desktopOnly = style({ display: 'none', '@media': { [DESKTOP]: { display: 'flex' } } });
export const navRow = style({ display: 'none', '@media': { [DESKTOP]: { display: 'block' } } });
export const group = style({ display: 'none', alignItems: 'center', gap: 'inherit', '@media': { [DESKTOP]: { display: 'flex' } } });
export const groupEnd = style({ marginInlineStart: 'auto' });
export const mobileOnly = style({ '@media': { [DESKTOP]: { display: 'none !important' } } });

/** Bar and navigation row: fixed to the top of the viewport while stuck. */
export const top = style({
  position: 'relative',
  zIndex: 2,
  background,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-stuck]': { position: 'fixed', top: 0, left: 0, right: 0, boxShadow: vars.shadow.raised },
  },
  // A viewport this short (a phone held sideways, 400% zoom) keeps the header in the flow: a fixed bar would hide
  // most of the page (WCAG 1.4.10 reflow at 320 px height).
  '@media': { 'screen and (max-height: 480px)': { selectors: { '&[data-stuck]': { position: 'relative', boxShadow: 'none' } } } },
});

const row = style({
  display: 'flex',
  alignItems: 'center',
  maxWidth: 'var(--sg-header-max-width, 1440px)',
  margin: '0 auto',
  padding: `0 ${vars.space.s}`,
});

export const bar = style([row, { height: barHeight, gap: vars.space.s, '@media': { [DESKTOP]: { gap: vars.space.l, padding: `0 ${vars.space.l}` } } }]);

export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    left: vars.space.s,
    top: vars.space.s,
    zIndex: 3,
    padding: `${vars.space.s} ${vars.space.l}`,
    background: vars.color.surface,
    color: vars.color.brand,
    fontWeight: vars.font.weightBold,
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius.s,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);

export const logo = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    flex: '0 1 auto',
    minWidth: 0,
    maxWidth: '24vw',
    minHeight: 44,
    color: vars.color.text,
    fontWeight: vars.font.weightBold,
    fontSize: vars.font.sizeLarge,
    textDecoration: 'none',
    '@media': { [DESKTOP]: { maxWidth: 240 } },
  },
]);
globalStyle(`${logo} img`, { display: 'block', maxWidth: '100%', height: 'auto', maxHeight: 48 });
globalStyle('slot[name="logo"]::slotted(*)', { display: 'inline-flex', alignItems: 'center', maxWidth: '24vw', minHeight: 44 });
globalStyle('slot[name="logo"]::slotted(a) img, slot[name="logo"]::slotted(img)', { maxHeight: 48 });

export const search = style({ flex: '1 1 192px', minWidth: 0 });
globalStyle(`${search} > sg-search`, { display: 'block', width: '100%' });
// Before <sg-search> upgrades (or when its script failed) the author's plain GET form is inside it and works.
globalStyle(`${search} sg-search:not(:defined) form`, { display: 'flex', gap: vars.space.xs, minHeight: 44 });
globalStyle(`${search} sg-search:not(:defined) input`, { flex: 1, minWidth: 0, minHeight: 44, font: 'inherit' });

export const barButton = style([
  focusRing,
  {
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    padding: `0 ${vars.space.s}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
]);

/**
 * The bar's store button: a CMS title of any length is clamped (one line, an ellipsis; the whole title stays its
 * accessible name), so the search box keeps its room and Sign in, the cart and Checkout stay on screen.
 */
export const barStoreButton = style({ flex: '0 1 auto', minWidth: 0, maxWidth: 180 });
export const clampedText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const cart = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flex: 'none',
  gap: vars.space.xs,
  // With skip-to-checkout, its button appears once the cart has loaded: its room is kept from the start (desktop), so
  // the store and account buttons never move.
  // It starts where the cart button is (the button keeps its place as the Checkout button appears after it).
  '@media': { [DESKTOP]: { selectors: { '&[data-checkout]': { minWidth: '168px', justifyContent: 'flex-start' } } } },
});
// One height before and after the cart loads (the Checkout button is a little taller than the cart button).
globalStyle(`${cart} > sg-mini-cart`, { minHeight: 50, display: 'inline-flex', alignItems: 'center' });
// Below 1024 px the bar has no room for it (320 px wide at 400% zoom); the drawer's own Checkout is one tap away.
globalStyle(`${cart} sg-mini-cart::part(skip-to-checkout)`, { '@media': { 'screen and (max-width: 1023.98px)': { display: 'none' } } });
globalStyle(`${cart} sg-mini-cart:not(:defined) a`, { display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44, color: 'inherit' });

export const hamburger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: 44,
    height: 44,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
  },
]);

/** The desktop navigation row. */
export const nav = style({ height: navHeight, borderTop: `1px solid ${vars.color.border}` });
export const navList = style([row, { height: '100%', gap: vars.space.xs, listStyle: 'none', margin: '0 auto', padding: `0 ${vars.space.l}`, overflowX: 'auto', overflowY: 'hidden' }]);
globalStyle(`${navList} > li`, { display: 'flex', alignItems: 'stretch', height: '100%' });
export const navFallback = style({ display: 'flex', alignItems: 'center', height: '100%', maxWidth: 'var(--sg-header-max-width, 1440px)', margin: '0 auto', padding: `0 ${vars.space.l}` });
globalStyle(`${navFallback} ::slotted(nav)`, { display: 'flex', gap: vars.space.l, alignItems: 'center' });

export const menuItem = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: '100%',
    padding: `0 ${vars.space.m}`,
    border: 'none',
    borderBottom: '3px solid transparent',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&[aria-expanded="true"], &[aria-current="page"]': { borderBottomColor: vars.color.brand },
      '&:hover': { color: vars.color.brand },
    },
    // Forced colours paint the transparent border too (CanvasText under every L1): the closed items have none (the
    // same room as padding), the open one a Highlight underline, the current page's a CanvasText one.
    '@media': {
      '(forced-colors: active)': {
        borderBottom: 'none',
        paddingBottom: 3,
        selectors: {
          '&[aria-current="page"]': { borderBottom: '3px solid CanvasText', paddingBottom: 0 },
          '&[aria-expanded="true"]': { borderBottom: '3px solid Highlight', paddingBottom: 0 },
        },
      },
    },
  },
]);
export const chevron = style({ transition: 'transform 150ms', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } }, '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } });

export const panel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  maxHeight: `calc(100vh - ${barHeight} - ${navHeight})`,
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
});
/** The sub-header row. */
export const subHeader = style({
  height: subHeight,
  background: `var(--sg-header-subheader-background, ${vars.color.surfaceAlt})`,
  fontSize: vars.font.sizeSmall,
  overflow: 'hidden',
});
export const subHeaderRow = style([row, { height: '100%', gap: vars.space.m, '@media': { [DESKTOP]: { padding: `0 ${vars.space.l}`, gap: vars.space.l } } }]);
export const subHeaderLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    padding: `0 ${vars.space.xs}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    whiteSpace: 'nowrap',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);
/**
 * The my-store button: one line; the store's name does not shrink (an ellipsis only for a name longer than the button
 * can hold), its status and hours give way with the row's other items; "My store:" only from 1024 px. Its whole
 * sentence stays the accessible name.
 */
export const storeButton = style([
  subHeaderLink,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    // Below 1024 px the row is the button and the banner: the banner wraps to its two lines, the name keeps its width.
    flex: 'none',
    minWidth: 0,
    maxWidth: '70%',
    '@media': { [DESKTOP]: { flex: '0 1 auto' } },
    lineHeight: '32px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
  },
]);
const ellipsis = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
export const storePrefix = style({ display: 'none', flex: 'none', '@media': { [DESKTOP]: { display: 'inline' } } });
export const storeName = style({ ...ellipsis, flex: 'none', maxWidth: '100%' });
export const storeDetails = style({ ...ellipsis, display: 'none', flex: '0 1 auto', fontWeight: 'normal', '@media': { [DESKTOP]: { display: 'block' } } });
export const freeShipping = style({
  display: '-webkit-box',
  margin: 0,
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  lineHeight: 1.2,
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  '@media': { [DESKTOP]: { flex: '0 1 auto', textAlign: 'center', marginInline: 'auto' } },
});
/**
 * A link inside the free-shipping sentence ("Details"): inline text, so the two clamped lines of the banner stay 34 px
 * inside the 40 px row (a 32 px tall inline-flex link made a line of its own height: 49 px, over the bar's border). A
 * link in a sentence is exempt from the 24 px target size (WCAG 2.5.8).
 */
export const bannerLink = style([focusRing, { color: 'inherit', textDecoration: 'underline', whiteSpace: 'nowrap' }]);
export const spacer = style({ flex: '1 1 auto' });
/** The count of new rewards and offers on the account button (the hosted `<sg-account>`'s, as on its own button). */
export const badge = style(badgeRule);

/**
 * The sub-header's measuring copy (SubHeader.tsx): its items at their natural widths, in a box of no size that clips
 * them (no scrollable overflow, nothing painted, nothing read out). Not positioned ancestors: its containing block is
 * the host, like the "More" list's.
 */
export const measure = style({ position: 'absolute', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' });
export const measureRow = style({ display: 'flex', width: 'max-content', whiteSpace: 'nowrap' });
export const measureStore = style({ fontWeight: vars.font.weightBold, textDecoration: 'none' });
/** "More" and its list: the list hangs under the sub-header, over the page (the sub-header itself clips). */
export const more = style({ display: 'inline-flex', alignItems: 'center' });
export const moreList = style({
  position: 'absolute',
  top: '100%',
  zIndex: 3,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 200,
  maxWidth: 'min(360px, calc(100vw - 16px))',
  margin: 0,
  padding: vars.space.s,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const moreLink = style([subHeaderLink, { display: 'flex', minHeight: 44, whiteSpace: 'normal', textAlign: 'start', width: '100%' }]);

/** "The menu did not load": under the bar, over the page, until the next try. */
export const menuError = style({
  position: 'absolute',
  top: barHeight,
  left: vars.space.s,
  right: vars.space.s,
  zIndex: 3,
  margin: 0,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.surface,
  color: vars.color.error,
  border: `2px solid ${vars.color.error}`,
  borderRadius: vars.radius.s,
});
