import { type KeyboardEvent, type RefObject } from 'react'
import { Button } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import { DateTime } from '../../components/DateTime'
import { DayInput } from '../../components/day/DayInput'
import './desk.css'

/** The days a clerk may choose. */
const MIN_DAY = '2000-01-01'
const MAX_DAY = '2099-12-31'

/**
 * The day a desk or a list is about: previous day, the day field, next day, today, and the day announced as it
 * changes. ← and → on the buttons move a day back and on. The field (components/day) is typed and shown in the
 * settings' date format, read on Enter or when it is left, never half typed; ↑ ↓ in it move a day; its calendar
 * sends its choice at once. A day read stays in the field while the screen's data for it loads, and what the
 * clerk types on meanwhile is kept. `optional` (a list's filter): an emptied field is every day.
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
  const emit = (day: string | undefined) => {
    if (day !== value) onChange(day)
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
      <DayInput
        inputRef={inputRef}
        aria-label={label ?? t('day')}
        aria-keyshortcuts={keyshortcuts}
        min={MIN_DAY}
        max={MAX_DAY}
        optional={optional}
        value={value}
        onCommit={emit}
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
        {/* the field shows the day already: written out here for screen readers only */}
        {value ? (
          <span className="sr-only">
            <DateTime value={value} dateOnly />
          </span>
        ) : optional ? (
          t('everyDay')
        ) : null}
      </output>
    </div>
  )
}
