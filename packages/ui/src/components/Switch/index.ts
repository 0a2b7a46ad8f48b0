export { Switch, switchStates } from './Switch';
export type { SwitchProps, SwitchState } from './Switch';
