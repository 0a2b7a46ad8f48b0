import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&[data-direction="outgoing"]': { flexDirection: 'row-reverse' },
  },
});

export const avatar = style({ flexShrink: 0, width: vars.size.controlSmall });

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '80%',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
  selectors: {
    [`${root}[data-direction="outgoing"] &`]: { background: vars.color.accentSubtle },
    [`${root}[data-state="pending_moderation"] &`]: {
      border: `${vars.border.thin} dashed ${vars.color.borderStrong}`,
    },
    [`${root}[data-state="failed"] &`]: { border: `${vars.border.thin} solid ${vars.color.danger}` },
  },
});

export const meta = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const author = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const attachments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});

/** An image attachment shown in the message, at most a bubble wide and a few lines high. */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  borderRadius: vars.radius.md,
});

/** The player of an audio attachment. */
export const player = style({ display: 'block', width: '100%', minWidth: '14rem' });

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const fileSize = style({ flexShrink: 0, color: vars.color.textMuted });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-state="failed"]': { color: vars.color.danger } },
});
