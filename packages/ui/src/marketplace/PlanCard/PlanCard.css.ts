import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  height: '100%',
  boxSizing: 'border-box',
  selectors: {
    // The plan in force stands out by its border, not by colour alone: it also carries the mark.
    '&[data-state="current"], &[data-state="downgradeScheduled"]': {
      borderColor: vars.color.accent,
      borderWidth: vars.border.thick,
    },
  },
});

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
});

export { cardHeaderCentered as top } from '../../internal/card/cardParts.css';

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-tone="accent"]': { background: vars.color.accentSubtle, color: vars.color.accent },
    '&[data-tone="neutral"]': { background: vars.color.infoSubtle, color: vars.color.info },
  },
});

export const price = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const amount = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&[data-promo="true"]': { color: vars.color.success } },
});

export const struck = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const period = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const promoCode = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});

export const features = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const featureIcon = style({ display: 'inline-flex', color: vars.color.success, flexShrink: 0 });

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const reason = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: `${vars.space.xxs} 0 0`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

/** Read by screen readers, not shown (one shared definition). */
export { visuallyHidden } from '../../theme/visuallyHidden.css';
