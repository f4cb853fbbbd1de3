/**
 * A day as a clerk types it, read in the order of the settings' date format (SPEC §9): `1/10`, `1-10-26`,
 * `01102026`, `011026`, `1 10 2026`… Day first unless the format puts the month first (MM/DD/YYYY, MM-DD-YY).
 * Pure string arithmetic: no date library, so a desk's first load stays light.
 */
import { hcmToday, isDay } from './hcm-day'

export type TypedDay =
  | { kind: 'day'; day: string }
  /** nothing typed */
  | { kind: 'empty' }
  /** not a calendar day in the format's order */
  | { kind: 'invalid' }

/** Does the format write the month before the day (MM/DD/YYYY, MM-DD-YY)? */
export const monthFirst = (format: string): boolean => {
  const month = format.indexOf('M')
  const day = format.indexOf('D')
  return month !== -1 && day !== -1 && month < day
}

/**
 * A two-digit year: in this century unless that is more than 20 years ahead of `thisYear` (a birthday's `90`
 * is 1990, a trip's `26` is 2026).
 */
export const fullYear = (yy: number, thisYear: number): number =>
  2000 + yy <= thisYear + 20 ? 2000 + yy : 1900 + yy

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** A month written out (DD MMMM YYYY shows one): 'tháng 11', 'thg 11', 'November', 'Nov' → ' 11 '. */
const monthWords = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .replace(/\b(tháng|thg)\s*(\d{1,2})\b/g, ' $2 ')
    .replace(/[a-z]+/g, (word) => {
      const index = word.length >= 3 ? MONTH_NAMES.findIndex((name) => name.startsWith(word)) : -1
      return index === -1 ? word : ` ${index + 1} `
    })

/**
 * Reads a typed day: separators are any of `/ - . ,` and spaces; without separators the digits are read as
 * DDMM, DDMMYY or DDMMYYYY (or MMDD… when the format is month first). A day and month alone are this year in
 * Ho Chi Minh time. Impossible days (31/02) and years outside 1900–2099 are invalid.
 */
export function parseTypedDay(text: string, format: string, now: Date = new Date()): TypedDay {
  const trimmed = monthWords(text).trim()
  if (trimmed === '') return { kind: 'empty' }
  if (!/^[\d\s/.,-]+$/.test(trimmed)) return { kind: 'invalid' }
  const today = hcmToday(now)
  const thisYear = Number(today.slice(0, 4))
  let parts = trimmed.split(/[\s/.,-]+/).filter(Boolean)
  if (parts.length === 1) {
    const digits = parts[0]
    if (digits.length === 4) parts = [digits.slice(0, 2), digits.slice(2)]
    else if (digits.length === 6 || digits.length === 8)
      parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    else return { kind: 'invalid' }
  }
  if (parts.length < 2 || parts.length > 3) return { kind: 'invalid' }
  const [first, second, yearText] = parts
  if (first.length > 2 || second.length > 2) return { kind: 'invalid' }
  let year = thisYear
  if (yearText !== undefined) {
    if (yearText.length === 2) year = fullYear(Number(yearText), thisYear)
    else if (yearText.length === 4) year = Number(yearText)
    else return { kind: 'invalid' }
  }
  const [month, day] = monthFirst(format) ? [Number(first), Number(second)] : [Number(second), Number(first)]
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1 || day > 31) return { kind: 'invalid' }
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`
  return isDay(iso) ? { kind: 'day', day: iso } : { kind: 'invalid' }
}
