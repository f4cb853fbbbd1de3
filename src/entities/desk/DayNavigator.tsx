import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { Button } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { hcmToday, isDay, shiftDay } from '../../lib/hcm-day'
import { DateTime } from '../../components/DateTime'
import './desk.css'

/** The days a clerk may type: four-digit years keep the browser's year field from taking more digits. */
const MIN_DAY = '2000-01-01'
const MAX_DAY = '2099-12-31'
/** Puts a day into the input (none: empty) unless it shows it already. */
function showDay(input: HTMLInputElement, day: string | undefined) {
  if (input.value !== (day ?? '')) input.value = day ?? ''
}

/** A typed day goes out after this pause (or at once on Enter, or when the field is left). */
const TYPING_PAUSE_MS = 700

const usable = (day: string) => isDay(day) && day >= MIN_DAY && day <= MAX_DAY

/**
 * The day a desk or a list is about: previous day, the browser's date input, next day, today, and the day
 * written out beside them (DD/MM/YYYY, announced as it changes). ← and → on the buttons move a day back and on.
 * The input takes the day as the browser shows it (dd/mm/yyyy in Vietnamese): what is typed goes out once it is
 * a whole day, after a pause, on Enter or when the field is left, never half typed; the browser's calendar
 * sends its choice at once. `optional` (a list's filter): an emptied input is every day.
 */
export function DayNavigator({
  label,
  value,
  onChange,
  optional = false,
  inputRef,
  keyshortcuts,
}: {
  /** the input's name: what the day is (Ngày đi, Ngày chạy, Ngày nhận…) */
  label?: string
  /** the day shown, 'YYYY-MM-DD'; none: every day (optional only) */
  value: string | undefined
  onChange: (day: string | undefined) => void
  optional?: boolean
  /** the input, for a screen's shortcut to it */
  inputRef?: RefObject<HTMLInputElement | null>
  /** the input's shortcut, as `aria-keyshortcuts` writes it */
  keyshortcuts?: string
}) {
  const { t } = useTranslation('desk')
  const ownRef = useRef<HTMLInputElement>(null)
  const input = inputRef ?? ownRef
  const typing = useRef(false)
  const pause = useRef<number | undefined>(undefined)
  /** the last day this control sent: the address catching up with it is no reason to touch the input */
  const sent = useRef<string | undefined>(undefined)
  const emit = (day: string | undefined) => {
    sent.current = day
    if (day !== value) onChange(day)
  }

  // The input is the browser's while the clerk types in it; a day chosen elsewhere (a button, Back) is put in.
  // The address follows a typed day only once its data is loaded: meanwhile the clerk may type on.
  useEffect(() => {
    const el = input.current
    if (!el) return
    const typingOn = document.activeElement === el && (typing.current || value === sent.current)
    if (!typingOn) showDay(el, value)
  }, [value, input])
  useEffect(() => () => window.clearTimeout(pause.current), [])

  const commit = (day: string) => {
    window.clearTimeout(pause.current)
    typing.current = false
    if (usable(day)) emit(day)
  }
  const base = value ?? hcmToday()
  const step = (days: number) => emit(shiftDay(base, days))
  const arrows = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault()
      step(e.key === 'ArrowLeft' ? -1 : 1)
    }
  }
  const previous = t('previousDay')
  const next = t('nextDay')

  return (
    <div className="day-nav" role="group" aria-label={t('days')}>
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label={previous}
        title={`${previous} (←)`}
        aria-keyshortcuts="ArrowLeft"
        onClick={() => step(-1)}
        onKeyDown={arrows}
      />
      <input
        ref={input}
        type="date"
        className="input"
        aria-label={label ?? t('day')}
        aria-keyshortcuts={keyshortcuts}
        min={MIN_DAY}
        max={MAX_DAY}
        defaultValue={value ?? ''}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value)
          else if (!e.altKey && !e.ctrlKey && !e.metaKey && e.key !== 'Tab') typing.current = true
        }}
        onChange={(e) => {
          const day = e.target.value
          window.clearTimeout(pause.current)
          if (day === '') {
            // emptied (not half typed): every day, on a list
            if (optional && !e.target.validity.badInput) {
              typing.current = false
              emit(undefined)
            }
            return
          }
          if (!usable(day)) return
          if (!typing.current) emit(day)
          else pause.current = window.setTimeout(() => commit(day), TYPING_PAUSE_MS)
        }}
        onBlur={(e) => {
          const day = e.currentTarget.value
          if (usable(day)) commit(day)
          else if (!(optional && day === '' && !e.currentTarget.validity.badInput)) {
            // half typed or out of range: the day shown comes back
            window.clearTimeout(pause.current)
            typing.current = false
            e.currentTarget.value = value ?? ''
          }
        }}
      />
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label={next}
        title={`${next} (→)`}
        aria-keyshortcuts="ArrowRight"
        onClick={() => step(1)}
        onKeyDown={arrows}
      />
      <Button aria-keyshortcuts="ArrowLeft ArrowRight" onClick={() => emit(hcmToday())} onKeyDown={arrows}>
        {t('today')}
      </Button>
      <output aria-live="polite" className="day-nav__day">
        {value ? <DateTime value={value} dateOnly /> : optional ? t('everyDay') : null}
      </output>
    </div>
  )
}
