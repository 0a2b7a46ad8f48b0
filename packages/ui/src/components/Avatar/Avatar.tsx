import { forwardRef, useState, type HTMLAttributes } from 'react';
import { Icon } from '../Icon';
import * as styles from './Avatar.css';
import { initialsOf, pickAvatarPicture, type AvatarPictures, type AvatarSize } from './variants';
import { cx } from '../../internal/cx';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the accessible name, and the source of the initials fallback. */
  name: string;
  /** The user's pictures (picture_large/medium/small); the one made for `size` is preferred. @default undefined */
  pictures?: AvatarPictures;
  /** Diameter. @default 'medium' */
  size?: AvatarSize;
}

/** A round picture of a person, falling back to their initials when there is no picture or it fails to load. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, pictures, size = 'medium', className, ...rest },
  ref,
) {
  const src = pickAvatarPicture(pictures, size);
  // Remember which address failed, so that a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = src !== undefined && src !== failedSrc;
  const initials = initialsOf(name);
  return (
    <span
      ref={ref}
      role="img"
      aria-label={name}
      className={cx(styles.root, className)}
      data-size={size}
      data-state={showImage ? 'picture' : 'initials'}
      {...rest}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          onError={() => {
            setFailedSrc(src);
          }}
        />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <Icon name="user" size={size === 'small' ? 'small' : 'medium'} />
      )}
    </span>
  );
});
