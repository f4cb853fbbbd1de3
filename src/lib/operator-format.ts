/**
 * Numbers and dates in the operator's own formats (the general settings' symbols, time zone and formats): the
 * settings' previews, and the printed papers that follow them. The screens keep SPEC §9's forms (lib/format).
 */
import dayjs, { type ConfigType } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'

dayjs.extend(utc)
dayjs.extend(timezone)

export interface NumberSymbols {
  currency_symbol: string
  decimal_symbol: string
  digit_group_symbol: string
}

/**
 * `value` with the operator's symbols: 1250000 → '1.250.000 ₫' (dot groups, comma decimals, ₫);
 * 1234.5 → '1.234,5 ₫'. Without a currency symbol, the number alone.
 */
export function formatAmountWith(value: number, symbols: NumberSymbols): string {
  const [whole, fraction] = Math.abs(value).toString().split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.digit_group_symbol)
  const number = `${value < 0 ? '-' : ''}${grouped}${fraction ? symbols.decimal_symbol + fraction : ''}`
  return symbols.currency_symbol ? `${number} ${symbols.currency_symbol}` : number
}

export interface DateTimeSettings {
  timezone: string
  format_date: string
  format_time: string
}

/** A moment in the operator's time zone and formats (SPEC §3: the date, a space, the time); an unknown zone: ''. */
export function formatDateTimeWith(value: ConfigType, settings: DateTimeSettings): string {
  try {
    return dayjs(value).tz(settings.timezone).format(`${settings.format_date} ${settings.format_time}`)
  } catch {
    return ''
  }
}
