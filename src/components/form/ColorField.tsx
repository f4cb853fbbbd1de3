import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { Button, Popover, Space, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { PRIMARY_COLORS } from '../../lib/theme'
import { useFieldControl, type BaseFieldProps } from './field-control'

export type ColorFieldProps<T extends FieldValues = FieldValues> = BaseFieldProps<T>

const HEX = /^#[0-9a-f]{6}$/

/** The value as '#rrggbb' (lower case), or null for none or anything that is not a 6-digit hex colour. */
const toHex = (value: unknown): string | null => {
  const hex = typeof value === 'string' ? value.trim().toLowerCase() : ''
  return HEX.test(hex) ? hex : null
}

/** Keys that move the focus within the presets: to the index they lead to from `index`, or null. */
const move = (key: string, index: number, count: number): number | null => {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * A colour (value: '#rrggbb' | null). The trigger is a real button named by the label, showing the colour and
 * its hex; it opens a panel with the 20 primary colours (SPEC §9) as a radio group (arrow keys move, Enter or
 * Space chooses and closes), the browser's own colour input for any other colour, and a clear button. Escape
 * closes the panel and gives focus back to the trigger. No antd ColorPicker: it would add its picker, slider
 * and colour libraries to every screen with a colour.
 */
export function ColorField<T extends FieldValues = FieldValues>(props: ColorFieldProps<T>) {
  const { t } = useTranslation(['ui', 'form'])
  const { token } = theme.useToken()
  const { field, ref, id, aria, row, label } = useFieldControl(props)
  const [open, setOpen] = useState(false)
  // The preset that Tab lands on (roving tabindex).
  const [active, setActive] = useState(0)
  const triggerRef = useRef<HTMLElement | null>(null)
  const presetRefs = useRef<(HTMLButtonElement | null)[]>([])
  const value = toHex(field.value)
  const selected = value ? PRIMARY_COLORS.indexOf(value as (typeof PRIMARY_COLORS)[number]) : -1
  const disabled = props.disabled || field.disabled
  const panelId = `${id}-panel`
  const valueId = `${id}-value`
  // aria-required is not allowed on a button (the mark is on the label); the colour describes the button.
  const { status, 'aria-required': _required, 'aria-describedby': errorId, ...buttonAria } = aria

  // Opened: the focus goes to the chosen preset (or the first), so the arrow keys work at once. The Popover
  // mounts its content (anew at each opening) only after this render: then the group's ref does it; the effect
  // covers an opening while the panel is still closing.
  const focusPreset = useCallback(() => {
    presetRefs.current.find((preset) => preset?.tabIndex === 0)?.focus({ preventScroll: true })
  }, [])
  const groupRef = useCallback(
    (group: HTMLDivElement | null) => {
      if (group) focusPreset()
    },
    [focusPreset],
  )
  useEffect(() => {
    if (open) focusPreset()
  }, [open, focusPreset])

  const show = () => {
    setActive(Math.max(selected, 0))
    setOpen(true)
  }

  const close = (focusTrigger: boolean) => {
    setOpen(false)
    field.onBlur()
    if (focusTrigger) triggerRef.current?.focus()
  }

  const choose = (color: string | null) => {
    field.onChange(color)
    close(true)
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    // Not the dialog around the form as well.
    e.stopPropagation()
    close(true)
  }

  const onPresetKeyDown = (e: KeyboardEvent, index: number) => {
    const next = move(e.key, index, PRIMARY_COLORS.length)
    if (next === null) return
    e.preventDefault()
    setActive(next)
    presetRefs.current[next]?.focus()
  }

  // Tab out of the panel to another control closes it (a click elsewhere is the Popover's own).
  const onPanelBlur = (e: FocusEvent) => {
    const to = e.relatedTarget
    if (to && !e.currentTarget.contains(to) && to !== triggerRef.current) close(false)
  }

  const swatch = {
    width: 22,
    height: 22,
    padding: 0,
    borderRadius: token.borderRadiusSM,
    border: `1px solid ${token.colorBorder}`,
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  } as const

  const panel = (
    <div
      id={panelId}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      onBlur={onPanelBlur}
      style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}
    >
      <div
        ref={groupRef}
        role="radiogroup"
        aria-label={t('form:color.presets')}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(10, 22px)', gap: 6 }}
      >
        {PRIMARY_COLORS.map((color, index) => (
          <button
            key={color}
            ref={(element) => {
              presetRefs.current[index] = element
            }}
            type="button"
            role="radio"
            aria-checked={index === selected}
            aria-label={color}
            title={color}
            tabIndex={index === active ? 0 : -1}
            onClick={() => choose(color)}
            onFocus={() => setActive(index)}
            onKeyDown={(e) => onPresetKeyDown(e, index)}
            style={{ ...swatch, background: color }}
          >
            {index === selected && (
              // White keeps a contrast of 4.5:1 on every primary colour.
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                <path
                  d="M2.5 7.5l3 3 6-7"
                  fill="none"
                  stroke={token.colorTextLightSolid}
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )}
          </button>
        ))}
      </div>
      <Space size={8} align="center">
        <label htmlFor={`${id}-custom`}>{t('form:color.custom')}</label>
        <input
          id={`${id}-custom`}
          type="color"
          // The browser's input always holds a colour: with none chosen, the first primary colour.
          value={value ?? PRIMARY_COLORS[0]}
          onChange={(e) => field.onChange(toHex(e.target.value) ?? value)}
          style={{
            width: 44,
            height: 28,
            padding: 2,
            cursor: 'pointer',
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadiusSM,
          }}
        />
        {value && (
          <Button size="small" onClick={() => choose(null)}>
            {t('form:color.clear')}
          </Button>
        )}
      </Space>
    </div>
  )

  return (
    <Field {...row}>
      <Popover
        content={panel}
        trigger="click"
        placement="bottomLeft"
        arrow={false}
        // A fresh panel at every opening: its group's ref then gives the focus to a preset once it is shown.
        destroyOnHidden
        open={open && !disabled}
        onOpenChange={(next) => (next ? show() : close(false))}
        // In the DOM right after the trigger, so Tab goes from the trigger into the panel (and stays in a dialog).
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        <Button
          {...buttonAria}
          ref={(element) => {
            triggerRef.current = element
            ref(element)
          }}
          aria-describedby={[valueId, errorId].filter(Boolean).join(' ')}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onKeyDown={onKeyDown}
          disabled={disabled}
          danger={!!status}
        >
          <Space size={6}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 16,
                height: 16,
                borderRadius: 4,
                border: `1px solid ${token.colorBorder}`,
                verticalAlign: 'middle',
                // None: a struck-out empty swatch.
                background:
                  value ??
                  `linear-gradient(to top right, transparent calc(50% - 1px), ${token.colorTextTertiary} 50%, transparent calc(50% + 1px))`,
              }}
            />
            <span id={valueId}>{value ?? t('form:color.none')}</span>
          </Space>
        </Button>
      </Popover>
    </Field>
  )
}
