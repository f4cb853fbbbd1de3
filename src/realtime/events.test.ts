import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { generalChartQuery, ticketsTodayQuery } from '../api/resources/chart'
import {
  payDetailQuery,
  payStatsQuery,
  shippingParcelsQuery,
  shippingStatsQuery,
  topCustomersQuery,
  tripStatsQuery,
} from '../api/resources/stats'
import { mapDetailsByRole, officesAll } from '../api/resources/map'
import { dayTrips } from '../api/resources/shipping'
import { officesOfDirection } from '../api/resources/shipping-waiting'
import { saleTrips } from '../api/resources/ticket'
import { EVENT_INVALIDATES, SOCKET_EVENTS, type SocketEventName } from './events'

const week = { from: '2026-11-21', to: '2026-11-27' }

/** Which of the given cached queries an event makes stale. */
async function staleAfter(event: SocketEventName, keys: Record<string, readonly unknown[]>) {
  const client = new QueryClient()
  for (const key of Object.values(keys)) client.setQueryData(key, { cached: true })
  for (const queryKey of EVENT_INVALIDATES[event] ?? []) await client.invalidateQueries({ queryKey })
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort()
}

const figures = {
  dashboard: generalChartQuery().queryKey,
  ticketsToday: ticketsTodayQuery().queryKey,
  shipping: shippingStatsQuery(week).queryKey,
  shippingParcels: shippingParcelsQuery({ ...week, date: week.to }).queryKey,
  pay: payStatsQuery(week).queryKey,
  payDetail: payDetailQuery(week, 7).queryKey,
  trip: tripStatsQuery(week).queryKey,
  customers: topCustomersQuery({ ...week, limit: 10 }).queryKey,
}

describe('live figures', () => {
  it('a waiting parcel received, edited or cancelled refreshes shipping revenue and the dashboard only', async () => {
    for (const action of ['created', 'updated', 'deleted'] as const)
      expect(await staleAfter(`shipping-waiting:${action}`, figures)).toEqual([
        'dashboard',
        'shipping',
        'shippingParcels',
        'ticketsToday',
      ])
  })

  it('a pick-up changed refreshes the pay only; a ticket every figure and the dashboard', async () => {
    expect(await staleAfter(SOCKET_EVENTS.motorPickChanged, figures)).toEqual(['pay', 'payDetail'])
    expect(await staleAfter(SOCKET_EVENTS.ticketCreateOrUpdate, figures)).toEqual([
      'customers',
      'dashboard',
      'pay',
      'payDetail',
      'shipping',
      'shippingParcels',
      'ticketsToday',
      'trip',
    ])
  })

  it('a waiting booking changes the dashboard’s count only', async () => {
    expect(await staleAfter('booking-waiting:created', figures)).toEqual(['dashboard', 'ticketsToday'])
  })
})

describe('the desks’ choices', () => {
  const choices = {
    shippingTrips: dayTrips('2026-11-27', 1).queryKey,
    saleTrips: saleTrips('2026-11-27', 1).queryKey,
    offices: officesAll().queryKey,
    officesOfDirection: officesOfDirection(1).queryKey,
    directions: mapDetailsByRole().queryKey,
  }

  it('a trip changed refreshes the day’s trips of the selling and the shipping desks', async () => {
    for (const action of ['created', 'updated', 'deleted'] as const)
      expect(await staleAfter(`trip:${action}`, choices)).toEqual(['saleTrips', 'shippingTrips'])
  })

  it('an office changed refreshes every list of offices; a role, the directions it may use', async () => {
    expect(await staleAfter('office:updated', choices)).toEqual(['offices', 'officesOfDirection'])
    expect(await staleAfter('role:updated', choices)).toEqual(['directions'])
  })
})
