export { Link } from './Link';
export type { LinkProps } from './Link';
export { linkVariants } from './variants';
export type { LinkVariant } from './variants';
