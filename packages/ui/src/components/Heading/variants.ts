// Heading's variants as data: the component's types, its styles and the stories' controls share them.

/** Document outline levels, rendered as h1-h6. */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** Visual sizes from vars.fontSize, independent of the level. */
export const headingSizes = ['display', 'xxl', 'xl', 'lg', 'md', 'sm'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The size a level takes when none is given. */
export const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'sm',
};
