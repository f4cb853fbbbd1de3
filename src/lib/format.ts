/** Display helpers: money, phone-like strings, dates (SPEC §3 settings, §9 constants, DECISIONS #9). */
import dayjs, { type ConfigType } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import { HCM_TIMEZONE } from './hcm-day'

dayjs.extend(utc)
dayjs.extend(timezone)

export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY'
export const DEFAULT_TIME_FORMAT = 'HH:mm'
/** The dong sign, after a plain space: `1.250.000 ₫`. */
export const CURRENCY_SUFFIX = ' ₫'

type Numberish = number | string | null | undefined

/** Dot thousands separators for a whole number's digits: 1250000 → '1.250.000'. */
export function groupThousands(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)))
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped
}

function toAmount(value: Numberish): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : parseMoney(value)
  return n === null || !Number.isFinite(n) ? null : n
}

/** Whole Vietnamese dong: 1250000 → '1.250.000 ₫'; -5000 → '-5.000 ₫'; 0 → '0 ₫'; null/undefined → ''. */
export function formatMoney(value: Numberish): string {
  const amount = toAmount(value)
  if (amount === null) return ''
  return `${groupThousands(Math.round(amount))}${CURRENCY_SUFFIX}`
}

/** The number in a money-like string: '1.250.000' / '1.250.000 ₫' → 1250000; '-5.000' → -5000; no digits → null. */
export function parseMoney(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null
  if (!value) return null
  const digits = value.replace(/\D/g, '')
  if (!digits) return null
  const n = Number(digits)
  return value.trim().startsWith('-') && n !== 0 ? -n : n
}

/** Money input as you type (DECISIONS #9): digits only, dot-grouped, no suffix. '1250000' → '1.250.000'. */
export function formatMoneyInput(value: string | number | null | undefined): string {
  const n = parseMoney(value)
  return n === null ? '' : groupThousands(n)
}

/** The two landline area codes of three digits (Hà Nội, TP. Hồ Chí Minh); every other province's has four. */
const SHORT_AREA_CODES = ['024', '028']

/**
 * Phone-like strings in dot groups (SPEC §9). A mobile's 10 digits → 4-3-3 ('0912.345.678'). A landline's 11
 * digits (02…) group by area code: '028.3838.6868' (Hà Nội, TP. Hồ Chí Minh), '0263.3822.222' (other
 * provinces). Other lengths: a group of 4, then groups of 3, a lone trailing digit joining the group before it
 * ('0912.345.6789' for 11 not starting 02). Non-digits are stripped; nothing left → ''.
 */
export function formatPhone(value: string | number | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('02')) {
    const area = SHORT_AREA_CODES.includes(digits.slice(0, 3)) ? 3 : 4
    return [digits.slice(0, area), digits.slice(area, area + 4), digits.slice(area + 4)].join('.')
  }
  if (digits.length <= 4) return digits
  const groups = [digits.slice(0, 4)]
  for (let i = 4; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3))
  const last = groups[groups.length - 1]
  if (groups.length > 2 && last.length === 1) {
    groups.pop()
    groups[groups.length - 1] += last
  }
  return groups.join('.')
}

const valid = (value: ConfigType) => {
  if (value === null || value === undefined || value === '') return null
  const d = dayjs(value)
  return d.isValid() ? d : null
}

/** A date in the given format (default DD/MM/YYYY); empty or invalid → ''. */
export function formatDate(value: ConfigType, fmt: string = DEFAULT_DATE_FORMAT): string {
  return valid(value)?.format(fmt) ?? ''
}

export interface DateTimeFormats {
  format_date?: string | null
  format_time?: string | null
}

/** SPEC §3: the display date-time is the setting's format_date, a space, then format_time. */
export function formatDateTime(value: ConfigType, formats: DateTimeFormats = {}): string {
  const fmt = `${formats.format_date || DEFAULT_DATE_FORMAT} ${formats.format_time || DEFAULT_TIME_FORMAT}`
  return valid(value)?.format(fmt) ?? ''
}

/** SPEC §9: Ho Chi Minh time as DD/MM/YYYY HH:mm:ss (or `fmt`), whatever the browser's time zone. */
export function formatHcmDateTime(value: ConfigType, fmt = 'DD/MM/YYYY HH:mm:ss'): string {
  return valid(value)?.tz(HCM_TIMEZONE).format(fmt) ?? ''
}
