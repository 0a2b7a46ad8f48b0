export { Combobox, comboboxStatuses } from './Combobox';
export type { ComboboxProps, ComboboxOption, ComboboxStatus } from './Combobox';
