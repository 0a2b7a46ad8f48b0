// The inner layout the marketplace's entity cards share (project, proposal, invitation, recording,
// plan): a padded column, and a header row that wraps the title beside its status.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The card's content: a padded column. */
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

const header = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
} as const;

/** Title and status on one row (wrapping), aligned to the title's first line. */
export const cardHeader = style({ ...header, alignItems: 'flex-start' });

/** Title and status on one row (wrapping), centred on each other. */
export const cardHeaderCentered = style({ ...header, alignItems: 'center' });
