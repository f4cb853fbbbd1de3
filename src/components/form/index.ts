/**
 * The form kit: the one form hook (useSchemaForm: react-hook-form resolved by the write schema), its shells
 * (FormDialog, PageForm) and the fields on antd controls, each in a labelled <Field> row. Only this folder
 * calls react-hook-form's useForm.
 */
export { TextField, type TextFieldProps } from './TextField'
export { NumberField, type NumberFieldProps } from './NumberField'
export { MoneyField, type MoneyFieldProps } from './MoneyField'
export { SelectField, type SelectFieldProps } from './SelectField'
export { AsyncSelectField, type AsyncSelectFieldProps } from './AsyncSelectField'
export { AddressFields, type AddressFieldsProps, type AddressValues } from './AddressFields'
export { DateField, type DateFieldProps } from './DateField'
export { DateRangeField, type DateRangeFieldProps } from './DateRangeField'
export { TimeField } from './TimeField'
export { StatusField, type StatusFieldProps } from './StatusField'
export { RadioField, type RadioFieldProps } from './RadioField'
export { ReasonFields } from './ReasonFields'
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField'
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './CheckboxGroupField'
export { ColorField, type ColorFieldProps } from './ColorField'
export { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField'
export { NativeSelectField, type NativeSelectFieldProps } from './NativeFields'
export { FormDialog, type FormDialogProps } from './FormDialog'
export { FormSection, PageForm, type PageFormProps } from './PageForm'
export { useSchemaForm, type FormSchema, type SchemaFormOptions } from './use-schema-form'
export { type BaseFieldProps, type Option } from './field-control'
