/* The trip a desk opens on. */
import { describe, expect, it } from 'vitest'
import type { SaleTrip } from '../../api/schemas/booking'
import { nextDeparting } from './use-desk-memory'

const trip = (id: number, departure_time: string, status = 0) =>
  ({ id, name: `Chuyến ${id}`, departure_time, status, car: null, seats_sold: 0, seat_count: 9 }) as SaleTrip

describe('nextDeparting', () => {
  // 10:00 in Ho Chi Minh City is 03:00 UTC: a trip of 06:00 there has left, one of 12:00 has not
  const now = new Date('2026-11-28T03:00:00Z')

  it('is the first trip still to leave, whatever the zone its time is written in', () => {
    const trips = [
      trip(1, '2026-11-28T06:00:00+07:00', 3),
      trip(2, '2026-11-28T22:00:00+07:00'),
      trip(3, '2026-11-28T12:00:00+07:00'),
      trip(4, '2026-11-28T09:59:00+07:00'),
    ]
    expect(nextDeparting(trips, now)?.id).toBe(3)
  })

  it('skips a trip closed for sale, and is none when every trip has left', () => {
    expect(
      nextDeparting([trip(1, '2026-11-28T11:00:00+07:00', 5), trip(2, '2026-11-28T13:00:00+07:00')], now)?.id,
    ).toBe(2)
    expect(nextDeparting([trip(1, '2026-11-28T06:00:00+07:00')], now)).toBeUndefined()
  })

  it('is the trip nearest the time a customer wished, among those still to leave', () => {
    const trips = [
      trip(1, '2026-11-28T06:00:00+07:00'),
      trip(2, '2026-11-28T13:00:00+07:00'),
      trip(3, '2026-11-28T21:30:00+07:00'),
      trip(4, '2026-11-28T23:00:00+07:00'),
    ]
    expect(nextDeparting(trips, now, '22:00')?.id).toBe(3)
    // the 06:00 trip has left: the nearest still to leave
    expect(nextDeparting(trips, now, '05:00')?.id).toBe(2)
  })
})
