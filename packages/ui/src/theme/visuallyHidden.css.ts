// Text for screen readers only: kept in the accessibility tree, drawn nowhere. One definition for
// every component that labels an icon, a count or a chart this way.
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: vars.border.thin,
  height: vars.border.thin,
  margin: `calc(-1 * ${vars.border.thin})`,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
