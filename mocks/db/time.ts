/** Ho Chi Minh City is UTC+7 all year (no daylight saving). */
const VN_OFFSET_MS = 7 * 3600 * 1000
const pad = (n: number) => String(n).padStart(2, '0')

/** YYYY-MM-DD of the given instant in Asia/Ho_Chi_Minh. */
export function vnDate(at: Date | number = Date.now()): string {
  const d = new Date(+at + VN_OFFSET_MS)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** The backend's "today" in Asia/Ho_Chi_Minh. */
export const vnToday = (): string => vnDate(Date.now())

/** A date string shifted by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** ISO 8601 with the +07:00 offset for a local date and HH:mm[:ss]. */
export function vnIso(date: string, time: string): string {
  const t = time.length === 5 ? `${time}:00` : time
  return `${date}T${t}+07:00`
}

/** ISO 8601 with +07:00 for an instant. */
export function vnIsoAt(at: Date | number = Date.now()): string {
  const d = new Date(+at + VN_OFFSET_MS)
  return `${vnDate(at)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+07:00`
}

/** The instant (ms) of local midnight of a date. */
export function vnMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00+07:00`)
}
