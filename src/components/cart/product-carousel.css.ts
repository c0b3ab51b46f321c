import { style } from '@vanilla-extract/css';
import { button, focusRing, iconButton, textButton } from '../../styles/base.css';
import { vars } from '../../styles/theme.css';

// Styles of the cart drawer's product carousels: in their lazy chunk, like the carousels themselves.

// Stretched across the drawer, also in the empty state's message block (whose items start-align).
export const carousel = style({ display: 'grid', gap: vars.space.s, justifySelf: 'stretch', marginTop: vars.space.xl, minWidth: 0, textAlign: 'start' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });
export const title = style({ margin: 0, fontSize: vars.font.size });
export const controls = style({ display: 'flex', gap: vars.space.xs });
export const control = style([
  iconButton,
  { border: `1px solid ${vars.color.border}`, selectors: { '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' } } },
]);

/** The slides in a row of `--sg-carousel-per-view` equal columns (set from the position logic). */
export const slides = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - (var(--sg-carousel-per-view, 2) - 1) * 8px) / var(--sg-carousel-per-view, 2))',
  gap: 8,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const slide = style({
  display: 'grid',
  gridTemplateRows: 'auto auto auto 1fr',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.s,
  border: `1px solid ${vars.color.surfaceAlt}`,
  borderRadius: vars.radius.s,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const media = style({ position: 'relative' });
export const image = style({ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'contain', background: vars.color.surfaceAlt, borderRadius: vars.radius.s });
export const imagePlaceholder = style([image, { content: '""' }]);
export const heart = style({ position: 'absolute', insetBlockStart: 0, insetInlineEnd: 0 });

export const name = style([
  focusRing,
  { color: vars.color.text, fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
]);
export const price = style({ margin: 0, fontWeight: vars.font.weightBold });
/** Under the `qv` flag: the quick view, a text button above Add to cart. */
export const quickView = style([textButton, { alignSelf: 'start', fontSize: vars.font.sizeSmall }]);
export const failed = style({ margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall });
export const add = style([button, { alignSelf: 'end', width: '100%', minHeight: 36, paddingInline: vars.space.xs, fontSize: vars.font.sizeSmall }]);

export const message = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.sizeSmall });
export const retry = textButton;
