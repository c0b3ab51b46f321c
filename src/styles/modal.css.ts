import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './base.css';
import { SHORT_WINDOW } from './rules';
import { vars } from './theme.css';

/**
 * The shared look of every modal `<dialog>` (used with `useModalDialog`): drawers slide in from their side, centred
 * dialogs rise into place; all of them play the spec's 300 ms close (the dialog stays rendered in the top layer while it
 * slides out: `overlay` and `display` transition discretely), and none of it moves with reduced motion.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const CLOSE = '300ms';

const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// Centred dialogs rise into place. Nothing fades the content: its text keeps full contrast in every frame.
const rise = keyframes({ from: { transform: 'translateY(16px)' }, to: { transform: 'translateY(0)' } });

const motion = (transform: string, enter: string) =>
  style({
    selectors: {
      '&[open]': { animation: `${enter} 250ms ease-out` },
      // The exit: `useModalDialog` marks the dialog `data-closing` as it closes it, for the 300 ms. Only then is a
      // transition declared (declared while open, it costs every opening of a 100-line drawer ~40 ms at 4x CPU).
      '&[data-closing]': {
        transition: `transform ${CLOSE} ease-in, overlay ${CLOSE} allow-discrete, display ${CLOSE} allow-discrete`,
      },
      '&[data-closing]:not([open])': { transform },
      '&::backdrop': { background: vars.color.overlay },
      '&[data-closing]::backdrop': {
        transition: `opacity ${CLOSE} ease-in, overlay ${CLOSE} allow-discrete, display ${CLOSE} allow-discrete`,
      },
      '&[data-closing]:not([open])::backdrop': { opacity: 0 },
      '&[open]::backdrop': { animation: `${fadeIn} 250ms ease-out` },
    },
    '@media': {
      [REDUCED_MOTION]: {
        transition: 'none',
        selectors: { '&[open], &[open]::backdrop, &::backdrop': { animation: 'none', transition: 'none' } },
      },
    },
  });

const drawer = {
  // Forced colours remove the shadow that marks a drawer's edge against the page: a system-colour border does it.
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  position: 'fixed',
  insetBlock: 0,
  height: '100dvh',
  maxHeight: '100dvh',
  maxWidth: '100vw',
  margin: 0,
  padding: 0,
  border: 'none',
  boxShadow: vars.shadow.raised,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

/** `modal[side]`: `right` and `left` drawers (full height), `center` dialogs. */
export const modal = styleVariants({
  right: [
    motion('translateX(100%)', fromRight),
    { ...drawer, insetInline: 'auto 0' },
  ],
  left: [
    motion('translateX(-100%)', fromLeft),
    { ...drawer, insetInline: '0 auto' },
  ],
  center: [
    motion('translateY(16px)', rise),
    {
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.m,
      boxShadow: vars.shadow.raised,
      background: vars.color.surface,
      color: vars.color.text,
      '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
    },
  ],
});

/** Below this height a drawer's header, content and footer scroll as one (phones in landscape, 400% zoom). */
export { SHORT_WINDOW };

/**
 * A drawer's frame (the cart drawer, the store and account flyouts: shared/flyout-dialog.tsx): a panel filling the
 * dialog, so that a click on the dialog element itself is a click on the backdrop; a header row with the heading and the
 * close button.
 */
export const drawerPanel = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  '@media': { [SHORT_WINDOW]: { height: 'auto', minHeight: '100%' } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  minHeight: 64,
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The drawer's heading: focusable by script (tabindex -1), no outline unless focus is visible. */
export const drawerHeading = style([
  focusRing,
  { margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold, outline: 'none' },
]);

/** A drawer's scrolling content (the whole drawer scrolls instead in a short window). */
export const drawerScroll = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.l,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.l,
  '@media': { [SHORT_WINDOW]: { flex: 'none', overflowY: 'visible' } },
});

/** A flyout's lazy body that did not load: its message and "Try again" (chunk-fallback.tsx). */
export const chunkMessage = style({ display: 'grid', justifyItems: 'start', gap: vars.space.m, margin: 0 });
/** The placeholder of a flyout's lazy body while it loads. */
export const chunkSkeleton = style({ height: 44, borderRadius: vars.radius.s, background: vars.color.surfaceAlt });
