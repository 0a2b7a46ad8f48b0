import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Text.css';
import type { TextElement, TextSize, TextTone, TextWeight } from './variants';
import { cx } from '../../internal/cx';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. @default 'p' */
  as?: TextElement;
  /** Font size from vars.fontSize. @default 'md' */
  size?: TextSize;
  /** Colour role. @default 'default' */
  tone?: TextTone;
  /** Font weight from vars.fontWeight. @default 'regular' */
  weight?: TextWeight;
  /** Keeps the text on one line and ends it with an ellipsis when it does not fit; the full text stays in the DOM for assistive technology. @default false */
  truncate?: boolean;
}

/** Running text in the theme's body font, with size, tone and weight as tokens. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', size = 'md', tone = 'default', weight = 'regular', truncate = false, className, ...rest },
  ref,
) {
  return createElement(as, {
    ref,
    className: cx(styles.root, className),
    'data-size': size,
    'data-tone': tone,
    'data-weight': weight,
    'data-truncate': truncate ? 'true' : undefined,
    ...rest,
  });
});
