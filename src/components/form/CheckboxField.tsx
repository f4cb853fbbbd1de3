import { Checkbox } from 'antd'
import type { FieldValues } from 'react-hook-form'
import { useFieldControl, type BaseFieldProps } from './field-control'

export type CheckboxFieldProps<T extends FieldValues = FieldValues> = BaseFieldProps<T>

/** A yes/no value (boolean) as a checkbox named by its label; Space toggles it. */
export function CheckboxField<T extends FieldValues = FieldValues>(props: CheckboxFieldProps<T>) {
  const { field, ref, aria, label, error, id } = useFieldControl(props)
  const { status: _status, ...checkboxAria } = aria
  return (
    <div className="field">
      <Checkbox
        {...checkboxAria}
        ref={ref}
        name={field.name}
        checked={!!field.value}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
        disabled={props.disabled || field.disabled}
      >
        {label}
      </Checkbox>
      {error && (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      )}
    </div>
  )
}
