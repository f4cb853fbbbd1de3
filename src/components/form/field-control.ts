/* The one wiring every form-kit field shares: useController on the form's context, the Field row's props and
 * the aria props of the control. Internal to components/form. */
import { createContext, useContext, useId, type ReactNode } from 'react'
import { useController, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { fieldLimits, type FieldLimits } from '../../api/schemas/fields'
import type { FormTexts } from '../../i18n/types'
import { fieldLabels } from './form-messages'
import { fieldAria, type FieldProps } from '../Field'

/**
 * What every field takes. `label` is already translated; without it the field's label comes from the form's
 * namespace (`<ns>:fields.<name>`). `required` shows the mark only (the schema validates); without it the
 * schema says whether the field is required.
 */
export interface BaseFieldProps<T extends FieldValues = FieldValues> {
  /** Path of the value in the form (`'name'`, `'price.adult'`). */
  name: FieldPath<T>
  label?: string
  /** The label is read by screen readers only: a field in a table whose column header names it on screen. */
  labelHidden?: boolean
  required?: boolean
  disabled?: boolean
  /** A hint under the control. */
  help?: ReactNode
}

/**
 * The control's id: derived from the name, plus React's id so that two forms on one page (a filter bar and a
 * dialog) never share one. Only characters that are safe in CSS selectors and `for` attributes.
 */
export function useFieldId(name: string): string {
  const unique = useId().replace(/[^A-Za-z0-9]/g, '')
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}-${unique}`
}

/** The schema and label namespace of the form a field sits in (set by FormDialog and PageForm). */
export interface FormContract {
  schema: z.core.$ZodType
  ns?: FormTexts
}
export const FormContractContext = createContext<FormContract | null>(null)

const NO_LIMITS: FieldLimits = { required: false }

/** A field's label and limits from its form's contract: what the API names it, what the schema allows. */
export function useFieldContract(name: string): { label: string | undefined; limits: FieldLimits } {
  const contract = useContext(FormContractContext)
  // re-render on a language switch
  useTranslation()
  const labels = contract?.ns ? fieldLabels(contract.ns) : undefined
  return {
    // a row's field (`stops.0.latitude`) by its label key (`stops.latitude`), as the error map names it
    label: labels?.[name] ?? labels?.[name.replace(/\.\d+(?=\.|$)/g, '')],
    limits: contract ? fieldLimits(contract.schema as z.ZodType, name) : NO_LIMITS,
  }
}

/**
 * useController + the Field row's props + the control's aria props.
 *
 *   const { field, ref, aria, row } = useFieldControl(props)
 *   return <Field {...row}><Input {...aria} ref={ref} value={field.value} … /></Field>
 */
export function useFieldControl<T extends FieldValues>(props: BaseFieldProps<T>) {
  const { name, help, labelHidden } = props
  const contract = useFieldContract(name)
  const label = props.label ?? contract.label ?? name
  const required = props.required ?? contract.limits.required
  const { field: controller, fieldState } = useController<T>({ name })
  // The ref apart: for React's lint rules a `field` carrying a ref reads as a ref itself.
  const { ref, ...field } = controller
  const id = useFieldId(name)
  const error = fieldState.error?.message
  return {
    /** value, onChange, onBlur, name, disabled (the form's). */
    field,
    /** For the control, so that RHF can focus it on an error. */
    ref,
    id,
    error,
    label,
    /** What the form's schema allows: maxLength of a text, min/max of a number. */
    limits: contract.limits,
    /** id, aria-invalid, aria-describedby, aria-required and antd's red `status`. */
    aria: { ...fieldAria(id, error), 'aria-required': required || undefined },
    /** Props of the <Field> row (all but children). */
    row: { id, label, labelHidden, required, error, extra: help } satisfies Omit<FieldProps, 'children'>,
  }
}

export interface Option {
  value: string | number
  label: string
  /** shown but not choosable (e.g. a stopped brand) */
  disabled?: boolean
  /** what typing searches, when more than the label (a direction's code) */
  search?: string
  /** a colour shown before the label (RadioField: the settings' main colour) */
  swatch?: string
}
