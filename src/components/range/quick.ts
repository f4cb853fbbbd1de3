/** The quick choices of a range form, in Ho Chi Minh days (apart from range.ts, which loads with the first bundle). */
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import type { DayRange } from './range'

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
