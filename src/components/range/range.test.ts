import { describe, expect, it } from 'vitest'
import { quickRange, QUICK_RANGES } from './quick'
import { rangeFits } from './range'

describe('quickRange', () => {
  it.each([
    ['today', '2026-03-15', '2026-03-15'],
    ['yesterday', '2026-03-14', '2026-03-14'],
    ['last7', '2026-03-09', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-15'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
    ['thisYear', '2026-01-01', '2026-03-15'],
  ] as const)('%s on 15/03/2026 → %s..%s', (choice, from, to) => {
    expect(quickRange(choice, '2026-03-15')).toEqual({ from, to })
  })

  it('crosses month and year ends', () => {
    expect(quickRange('yesterday', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' })
    expect(quickRange('last7', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' })
    expect(quickRange('lastMonth', '2026-01-20')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(quickRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(quickRange('thisMonth', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' })
  })

  it('every choice is a range the backend answers, even on the last day of a year', () => {
    for (const today of ['2026-12-31', '2028-12-31', '2026-01-01'])
      for (const choice of QUICK_RANGES) {
        const { from, to } = quickRange(choice, today)
        expect(rangeFits(from, to), `${choice} ${today}`).toBe(true)
      }
  })
})
