import { useQuery } from '@tanstack/react-query'
import { languageSettingsQuery } from '../api/resources/settings'
import { useAppLocale, useSettings } from './use-settings'
import { formatDate, formatDateTime } from '../lib/format'

export interface DateTimeFormat {
  format_date: string
  format_time: string
}

/** The date and time formats of the current language (settings getByLanguage), else the general settings. */
export function useDateTimeFormat(): DateTimeFormat {
  const locale = useAppLocale()
  const settings = useSettings()
  const { data } = useQuery(languageSettingsQuery(locale))
  return {
    format_date: data?.format_date ?? settings.format_date,
    format_time: data?.format_time ?? settings.format_time,
  }
}

/** A date (dateOnly) or date-time shown in the settings' formats, in a <time> element. */
export function DateTime({
  value,
  dateOnly = false,
}: {
  value: string | number | Date | null | undefined
  dateOnly?: boolean
}) {
  const fmt = useDateTimeFormat()
  if (value == null || value === '') return null
  const text = dateOnly ? formatDate(value, fmt.format_date) : formatDateTime(value, fmt)
  const iso = value instanceof Date ? value.toISOString() : String(value)
  return <time dateTime={iso}>{text}</time>
}
