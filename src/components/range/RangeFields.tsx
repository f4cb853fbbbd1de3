import { useId, useState, type ReactNode } from 'react'
import { Button, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { isDay } from '../../lib/hcm-day'
import { DayInput } from '../day/DayInput'
import { QUICK_RANGES, quickRange } from './quick'
import { RANGE_MAX_DAYS, rangeFits, type DayRange } from './range'
import './range.css'

/**
 * From and to, each the day field (components/day: typed in the settings' format, read on Enter or when left),
 * and the quick choices (today, yesterday, the last 7 days, this and last month, this year: Ho Chi Minh days). A
 * day that would make the range longer than RANGE_MAX_DAYS, or a `from` after `to`, stays in its field with a
 * field message and goes nowhere; the next day typed is checked against the days shown, so mending the other end
 * sends both. A `to` before `from` takes `from` with it.
 */
export function RangeFields({
  range,
  onChange,
  label,
  className,
  children,
}: {
  range: DayRange
  onChange: (patch: Partial<DayRange>) => void
  /** the group's accessible name */
  label: string
  className?: string
  children?: ReactNode
}) {
  const { t } = useTranslation('range')
  const id = useId()
  // the days typed that were refused, shown (and checked against) until a range that fits replaces them or the
  // range changes from elsewhere (back, a link): they belong to the range they were typed over
  const [typed, setTyped] = useState<{ over: DayRange; days: Partial<DayRange> } | null>(null)
  const refused = typed && typed.over.from === range.from && typed.over.to === range.to ? typed.days : {}
  const setRefused = (days: Partial<DayRange>) => setTyped({ over: range, days })
  const shown: DayRange = { ...range, ...refused }
  const errorId = `${id}-error`

  const change = (field: keyof DayRange, value: string | undefined) => {
    if (!isDay(value)) return
    // the other day as the user sees it; a `to` before `from` takes `from` with it
    const next: DayRange =
      field === 'from'
        ? { ...shown, from: value }
        : { to: value, from: value < shown.from ? value : shown.from }
    if (!rangeFits(next.from, next.to)) return setRefused({ ...refused, [field]: value })
    setTyped(null)
    const patch: Partial<DayRange> = {}
    if (next.from !== range.from) patch.from = next.from
    if (next.to !== range.to) patch.to = next.to
    if (patch.from !== undefined || patch.to !== undefined) onChange(patch)
  }

  const invalid = refused.from !== undefined || refused.to !== undefined

  const input = (field: keyof DayRange) => {
    const bad = refused[field] !== undefined
    return (
      <span className="range-fields__field">
        <label htmlFor={`${id}-${field}`}>{t(field)}</label>
        <DayInput
          id={`${id}-${field}`}
          value={shown[field]}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? errorId : undefined}
          onCommit={(day) => change(field, day)}
        />
      </span>
    )
  }
  const choose = (next: DayRange) => {
    setTyped(null)
    if (next.from !== range.from || next.to !== range.to) onChange(next)
  }

  return (
    <div className={['range-fields', className].filter(Boolean).join(' ')}>
      <Flex gap={12} wrap align="center" role="group" aria-label={label}>
        {input('from')}
        {input('to')}
        {children}
      </Flex>
      <Flex gap={4} wrap role="group" aria-label={t('quick')} className="range-fields__quick">
        {QUICK_RANGES.map((choice) => {
          const days = quickRange(choice)
          const on = !invalid && days.from === range.from && days.to === range.to
          return (
            <Button
              key={choice}
              size="small"
              type={on ? 'primary' : 'default'}
              aria-pressed={on}
              onClick={() => choose(days)}
            >
              {t(`quickChoices.${choice}`)}
            </Button>
          )
        })}
      </Flex>
      {invalid && (
        <div id={errorId} className="field-error" role="alert">
          {shown.from > shown.to ? t('reversed') : t('tooLong', { days: RANGE_MAX_DAYS })}
        </div>
      )}
    </div>
  )
}
