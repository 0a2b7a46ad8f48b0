export { TextField, textFieldTypes } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { Field } from '../../internal/field/Field';
export type { FieldProps, FieldControlProps } from '../../internal/field/Field';
