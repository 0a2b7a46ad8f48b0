import { createElement, forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import * as styles from './Card.css';
import type { CardElement, CardVariant } from './variants';
import { cx } from '../../internal/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  /** Surface style. @default 'outlined' */
  variant?: CardVariant;
  /** Element of a static card (ignored when the card is a link or a button). @default 'div' */
  as?: CardElement;
  /** Content above the body, separated by a rule. @default undefined */
  header?: ReactNode;
  /** Content below the body, on a sunken band. @default undefined */
  footer?: ReactNode;
  /** Makes the whole card a link (a real <a>); its content must then hold no other interactive element. @default undefined */
  href?: string;
  /** Makes the whole card a button when it has no href; its content must then hold no other interactive element. @default undefined */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** A surface grouping related content, optionally with a header and footer; interactive as a link or a button. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { variant = 'outlined', as = 'div', header, footer, href, onClick, className, children, ...rest },
  ref,
) {
  const element = href !== undefined ? 'a' : onClick ? 'button' : as;
  const interactive = element === 'a' || element === 'button';
  // Inside a link or button only phrasing content is valid, so the parts are spans laid out as blocks.
  const part = interactive ? 'span' : 'div';
  return createElement(
    element,
    {
      ref,
      className: cx(styles.root, className),
      'data-variant': variant,
      'data-state': interactive ? 'interactive' : 'static',
      ...(element === 'a' ? { href } : {}),
      ...(element === 'button' ? { type: 'button' } : {}),
      onClick,
      ...rest,
    },
    header ? createElement(part, { className: styles.header, 'data-part': 'header' }, header) : null,
    createElement(part, { className: styles.body, 'data-part': 'body' }, children),
    footer ? createElement(part, { className: styles.footer, 'data-part': 'footer' }, footer) : null,
  );
});
