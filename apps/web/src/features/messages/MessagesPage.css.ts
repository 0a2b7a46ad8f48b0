import { style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

const desktop = 'screen and (min-width: 1024px)';

/**
 * The list and the open conversation: on a phone and a tablet one screen each (the address says
 * which), on a desktop side by side.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(18rem, 24rem) minmax(0, 1fr)', alignItems: 'start' },
  },
});

/** The list: hidden on a small screen while a conversation is open. */
export const listPane = style({
  minWidth: 0,
  selectors: { [`${layout}[data-open="conversation"] &`]: { display: 'none' } },
  '@media': { [desktop]: { selectors: { [`${layout}[data-open="conversation"] &`]: { display: 'block' } } } },
});

/** The conversation: hidden on a small screen while the list shows. */
export const threadPane = style({
  minWidth: 0,
  selectors: { [`${layout}[data-open="list"] &`]: { display: 'none' } },
  '@media': { [desktop]: { selectors: { [`${layout}[data-open="list"] &`]: { display: 'block' } } } },
});

/** The way back to the list: for the small screens, where the list is another screen. */
export const back = style({
  '@media': { [desktop]: { display: 'none' } },
});

export const conversation = style({ minWidth: 0 });

export const conversationHeader = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/** The messages scroll within the screen's height, the composer under them. */
export const thread = style({ maxHeight: '60vh', minHeight: '12rem' });

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const folders = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const folder = style({
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[aria-current="page"]': { textDecoration: 'underline', color: vars.color.text } },
});

/**
 * One column as wide as the pane: a conversation's row never grows to its last message's length (its
 * text is cut with an ellipsis), which beside an open conversation pushed the row's star and menu
 * over the messages.
 */
export const channels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

export const refusal = style({ margin: 0, color: vars.color.danger });

/** The admin queue: one author's held messages after the other. */
export const queue = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const heldMessage = style({
  margin: 0,
  padding: vars.space.sm,
  whiteSpace: 'pre-wrap',
  borderLeft: `${vars.border.thick} solid ${vars.color.border}`,
});
