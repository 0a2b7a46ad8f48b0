import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@vo/ui';

/** The field and its button: stacked on a phone, side by side from the tablet up. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  '@media': {
    [`screen and (min-width: ${String(breakpoints.tablet)}px)`]: {
      flexDirection: 'row',
      alignItems: 'flex-end',
    },
  },
});

/** The field takes the room the button leaves. */
export const field = style({ flex: '1 1 auto', minWidth: 0 });
