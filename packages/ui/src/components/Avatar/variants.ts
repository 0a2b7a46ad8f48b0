export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** The user's pictures as the API names them (spec section 3: picture_large/medium/small). */
export interface AvatarPictures {
  picture_large?: string | null;
  picture_medium?: string | null;
  picture_small?: string | null;
}

// Prefer the picture made for the size, then a larger one (scaled down stays sharp), then a smaller.
const preference: Record<AvatarSize, readonly (keyof AvatarPictures)[]> = {
  small: ['picture_small', 'picture_medium', 'picture_large'],
  medium: ['picture_medium', 'picture_large', 'picture_small'],
  large: ['picture_large', 'picture_medium', 'picture_small'],
};

/** The picture address to show at a size, or undefined when the user has none. */
export function pickAvatarPicture(
  pictures: AvatarPictures | undefined,
  size: AvatarSize,
): string | undefined {
  if (!pictures) return undefined;
  for (const key of preference[size]) {
    const src = pictures[key];
    if (src) return src;
  }
  return undefined;
}

/** Initials from a name: first letters of the first and last words ("Ada Lovelace" -> "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}
