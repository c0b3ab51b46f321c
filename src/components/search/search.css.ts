import { globalStyle, style } from '@vanilla-extract/css';
import { DESKTOP_BREAKPOINT_PX } from '../../core/constants';
import { focusRing } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

// The host keeps the height of the search bar before and after the upgrade (no layout shift).
globalStyle(':host(sg-search)', { position: 'relative', minHeight: 44, vars: { '--sg-search-panel-width': '640px' } });

/**
 * Open, the search is a stacking context above the page's own (the overlay's level): its panel and dimming then cover a
 * second search box later on the page, whose form (z-index 1) would otherwise be painted over the panel (issue 21.8).
 */
export const root = style({ position: 'relative', selectors: { '&[data-open]': { zIndex: vars.z.overlay } } });

export const shell = style({
  position: 'relative',
  selectors: {
    [`${root}[data-open][data-mobile] &`]: {
      position: 'fixed',
      inset: 0,
      zIndex: vars.z.overlay,
      display: 'flex',
      flexDirection: 'column',
      padding: vars.space.s,
      background: vars.color.surface,
    },
  },
});

export const form = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 22,
  background: vars.color.surface,
  paddingLeft: vars.space.l,
});

export const input = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    height: '100%',
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    outline: 'none',
    selectors: {
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&:focus-visible': { outline: 'none' },
    },
  },
]);

globalStyle(`${form}:focus-within`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });

export const clear = style({ width: 36, height: 36 });
export const submit = style({ borderRadius: 22 });

export const cancel = style([
  focusRing,
  {
    minHeight: 44,
    padding: `0 ${vars.space.m}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.brand,
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
  },
]);

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 0,
  // Forced colours turn the dimming into a translucent Canvas that washes out the page's text: no dimming there
  // (the panel has its own border); a click on the overlay still closes the panel.
  '@media': { '(forced-colors: active)': { background: 'transparent' } },
});

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: 0,
  zIndex: 1,
  width: 'max(100%, min(var(--sg-search-panel-width, 640px), calc(100vw - 32px)))',
  minHeight: 120,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  selectors: {
    [`${root}[data-mobile] &`]: {
      position: 'static',
      flex: 1,
      minHeight: 0,
      width: '100%',
      boxShadow: 'none',
    },
  },
  '@media': { [`(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`]: { width: '100%' } },
});

export const message = style({ margin: vars.space.m, color: vars.color.muted });


/** Where MediaSearch puts the voice and scan buttons: no box of its own, so they are items of the form's row. */
export const mediaSlot = style({ display: 'contents' });

/** "Search by voice", beside the box: a 44 px target like the search button. */
export const voice = style({ borderRadius: 22, flex: 'none' });

/** Beside the box after a microphone fault or a voice chunk that failed to load, until the next interaction. */
export const mediaAlert = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: 1,
  width: 'min(352px, calc(100vw - 32px))',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.m,
  border: `2px solid ${vars.color.error}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const mediaAlertTitle = style({ margin: 0, fontWeight: vars.font.weightBold });
export const mediaAlertText = style({ margin: 0 });
