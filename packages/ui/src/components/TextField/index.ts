export { TextField, textFieldTypes } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { Field } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
