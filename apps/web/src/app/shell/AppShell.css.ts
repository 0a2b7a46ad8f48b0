import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vo/ui';

// The shell fills the window: the browser's default page margin would frame it.
globalStyle('body', { margin: 0 });

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
});

export const main = style({
  flex: '1 1 auto',
  // The padding sits inside the full width: with the default content-box, `width: 100%` plus the
  // side padding made main 32 px wider than the window, and every page scrolled sideways.
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space.md,
  // Room for the fixed bottom navigation.
  paddingBottom: `calc(${vars.space.xxl} * 3)`,
});

export const progress = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
});

/** The environment tag beside the brand name outside production (Sandbox, Local). */
export const environment = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
});

export const title = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The brand name, the way Home: the page's title text, not a browser-default blue link. */
export const brand = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: vars.space.xxs },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.thin,
    },
  },
});
