import { useState } from 'react'
import { Button, ColorPicker, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { PRIMARY_COLORS } from '../../app/theme'
import { useFieldControl, type BaseFieldProps } from './field-control'

export type ColorFieldProps<T extends FieldValues = FieldValues> = BaseFieldProps<T>

const swatch = (color: string | null) => ({
  display: 'inline-block',
  width: 16,
  height: 16,
  borderRadius: 4,
  border: '1px solid rgba(128, 128, 128, 0.5)',
  background: color ?? 'transparent',
  verticalAlign: 'middle',
})

/**
 * A colour (value: '#rrggbb' | null) with antd's ColorPicker: the 20 primary colours (SPEC §9) as preset
 * buttons, the picker and its hex input, and a clear button. The trigger is a real button named by the label.
 */
export function ColorField<T extends FieldValues = FieldValues>(props: ColorFieldProps<T>) {
  const { t } = useTranslation()
  const { field, ref, aria, row } = useFieldControl(props)
  const [open, setOpen] = useState(false)
  const value = typeof field.value === 'string' && field.value ? field.value.toLowerCase() : null
  const disabled = props.disabled || field.disabled
  // aria-required is not allowed on a button; the mark is on the label.
  const { status: _status, 'aria-required': _required, ...buttonAria } = aria

  const choose = (color: string | null) => {
    field.onChange(color)
    setOpen(false)
  }

  return (
    <Field {...row}>
      <ColorPicker
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) field.onBlur()
        }}
        // Nothing chosen: the panel starts from the first primary colour (null would be a transparent colour,
        // which an alpha-less picker cannot show); the trigger still says that none is chosen.
        value={value ?? PRIMARY_COLORS[0]}
        onChange={(color) => field.onChange(color.cleared ? null : color.toHexString())}
        disabled={disabled}
        disabledAlpha
        disabledFormat
        format="hex"
        // In the DOM right after the trigger, so Tab goes from the trigger into the panel.
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
        panelRender={(_panel, { components: { Picker } }) => (
          <div style={{ width: 234 }}>
            <div role="group" aria-label={t('form.color.presets')} style={{ marginBottom: 8 }}>
              {PRIMARY_COLORS.map((color) => (
                <button
                  key={color}
                  type="button"
                  aria-label={color}
                  aria-pressed={value === color}
                  title={color}
                  onClick={() => choose(color)}
                  style={{
                    width: 20,
                    height: 20,
                    margin: 2,
                    padding: 0,
                    borderRadius: 4,
                    cursor: 'pointer',
                    background: color,
                    border: value === color ? '2px solid currentColor' : '1px solid transparent',
                  }}
                />
              ))}
            </div>
            <Picker />
            <Button size="small" style={{ marginTop: 8 }} onClick={() => choose(null)} disabled={!value}>
              {t('form.color.clear')}
            </Button>
          </div>
        )}
      >
        <Button {...buttonAria} ref={ref} disabled={disabled} danger={!!aria.status}>
          <Space size={6}>
            <span aria-hidden="true" style={swatch(value)} />
            <span>{value ?? t('form.color.none')}</span>
          </Space>
        </Button>
      </ColorPicker>
    </Field>
  )
}
