import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ height: '100%' });

export { cardBody as layout } from '../../internal/card/cardParts.css';

export { cardHeader as top } from '../../internal/card/cardParts.css';

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

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const yourMove = style({ fontWeight: vars.fontWeight.bold });

/* StatusLabel */

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="info"]': { background: vars.color.infoSubtle, borderColor: vars.color.info },
    '&[data-tone="success"]': { background: vars.color.successSubtle, borderColor: vars.color.success },
    '&[data-tone="warning"]': { background: vars.color.warningSubtle, borderColor: vars.color.warning },
    '&[data-tone="danger"]': { background: vars.color.dangerSubtle, borderColor: vars.color.danger },
    '&[data-emphasis="true"]': { fontWeight: vars.fontWeight.bold },
  },
});
