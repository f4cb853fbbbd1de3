/**
 * Calendar days and clock times in Asia/Ho_Chi_Minh (DECISIONS #16), whatever the browser's zone. Plain Intl
 * and string arithmetic: no date library, so route options (in the first bundle) may use it.
 */
/** Ho Chi Minh City: UTC+7 all year. */
export const HCM_TIMEZONE = 'Asia/Ho_Chi_Minh'

/** Today in Ho Chi Minh City, 'YYYY-MM-DD'. */
export const hcmToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: HCM_TIMEZONE }).format(now)

/** A 'YYYY-MM-DD' day shifted by whole days. */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' that is a real calendar day. */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

/** The "HH:mm" of an instant in Ho Chi Minh City ('' for none). */
export const hcmClock = (iso: string | null | undefined): string =>
  iso
    ? new Intl.DateTimeFormat('en-GB', {
        timeZone: HCM_TIMEZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso))
    : ''
