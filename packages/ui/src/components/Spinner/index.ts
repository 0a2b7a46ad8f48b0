export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { spinnerSizes } from './variants';
export type { SpinnerSize } from './variants';
