import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textSizes, textTones, textWeights } from './variants';

const toneColors = {
  default: vars.color.text,
  muted: vars.color.textMuted,
  accent: vars.color.accent,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
  info: vars.color.info,
} as const satisfies Record<(typeof textTones)[number], string>;

const selectors: Record<string, { [key: string]: string }> = {};
for (const size of textSizes) selectors[`&[data-size="${size}"]`] = { fontSize: vars.fontSize[size] };
for (const tone of textTones) selectors[`&[data-tone="${tone}"]`] = { color: toneColors[tone] };
for (const weight of textWeights)
  selectors[`&[data-weight="${weight}"]`] = { fontWeight: vars.fontWeight[weight] };

export const root = style({
  margin: 0,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    ...selectors,
    '&[data-truncate="true"]': {
      display: 'block',
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});
