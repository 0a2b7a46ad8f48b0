export { Card } from './Card';
export type { CardProps } from './Card';
export { cardElements, cardVariants } from './variants';
export type { CardElement, CardVariant } from './variants';
