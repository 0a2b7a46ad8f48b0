export { TagInput, splitTags, tagStates } from './TagInput';
export type { TagInputProps, TagState } from './TagInput';
