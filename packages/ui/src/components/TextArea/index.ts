export { TextArea, textAreaCounterStates } from './TextArea';
export type { TextAreaProps, TextAreaCounterState } from './TextArea';
