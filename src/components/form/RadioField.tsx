import { useEffect, useRef } from 'react'
import { Radio } from 'antd'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { useFieldControl, type BaseFieldProps, type Option } from './field-control'

export interface RadioFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  options: Option[]
  /** one choice a line (default), or side by side */
  vertical?: boolean
  /** the checked choice (else the first) takes the focus when the field shows */
  autoFocus?: boolean
}

/** One choice among a few fixed options, all in sight: real radios, arrow keys move between them. */
export function RadioField<T extends FieldValues = FieldValues>(props: RadioFieldProps<T>) {
  const { options, vertical = true, autoFocus } = props
  const { field, ref, aria, row, label } = useFieldControl(props)
  const { status: _status, id, ...groupAria } = aria
  const group = useRef<HTMLDivElement | null>(null)
  useEffect(() => {
    if (!autoFocus) return
    const box = group.current
    const choice = box?.querySelector<HTMLInputElement>('input:checked') ?? box?.querySelector('input')
    choice?.focus()
    // on mount only: a choice made later keeps the focus where the user put it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Field {...row}>
      <Radio.Group
        {...groupAria}
        id={id}
        ref={(element: HTMLDivElement | null) => {
          group.current = element
          ref(element)
        }}
        role="radiogroup"
        aria-label={label}
        name={field.name}
        value={field.value ?? null}
        onChange={(e) => field.onChange(e.target.value as string | number)}
        onBlur={field.onBlur}
        disabled={props.disabled || field.disabled}
        options={options.map((option) =>
          option.swatch
            ? { ...option, label: <Swatched colour={option.swatch} label={option.label} /> }
            : option,
        )}
        vertical={vertical}
      />
    </Field>
  )
}

/** A choice's colour before its name (the name stays the radio's accessible name). */
function Swatched({ colour, label }: { colour: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden="true"
        style={{ width: 16, height: 16, borderRadius: 4, background: colour, display: 'inline-block' }}
      />
      {label}
    </span>
  )
}
