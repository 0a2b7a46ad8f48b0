import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The filters in a row that wraps on a phone. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const filter = style({ flex: '1 1 12rem', minWidth: 0 });

/** The proposals, one under the other. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The card the keyboard is on: a visible ring, whatever inside it has focus. */
export const card = style({
  selectors: {
    '&[data-current="true"], &:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-winner="true"]': { borderColor: vars.color.success },
    '&[data-deleted="true"]': { background: vars.color.surfaceSunken },
  },
});

/** The voice actor: picture, then name and facts. */
export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const name = style({ flex: '1 1 auto', minWidth: 0 });

export const marks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** Where the player shows once its code is in: the compact player's height, so nothing moves. */
export const playerSpace = style({ display: 'flex', alignItems: 'center', height: vars.size.controlSmall });

/** The comments under a proposal, set apart by a rule. */
export const comments = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});
export const commentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const comment = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `2px solid ${vars.color.border}`,
});
globalStyle(`${comment} > p`, { margin: 0 });

/** Read by screen readers (the player's announcements), not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
