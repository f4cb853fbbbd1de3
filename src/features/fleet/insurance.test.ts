import { describe, expect, it } from 'vitest'
import { hcmToday } from '../../lib/hcm-day'
import { insuranceState } from './insurance'

describe('insuranceState', () => {
  it('flags past dates and the next 30 days, counted in whole days', () => {
    const today = '2026-11-22'
    expect(insuranceState('2026-11-21', today)).toBe('expired')
    expect(insuranceState('2026-11-22', today)).toBe('expiring')
    expect(insuranceState('2026-12-22', today)).toBe('expiring')
    expect(insuranceState('2026-12-23', today)).toBeUndefined()
    expect(insuranceState('2027-03-01', today)).toBeUndefined()
    expect(insuranceState(null, today)).toBeUndefined()
    expect(insuranceState('soon', today)).toBeUndefined()
  })

  it('reads today on the Ho Chi Minh calendar', () => {
    // 18:30 UTC on the 22nd is already 01:30 on the 23rd in Vietnam (UTC+7).
    expect(hcmToday(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23')
    expect(hcmToday(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-22')
  })
})
