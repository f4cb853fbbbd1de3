import { describe, expect, it } from 'vitest'
import { customerStanding, levelOf, ticketPoints, type PointTicket } from './customer'

/** A ticket booked on `day` for a trip three days later. */
const ticket = (day: string, price: number, patch: Partial<PointTicket> = {}): PointTicket => ({
  price,
  surcharge: 0,
  pick_fee: 0,
  drop_fee: 0,
  is_paid: true,
  deleted_at: null,
  booking_at: `${day}T09:00:00+07:00`,
  departure_date: `${day.slice(0, 8)}${String(Number(day.slice(8)) + 3).padStart(2, '0')}`,
  ...patch,
})

describe('the customer level rule', () => {
  it('gives one point per full 10.000 ₫ of a paid ticket, fees and surcharge included', () => {
    expect(ticketPoints(ticket('2026-11-01', 250_000))).toBe(25)
    expect(ticketPoints(ticket('2026-11-01', 259_999))).toBe(25)
    expect(ticketPoints(ticket('2026-11-01', 200_000, { surcharge: 30_000, pick_fee: 20_000 }))).toBe(25)
    expect(ticketPoints(ticket('2026-11-01', 250_000, { is_paid: false }))).toBe(0)
    expect(ticketPoints(ticket('2026-11-01', 250_000, { deleted_at: '2026-11-01T08:00:00+07:00' }))).toBe(0)
  })

  it('reaches Silver at 100 points, Gold at 300, Diamond at 1000', () => {
    expect([0, 99, 100, 299, 300, 999, 1000].map(levelOf)).toEqual([1, 1, 2, 2, 3, 3, 4])
  })

  it('computes a customer’s level from their tickets, with the day each rise was booked; trips are the days come', () => {
    // by hand: 25 on 1/11, + 0 (unpaid) on 5/11, + 80 = 105 → Silver on 10/11, + 200 = 305 → Gold on 20/11;
    // the cancelled one adds nothing
    const tickets = [
      ticket('2026-11-20', 2_000_000),
      ticket('2026-11-01', 250_000),
      ticket('2026-11-05', 500_000, { is_paid: false }),
      ticket('2026-11-10', 800_000),
      ticket('2026-11-25', 9_000_000, { deleted_at: '2026-11-24T10:00:00+07:00' }),
    ]
    // on 21/11 the trips of 4/11, 8/11 and 13/11 have come; that of 23/11 and the cancelled one's not
    expect(customerStanding(tickets, '2026-11-21')).toEqual({
      points: 305,
      level: 3,
      to_next: 695,
      trips_count: 3,
      last_trip_date: '2026-11-13',
      changes: [
        { date: '2026-11-10', from: 1, to: 2, points: 105 },
        { date: '2026-11-20', from: 2, to: 3, points: 305 },
      ],
    })
  })
})
