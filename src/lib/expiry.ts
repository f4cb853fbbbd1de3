import { hcmToday } from './hcm-day'

/** Days before expiry from which a date is flagged: a car's insurance (/car), a driver's licence (/user/driver). */
export const EXPIRY_WARNING_DAYS = 30

const dayNumber = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000

/** 'expired' when the date is past, 'expiring' when it falls within the next 30 days, else undefined. */
export function expiryState(
  expiry: string | null | undefined,
  today: string = hcmToday(),
): 'expired' | 'expiring' | undefined {
  if (!expiry || !/^\d{4}-\d{2}-\d{2}/.test(expiry)) return undefined
  const days = dayNumber(expiry) - dayNumber(today)
  if (days < 0) return 'expired'
  if (days <= EXPIRY_WARNING_DAYS) return 'expiring'
  return undefined
}
