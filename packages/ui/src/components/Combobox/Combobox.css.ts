import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../../internal/field/Field.css';

export const wrapper = style({
  position: 'relative',
});

export const input = style([control]);

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.z.overlay,
  maxHeight: `calc(${vars.size.control} * 6)`,
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
  },
});

export const listbox = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    // The active option is where the keyboard is (aria-activedescendant): it gets the focus look.
    '&[data-active="true"]': {
      background: vars.color.accentSubtle,
      outline: `${vars.border.thick} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.thick})`,
    },
  },
});

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const message = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="error"]': { color: vars.color.danger },
  },
});
