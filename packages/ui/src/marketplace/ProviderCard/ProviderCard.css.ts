import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ height: '100%' });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} dashed ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const layout = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const avatar = style({ flexShrink: 0 });

export const main = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const top = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const name = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const favorite = style({ flexShrink: 0 });

// A chosen favorite shows a filled heart.
globalStyle(`${favorite}[aria-pressed="true"] svg`, { fill: 'currentColor' });

export const membership = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-tier="Premium"], &[data-tier="Platinum"]': {
      background: vars.color.warningSubtle,
    },
  },
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const factLabel = style({
  display: 'inline-flex',
  paddingTop: vars.space.xxs,
  color: vars.color.textMuted,
});

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const rating = style({ fontSize: vars.fontSize.sm });

export const sample = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginTop: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

export const sampleLabel = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The card's own controls (invite...), at its foot. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
