import { forwardRef, type SVGProps } from 'react';
import * as styles from './Icon.css';
import { iconPaths, type IconName } from './icons';
import { cx } from '../../internal/cx';

export const iconSizes = ['small', 'medium', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  /** Which icon to draw. */
  name: IconName;
  /** @default 'medium' */
  size?: IconSize;
  /** A text alternative; without it the icon is decorative and hidden from assistive technology. @default undefined */
  label?: string;
}

/** An icon of the set, drawn in the current text colour. Decorative unless it has a label. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = 'medium', label, className, ...rest },
  ref,
) {
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      className={cx(styles.root, styles.sizes[size], className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
      {...rest}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
});
