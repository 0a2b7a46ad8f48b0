import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dialogFullScreenBelow } from '../../theme/tokens';
import * as modal from '../../internal/modal/ModalPanel.css';

/** Below the spec's 660 px switch a dialog takes the whole screen. */
export const fullScreenQuery = `screen and (max-width: ${dialogFullScreenBelow - 0.02}px)`;

// Movement only: the panel is never transparent, so it is visible from the first frame.
const rise = keyframes({ from: { transform: `translateY(${vars.space.md})` } });

export const overlay = style([
  modal.overlay,
  {
    zIndex: vars.z.dialog,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.md,
    '@media': { [fullScreenQuery]: { padding: 0 } },
  },
]);

export const panel = style([
  modal.surface,
  {
    gap: vars.space.md,
    // A comfortable reading width built from tokens: twelve large controls wide.
    width: `calc(${vars.size.controlLarge} * 12)`,
    maxWidth: '100%',
    maxHeight: '100%',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.border.focus} solid ${vars.color.focus}`,
        outlineOffset: vars.border.thick,
      },
    },
    '@media': {
      [fullScreenQuery]: { width: '100%', height: '100%', maxHeight: 'none', borderRadius: vars.radius.none },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style([modal.title, { fontSize: vars.fontSize.xl }]);

export const description = style({ margin: 0, color: vars.color.textMuted });

export const body = style({ flex: '1 1 auto' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
