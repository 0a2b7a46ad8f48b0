import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Box.css';
import type { BoxAlign, BoxDirection, BoxElement, BoxJustify, Space } from './layout';
import { cx } from '../../internal/cx';

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** The block element to render. @default 'div' */
  as?: BoxElement;
  /** Inner space on every side, from vars.space. @default undefined */
  padding?: Space;
  /** Space between children (flex layouts only), from vars.space. @default undefined */
  gap?: Space;
  /** Lays the children out in a flex row or column; without it the box is a plain block. @default undefined */
  direction?: BoxDirection;
  /** Cross-axis alignment of the children (flex layouts only). @default undefined */
  align?: BoxAlign;
  /** Main-axis distribution of the children (flex layouts only). @default undefined */
  justify?: BoxJustify;
  /** Lets children wrap onto further lines (flex layouts only). @default false */
  wrap?: boolean;
}

/** The base layout atom: a block element with token padding and, optionally, a flex layout. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', padding, gap, direction, align, justify, wrap = false, className, ...rest },
  ref,
) {
  return createElement(as, {
    ref,
    className: cx(styles.root, className),
    'data-padding': padding,
    'data-gap': gap,
    'data-direction': direction,
    'data-align': align,
    'data-justify': justify,
    'data-wrap': wrap ? 'true' : undefined,
    ...rest,
  });
});
