import { describe, expect, it } from 'vitest'
import { fareOnDay, holdLive, saleSeatState, saleTotal, ticketMoney, tripOpenForSale } from './booking'

const extras = { surcharge: 50_000, pick_fee: 30_000, drop_fee: 40_000 }

describe('the ticket total', () => {
  it('is fare × seats + surcharge + pick-up fee + drop-off fee, in whole dong', () => {
    expect(saleTotal(350_000, 3, extras)).toBe(1_170_000)
    expect(saleTotal(280_000, 1, { surcharge: 0, pick_fee: 0, drop_fee: 0 })).toBe(280_000)
    expect(saleTotal(280_000, 0, extras)).toBe(120_000)
  })

  it('puts the fare on every ticket and the surcharge and fees on the first, adding up to the total', () => {
    const tickets = [0, 1, 2].map((i) => ticketMoney(350_000, i, extras))
    expect(tickets[0]).toEqual({ price: 350_000, ...extras })
    expect(tickets[1]).toEqual({ price: 350_000, surcharge: 0, pick_fee: 0, drop_fee: 0 })
    const sum = tickets.reduce((s, k) => s + k.price + k.surcharge + k.pick_fee + k.drop_fee, 0)
    expect(sum).toBe(saleTotal(350_000, 3, extras))
  })
})

describe('the fare on a day', () => {
  const type = {
    fare: 280_000,
    fare_date_ranges: [{ date_start: '2026-12-28', date_end: '2027-01-07', fare: 380_000 }],
  }
  it('is the date range’s fare on its days, both ends included, else the type’s', () => {
    expect(fareOnDay(type, '2026-12-28')).toBe(380_000)
    expect(fareOnDay(type, '2027-01-07')).toBe(380_000)
    expect(fareOnDay(type, '2026-12-27')).toBe(280_000)
    expect(fareOnDay(type, '2027-01-08')).toBe(280_000)
  })
})

describe('sale rules both sides share', () => {
  it('sells only on trips that are not finished, cancelled or broken down', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(tripOpenForSale)).toEqual([0, 1, 2, 3])
  })

  it('lets a hold lapse at its expiry', () => {
    expect(holdLive({ expires_at: 1000 }, 999)).toBe(true)
    expect(holdLive({ expires_at: 1000 }, 1000)).toBe(false)
  })

  it('names a seat’s state: not for sale first, then sold, held by another, selected, free', () => {
    const seat = { type: 5 }
    expect(saleSeatState({ type: 4 }, undefined, undefined, false)).toBe('notForSale')
    expect(saleSeatState(seat, { is_paid: true }, { mine: false }, true)).toBe('soldPaid')
    expect(saleSeatState(seat, { is_paid: false }, undefined, false)).toBe('soldUnpaid')
    expect(saleSeatState(seat, undefined, { mine: false }, false)).toBe('held')
    expect(saleSeatState(seat, undefined, { mine: true }, true)).toBe('selected')
    expect(saleSeatState(seat, undefined, undefined, false)).toBe('free')
  })
})
