/** A range of days and the rules of the range forms, apart from the form: a route's loader reads them too. */
import { STATS_MAX_DAYS } from '../../api/contracts/stats'
import { hcmToday, shiftDay } from '../../lib/hcm-day'

export interface DayRange {
  from: string
  to: string
}

/** The longest range a screen asks for (both ends count): the backend refuses a longer one. */
export const RANGE_MAX_DAYS = STATS_MAX_DAYS

/** Is `from`..`to` a range the backend answers (from ≤ to, at most RANGE_MAX_DAYS days)? */
export const rangeFits = (from: string, to: string): boolean =>
  from <= to && shiftDay(from, RANGE_MAX_DAYS - 1) >= to

/**
 * The range shown: the address's when it fits, otherwise the last 7 days to its end (Ho Chi Minh days), so an
 * address with a range the backend refuses still opens the screen.
 */
export function rangeOf(search: { from?: string; to?: string }): DayRange {
  const to = search.to ?? hcmToday()
  const from = search.from && rangeFits(search.from, to) ? search.from : shiftDay(to, -6)
  return { from, to }
}

/** The quick choices a range form offers, in their order on screen. */
export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'thisYear'] as const
export type QuickRange = (typeof QUICK_RANGES)[number]

/** The range of a quick choice, in Ho Chi Minh days, `today` being 'YYYY-MM-DD'. */
export function quickRange(choice: QuickRange, today: string = hcmToday()): DayRange {
  const monthStart = `${today.slice(0, 7)}-01`
  switch (choice) {
    case 'today':
      return { from: today, to: today }
    case 'yesterday': {
      const yesterday = shiftDay(today, -1)
      return { from: yesterday, to: yesterday }
    }
    case 'last7':
      return { from: shiftDay(today, -6), to: today }
    case 'thisMonth':
      return { from: monthStart, to: today }
    case 'lastMonth': {
      const lastDay = shiftDay(monthStart, -1)
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay }
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
  }
}
