import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** Terms and their values: stacked on a phone, side by side from a tablet up. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/** The brief keeps the client's line breaks. */
export const prose = style({ whiteSpace: 'pre-line' });

/** The script excerpt, set apart as a quote. */
export const script = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-line',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Lists of invitations and questions: rows apart, without bullets. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** An invitation: who and how on the left, its status on the right (wrapping on a phone). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const question = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const answer = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});
