import { Checkbox } from 'antd'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { useFieldControl, type BaseFieldProps, type Option } from './field-control'

export interface CheckboxGroupFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  /** every choice in sight; a disabled one says why in its `title` */
  options: Array<Option & { title?: string }>
}

/** Several choices among a few fixed options (value: the chosen values, in the order chosen): real checkboxes. */
export function CheckboxGroupField<T extends FieldValues = FieldValues>(props: CheckboxGroupFieldProps<T>) {
  const { options } = props
  const { field, ref, aria, row, label } = useFieldControl(props)
  // a group takes no aria-required or aria-invalid: its error is described, its label marked as required
  const { id, 'aria-describedby': describedBy } = aria
  const chosen: Array<string | number> = Array.isArray(field.value) ? field.value : []
  const firstEnabled = options.find((option) => !option.disabled)
  return (
    <Field {...row}>
      <div id={id} role="group" aria-label={label} aria-describedby={describedBy} className="checkbox-group">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            // a refusal focuses the first choice that can be changed
            ref={option.value === firstEnabled?.value ? ref : undefined}
            name={field.name}
            checked={chosen.includes(option.value)}
            disabled={props.disabled || field.disabled || option.disabled}
            title={option.title}
            aria-describedby={describedBy}
            onBlur={field.onBlur}
            onChange={(e) =>
              // what was chosen and is not among the options (a role out of sight) stays chosen
              field.onChange(
                e.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          >
            {option.label}
            {option.disabled && option.title && <span className="field-extra"> ({option.title})</span>}
          </Checkbox>
        ))}
      </div>
    </Field>
  )
}
