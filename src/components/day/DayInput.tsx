import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { Button } from 'antd'
import { CalendarOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useDateTimeFormat } from '../DateTime'
import { formatDate } from '../../lib/format'
import { hcmToday, isDay, shiftDay } from '../../lib/hcm-day'
import { parseTypedDay } from '../../lib/typed-day'
import './day-input.css'

/** Why a typed text went nowhere: not a day, or a day outside min..max. */
export type DayRefusal = 'unreadable' | 'early' | 'late'

export interface DayInputProps {
  /** the day shown, 'YYYY-MM-DD'; none: empty */
  value: string | null | undefined
  /** a day typed and read (Enter, leaving the field, ↑ ↓, the calendar); undefined: emptied (`optional` only) */
  onCommit: (day: string | undefined) => void
  /** may be left empty (a list's every day, a form's unset day) */
  optional?: boolean
  /** the earliest and latest days taken ('YYYY-MM-DD') */
  min?: string
  max?: string
  id?: string
  name?: string
  disabled?: boolean
  'aria-label'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  'aria-keyshortcuts'?: string
  inputRef?: Ref<HTMLInputElement>
  onBlur?: () => void
  /**
   * A refused text is the owner's to tell (a form puts it in its row) instead of this field's own message:
   * called with the reason and its words, then with null once a day is read or the shown day is put back.
   */
  onRefused?: (refusal: { reason: DayRefusal; message: string; text: string } | null) => void
}

/**
 * The one day field: typed and shown in the settings' date format (format_date) whatever the computer's language.
 * What is typed is read on Enter or when the field is left, never on each keystroke (`1/10`, `01102026`,
 * `1-10-26`… see lib/typed-day); Escape puts back the day shown; ↑ and ↓ move a day at once; the calendar
 * button opens the browser's calendar on a hidden date input, whose choice comes back in our format. A text that
 * is no day (31/02) stays with a message and goes nowhere.
 */
export function DayInput({
  value,
  onCommit,
  optional = false,
  min,
  max,
  id,
  name,
  disabled,
  inputRef,
  onBlur,
  onRefused,
  ...aria
}: DayInputProps) {
  const { t } = useTranslation('form')
  const { format_date } = useDateTimeFormat()
  const ownId = useId()
  const messageId = `${ownId}-day-error`
  const picker = useRef<HTMLInputElement>(null)
  /** what the clerk is typing; null: the field shows the day */
  const [text, setText] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<DayRefusal | null>(null)
  // the day read last, shown until the owner's value changes (a desk's address follows once its data is loaded)
  const [read, setRead] = useState<{ day: string | undefined; over: string | null | undefined } | null>(null)
  // once the owner's value moves (to the day read, or anywhere else: "Hôm nay", a quick range), it is shown
  if (read && read.over !== value) setRead(null)
  const day = read && read.over === value ? read.day : isDay(value) ? value : undefined
  const shown = text ?? (day ? formatDate(day, format_date) : '')

  const words = (reason: DayRefusal) => {
    const example = formatDate(hcmToday(), format_date)
    if (reason === 'unreadable') return t('day.unreadable', { format: format_date, example })
    const edge = formatDate(reason === 'early' ? min : max, format_date)
    return t(reason === 'early' ? 'day.early' : 'day.late', { day: edge })
  }
  const refuse = (reason: DayRefusal, typed: string): false => {
    setRefusal(reason)
    if (onRefused) onRefused({ reason, message: words(reason), text: typed })
    return false
  }
  const clearRefusal = () => {
    if (refusal && onRefused) onRefused(null)
    setRefusal(null)
  }

  /** Sends a day read (or none), unless it is outside min..max; true when it went out. */
  const take = (next: string | undefined, typed: string): boolean => {
    if (next && min && next < min) return refuse('early', typed)
    if (next && max && next > max) return refuse('late', typed)
    setText(null)
    clearRefusal()
    setRead({ day: next, over: value })
    onCommit(next)
    return true
  }
  const putBack = () => {
    setText(null)
    clearRefusal()
  }
  // a day chosen elsewhere (a quick range, Back) replaces a text left refused in the field, unless the clerk is
  // still typing in it
  const row = useRef<HTMLSpanElement>(null)
  const putBackOnChange = useEffectEvent(() => {
    if (!row.current?.contains(document.activeElement) && (text !== null || refusal)) putBack()
  })
  useEffect(() => putBackOnChange(), [value])
  /** Reads what is typed; true when it went out (or nothing was typed). */
  const commit = (): boolean => {
    if (text === null) return true
    const typed = parseTypedDay(text, format_date)
    if (typed.kind === 'day') return take(typed.day, text)
    if (typed.kind === 'invalid') return refuse('unreadable', text)
    if (optional) return take(undefined, text)
    putBack()
    return true
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return
    if (e.key === 'Enter') {
      // a text that is no day keeps the clerk here (a dialog's form is not sent with it)
      if (!commit()) e.preventDefault()
    } else if (e.key === 'Escape') {
      if (text !== null || refusal) {
        e.preventDefault()
        e.stopPropagation()
        putBack()
      }
    } else if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && !e.shiftKey) {
      e.preventDefault()
      const typed = text === null ? null : parseTypedDay(text, format_date)
      const base = typed?.kind === 'day' ? typed.day : (day ?? hcmToday())
      const next = shiftDay(base, e.key === 'ArrowUp' ? 1 : -1)
      // a step past min..max goes nowhere: the day shown stays, nothing is refused
      if ((min && next < min) || (max && next > max)) return
      take(next, text ?? shown)
    }
  }

  const invalid = aria['aria-invalid'] || (!onRefused && refusal !== null) || undefined
  const describedBy =
    [aria['aria-describedby'], !onRefused && refusal ? messageId : undefined].filter(Boolean).join(' ') ||
    undefined
  const calendar = t('day.calendar')

  return (
    <span className="day-input">
      <span className="day-input__row" ref={row}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          className="input day-input__text"
          inputMode={format_date.includes('MMM') ? undefined : 'numeric'}
          autoComplete="off"
          placeholder={format_date}
          disabled={disabled}
          value={shown}
          aria-label={aria['aria-label']}
          aria-required={aria['aria-required']}
          aria-keyshortcuts={aria['aria-keyshortcuts']}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit()
            onBlur?.()
          }}
        />
        <Button
          className="day-input__calendar"
          icon={<CalendarOutlined aria-hidden />}
          aria-label={calendar}
          title={calendar}
          disabled={disabled}
          onClick={() => {
            const el = picker.current
            if (!el) return
            try {
              el.showPicker()
            } catch {
              // a browser without showPicker (or refusing it): the hidden input's own click opens it
              el.click()
            }
          }}
        />
        {/* the calendar's helper: never seen, never reached by Tab; its choice comes back through `take` */}
        <input
          ref={picker}
          type="date"
          className="day-input__picker"
          tabIndex={-1}
          aria-hidden
          value={day ?? ''}
          min={min}
          max={max}
          onChange={(e) => {
            if (isDay(e.target.value)) take(e.target.value, e.target.value)
          }}
        />
      </span>
      {!onRefused && refusal && (
        <span id={messageId} className="field-error day-input__error" role="alert">
          {words(refusal)}
        </span>
      )}
    </span>
  )
}
