import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  boxSizing: 'border-box',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accent,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  userSelect: 'none',
  selectors: {
    '&[data-size="small"]': {
      width: vars.size.controlSmall,
      height: vars.size.controlSmall,
      fontSize: vars.fontSize.xs,
    },
    '&[data-size="medium"]': {
      width: vars.size.control,
      height: vars.size.control,
      fontSize: vars.fontSize.sm,
    },
    '&[data-size="large"]': {
      width: vars.size.controlLarge,
      height: vars.size.controlLarge,
      fontSize: vars.fontSize.md,
    },
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
