import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

/** The tabs as a row of links (wrapping on a phone when there are many) over a rule. */
export const tabs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** One tab; the current one bold and underlined by its accent. */
export const tab = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  selectors: {
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});
