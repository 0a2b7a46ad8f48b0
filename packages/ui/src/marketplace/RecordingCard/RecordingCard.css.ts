import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  selectors: {
    '&[data-status="accepted"]': { borderColor: vars.color.success },
    '&[data-status="rejected"], &[data-status="flagged"]': { borderColor: vars.color.danger },
  },
});

export { cardBody as layout } from '../../internal/card/cardParts.css';

export { cardHeader as top } from '../../internal/card/cardParts.css';

export const name = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const request = style({
  padding: vars.space.sm,
  borderInlineStart: `${vars.border.focus} solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
});

export const requestLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const requestText = style({ margin: 0, fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap' });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
