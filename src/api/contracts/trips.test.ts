import { describe, expect, it } from 'vitest'
import { canMoveTrip, TRIP_MONEY_FIELDS, TRIP_STATUS, TRIP_TRANSITIONS, tripNet, tripTimes } from './trips'

const zero = Object.fromEntries(TRIP_MONEY_FIELDS.map((f) => [f, 0])) as Record<
  (typeof TRIP_MONEY_FIELDS)[number],
  number
>

describe('tripNet (README "Trip money")', () => {
  it('is revenue + surcharge − every expense; cash handed in stays outside', () => {
    const trip = {
      ...zero,
      revenue: 5_000_000,
      surcharge: 200_000,
      driver_money: 700_000,
      petrol_money: 1_200_000,
      repair_money: 150_000,
      other_money: 50_000,
      road_money: 320_000,
      driver_fund: 100_000,
      bonus: 80_000,
      retention_tax: 60_000,
      motorbike_fare: 90_000,
      cash_money: 4_000_000,
    }
    expect(tripNet(trip)).toBe(5_200_000 - 2_750_000)
    expect(tripNet({ ...trip, cash_money: 0 })).toBe(tripNet(trip))
  })

  it('counts each field once, with its sign', () => {
    for (const field of TRIP_MONEY_FIELDS) {
      const sign = field === 'cash_money' ? 0 : field === 'revenue' || field === 'surcharge' ? 1 : -1
      expect(tripNet({ ...zero, [field]: 1_000 }), field).toBe(sign * 1_000)
    }
  })
})

describe('trip status changes (DECISIONS #7)', () => {
  const { new: created, accepted, declined, running, finished, cancelled, broken } = TRIP_STATUS
  const allowed: Array<[number, number]> = [
    [created, accepted],
    [created, declined],
    [created, cancelled],
    [accepted, running],
    [accepted, cancelled],
    [declined, cancelled],
    [running, finished],
    [running, broken],
  ]
  const statuses = Object.values(TRIP_STATUS)

  it('allows exactly the listed changes', () => {
    for (const from of statuses)
      for (const to of statuses) {
        const expected = allowed.some(([a, b]) => a === from && b === to)
        expect(canMoveTrip(from, to), `${from} → ${to}`).toBe(expected)
      }
  })

  it('lets finished, cancelled and broken trips go nowhere, and refuses unknown statuses', () => {
    for (const end of [finished, cancelled, broken]) expect(TRIP_TRANSITIONS[end]).toEqual([])
    expect(canMoveTrip(7, 0)).toBe(false)
    expect(canMoveTrip(0, 7)).toBe(false)
    expect(canMoveTrip(-1, 1)).toBe(false)
  })
})

describe('tripTimes', () => {
  it('puts a return earlier than the departure, or at the same time, on the next day', () => {
    expect(tripTimes('2026-12-31', '21:30', '05:15').return_time).toBe('2027-01-01T05:15:00+07:00')
    expect(tripTimes('2026-12-31', '06:00', '06:00').return_time).toBe('2027-01-01T06:00:00+07:00')
    expect(tripTimes('2026-12-31', '06:00', '13:00')).toEqual({
      departure_time: '2026-12-31T06:00:00+07:00',
      return_time: '2026-12-31T13:00:00+07:00',
    })
    expect(tripTimes('2026-12-31', '06:00', null).return_time).toBeNull()
  })
})
