export { Heading } from './Heading';
export type { HeadingProps } from './Heading';
export { defaultHeadingSize, headingLevels, headingSizes } from './variants';
export type { HeadingLevel, HeadingSize } from './variants';
