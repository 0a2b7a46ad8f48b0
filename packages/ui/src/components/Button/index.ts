export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonSizes, buttonVariants } from './variants';
export type { ButtonSize, ButtonVariant } from './variants';
