export { RadioGroup, radioGroupOrientations } from './RadioGroup';
export type { RadioGroupProps, RadioOption, RadioGroupOrientation } from './RadioGroup';
