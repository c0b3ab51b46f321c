import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Styles of the alternate pickup person: in its lazy chunk (PickupPerson.tsx) with the section.

export const section = style({ display: 'grid', gap: vars.space.s, marginTop: vars.space.l, textAlign: 'start' });
export const text = style({ margin: 0 });
export const contact = style({ margin: 0, padding: 0, listStyle: 'none', color: vars.color.muted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
/** The form: one column of labelled fields (two side by side where the drawer is wide enough). */
export const form = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))', gap: vars.space.s });
export const hint = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.muted });
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSmall });
export const error = style({ margin: 0, color: vars.color.error, fontSize: vars.font.sizeSmall });
export const formActions = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
