import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The disclosure, framed as the search's shortcuts and filter groups are. */
export const disclosure = style({
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
});

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} 0`,
  ':focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const keys = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});
export const keyName = style({ margin: 0, fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });
export const keyAction = style({ margin: 0 });
