import { describe, expect, it } from 'vitest'
import { hcmToday } from './hcm-day'
import { expiryState } from './expiry'

describe('expiryState', () => {
  it('flags past dates and the next 30 days, counted in whole days', () => {
    const today = '2026-11-22'
    expect(expiryState('2026-11-21', today)).toBe('expired')
    expect(expiryState('2026-11-22', today)).toBe('expiring')
    expect(expiryState('2026-12-22', today)).toBe('expiring')
    expect(expiryState('2026-12-23', today)).toBeUndefined()
    expect(expiryState('2027-03-01', today)).toBeUndefined()
    expect(expiryState(null, today)).toBeUndefined()
    expect(expiryState('soon', today)).toBeUndefined()
  })

  it('reads today on the Ho Chi Minh calendar', () => {
    // 18:30 UTC on the 22nd is already 01:30 on the 23rd in Vietnam (UTC+7).
    expect(hcmToday(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23')
    expect(hcmToday(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-22')
  })
})
