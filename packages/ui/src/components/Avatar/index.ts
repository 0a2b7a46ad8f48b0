export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { avatarSizes, initialsOf, pickAvatarPicture } from './variants';
export type { AvatarPictures, AvatarSize } from './variants';
