import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as modal from '../../internal/modal/ModalPanel.css';

const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style([modal.overlay, { zIndex: vars.z.drawer }]);

export const panel = style([
  modal.surface,
  {
    position: 'fixed',
    top: 0,
    bottom: 0,
    // A side sheet seven large controls wide, always leaving a strip of the page to click.
    width: `calc(${vars.size.controlLarge} * 7)`,
    maxWidth: `calc(100% - ${vars.size.controlLarge})`,
    selectors: {
      '&[data-side="left"]': {
        left: 0,
        animation: `${fromLeft} ${vars.motion.slow} ${vars.motion.easing}`,
      },
      '&[data-side="right"]': {
        right: 0,
        animation: `${fromRight} ${vars.motion.slow} ${vars.motion.easing}`,
      },
      '&:focus-visible': {
        outline: `${vars.border.focus} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.border.focus})`,
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const title = style([modal.title, { fontSize: vars.fontSize.lg }]);

export const body = style({ flex: '1 1 auto', padding: vars.space.lg });
