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
