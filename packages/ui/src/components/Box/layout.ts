// The layout atoms' vocabulary as data: stories' controls and the styles reuse these lists.
import type { vars } from '../../theme/contract.css';

/** Space tokens a layout prop accepts (vars.space). */
export const spaces = [
  'none',
  'xxs',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
] as const satisfies readonly (keyof typeof vars.space)[];
export type Space = (typeof spaces)[number];

/** The few block elements a layout atom may render as. */
export const boxElements = ['div', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav'] as const;
export type BoxElement = (typeof boxElements)[number];

/** Cross-axis alignment of the children. */
export const boxAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export type BoxAlign = (typeof boxAligns)[number];

/** Main-axis distribution of the children. */
export const boxJustifies = ['start', 'center', 'end', 'between'] as const;
export type BoxJustify = (typeof boxJustifies)[number];

export const boxDirections = ['row', 'column'] as const;
export type BoxDirection = (typeof boxDirections)[number];
