import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: vars.size.iconSmall,
  height: vars.size.iconSmall,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="danger"]': { backgroundColor: vars.color.badge, color: vars.color.textOnBadge },
    '&[data-tone="accent"]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-tone="neutral"]': { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
  },
});

/** Read by screen readers, not shown (one shared definition). */
export { visuallyHidden } from '../../theme/visuallyHidden.css';
