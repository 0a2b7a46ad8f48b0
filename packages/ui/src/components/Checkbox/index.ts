export { Checkbox, checkboxStates } from './Checkbox';
export type { CheckboxProps, CheckboxState } from './Checkbox';
