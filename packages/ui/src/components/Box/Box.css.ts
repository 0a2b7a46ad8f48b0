import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { boxAligns, boxJustifies, spaces } from './layout';

const alignValues = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
const justifyValues = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

// Layout props reach CSS as data attributes, one selector per token, so a value is always a token.
const selectors: Record<string, { [key: string]: string }> = {};
for (const space of spaces) {
  selectors[`&[data-padding="${space}"]`] = { padding: vars.space[space] };
  selectors[`&[data-gap="${space}"]`] = { gap: vars.space[space] };
}
for (const align of boxAligns) selectors[`&[data-align="${align}"]`] = { alignItems: alignValues[align] };
for (const justify of boxJustifies)
  selectors[`&[data-justify="${justify}"]`] = { justifyContent: justifyValues[justify] };

export const root = style({
  boxSizing: 'border-box',
  minWidth: 0,
  margin: 0,
  selectors: {
    ...selectors,
    '&[data-direction="row"]': { display: 'flex', flexDirection: 'row' },
    '&[data-direction="column"]': { display: 'flex', flexDirection: 'column' },
    '&[data-wrap="true"]': { flexWrap: 'wrap' },
  },
});
