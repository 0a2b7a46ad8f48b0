import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button';
import { Icon, type IconName } from '../Icon';
import * as styles from './IconButton.css';
import { cx } from '../../internal/cx';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'leadingIcon' | 'trailingIcon' | 'aria-label'
> {
  /** Which icon to show. */
  icon: IconName;
  /** The accessible name: an icon alone says nothing to a screen reader, so it is required. */
  label: string;
  /** Visual emphasis. @default 'tertiary' */
  variant?: ButtonProps['variant'];
}

/** A square button showing only an icon, named by a required label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'tertiary', size = 'medium', className, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      size={size}
      aria-label={label}
      className={cx(styles.square, className)}
      {...rest}
    >
      <Icon name={icon} size={size === 'large' ? 'large' : 'medium'} />
    </Button>
  );
});
