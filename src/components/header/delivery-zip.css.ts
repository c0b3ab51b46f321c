import { style } from '@vanilla-extract/css';
import * as base from '../../styles/base.css';
import { alertBox, fieldError as fieldErrorRule, fieldLabel } from '../../styles/rules';
import { vars } from '../../styles/theme.css';

/**
 * The delivery ZIP popup and form (DeliveryZip.tsx, a lazy chunk: this CSS arrives with it). The popup is a small
 * modal dialog (the shared `modal.center` look) placed under its opener: `--sg-zip-x` and `--sg-zip-y` are the
 * opener's left and bottom edges, set by the dialog when it opens. It stays inside the viewport at every size: at
 * least 8 px from each edge, moved up when the room under the opener is short, and its content scrolls inside it when
 * the viewport is shorter than the form (WCAG 1.4.10).
 */
const WIDTH = 'min(360px, calc(100vw - 16px))';

export const dialog = style({
  vars: { '--sg-zip-top': 'clamp(8px, var(--sg-zip-y, 8px), max(8px, calc(100dvh - 320px)))' },
  position: 'fixed',
  inset: 'var(--sg-zip-top) auto auto clamp(8px, var(--sg-zip-x, 8px), calc(100vw - 8px - ' + WIDTH + '))',
  width: WIDTH,
  maxWidth: WIDTH,
  maxHeight: 'calc(100dvh - var(--sg-zip-top) - 8px)',
  margin: 0,
  overflowY: 'auto',
  fontFamily: vars.font.family,
});

/** Fills the dialog: a press on the dialog element itself is a press on the backdrop. */
export const panel = style({ display: 'grid', gap: vars.space.m, padding: vars.space.l });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  marginTop: -8,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: vars.font.weightBold });

export const form = style({ display: 'grid', gap: vars.space.s });

export const label = style(fieldLabel);

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

/** The field grows beside its button and wraps above it when the form is narrow (400% zoom). */
export const input = style([base.input, { flex: '1 1 120px', minWidth: 0 }]);

export const fieldError = style(fieldErrorRule);

/** The live regions stay in the page (so they announce) and take no room while empty. */
export const messages = style({ display: 'block' });

export const status = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const alert = style({ margin: 0, selectors: { '&:not(:empty)': { ...alertBox, marginTop: vars.space.s } } });
