import { createElement, type ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { setupServer } from 'msw/node'
import { http as mswHttp, HttpResponse } from 'msw'
import { createQueryClient } from '../app/query-client'
import { TOKEN_KEY } from '../stores/session'
import { setNotifier } from '../lib/notify'
import { useCommand } from './define-resource'
import { batchedInvalidation } from './invalidate'
import { sellSeats } from './resources/ticket'
import { waitingBookings } from './resources/booking-waiting'
import { EVENT_INVALIDATES, SOCKET_EVENTS } from '../realtime/events'

const server = setupServer()
const wire: string[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  wire.length = 0
  localStorage.setItem(TOKEN_KEY, 'test-token')
  setNotifier(() => {})
  server.events.on('request:start', ({ request }) => {
    wire.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  localStorage.clear()
})

const sale = { trip_id: 5, seat_ids: [3, 4], customer_name: 'An', phone: '0903170702' }

/** The idempotency keys the sale calls carried, in order. */
function saleServer(answers: Array<() => Response>) {
  const keys: string[] = []
  server.use(
    mswHttp.post('*/api/ticket/create', async ({ request }) => {
      keys.push(((await request.json()) as { idempotency_key: string }).idempotency_key)
      return (answers.shift() ?? (() => HttpResponse.json({ code: 200, message: 'OK', data: [] })))()
    }),
  )
  return keys
}

function renderSale() {
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  return renderHook(() => useCommand(sellSeats), { wrapper }).result
}

const sold = () => HttpResponse.json({ code: 200, message: 'OK', data: [{ id: 1 }] })
const refused = () => HttpResponse.json({ code: 409, message: 'Ghế A3 đã bán', data: null }, { status: 409 })

describe('a confirmation (DECISIONS #12)', () => {
  it('retried after a network failure carries the same key; the next sale another one', async () => {
    const keys = saleServer([() => HttpResponse.error(), sold, sold])
    const sell = renderSale()
    await act(() => expect(sell.current.confirm(sale as never)).rejects.toMatchObject({ kind: 'network' }))
    await act(() => sell.current.confirm(sale as never))
    await act(() => sell.current.confirm(sale as never))
    expect(keys).toHaveLength(3)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('changed after a network failure, or refused, is another confirmation with a new key', async () => {
    const keys = saleServer([() => HttpResponse.error(), refused, sold])
    const sell = renderSale()
    await act(() => expect(sell.current.confirm(sale as never)).rejects.toBeTruthy())
    await act(() => expect(sell.current.confirm({ ...sale, seat_ids: [3] } as never)).rejects.toBeTruthy())
    await act(() => sell.current.confirm({ ...sale, seat_ids: [3] } as never))
    expect(new Set(keys).size).toBe(3)
  })

  it('asked again while on its way is not sent again: the second press gets nothing to do', async () => {
    const keys = saleServer([sold])
    const sell = renderSale()
    const answers = await act(() =>
      Promise.all([sell.current.confirm(sale as never), sell.current.confirm(sale as never)]),
    )
    expect(keys).toHaveLength(1)
    expect(answers).toEqual([[{ id: 1 }], null])
  })
})

describe('changes announced from elsewhere', () => {
  it('a burst of events for the same data makes one refetch, not one per event', async () => {
    server.use(
      mswHttp.get('*/api/booking-waiting/list', () =>
        HttpResponse.json({ code: 200, message: 'OK', data: { last_page: 1, total: 0, data: [] } }),
      ),
    )
    const client = createQueryClient()
    const observer = new QueryObserver(client, waitingBookings.list({ page: 1 }))
    const unsubscribe = observer.subscribe(() => {})
    await client.getQueryCache().find({ queryKey: waitingBookings.list({ page: 1 }).queryKey })?.promise
    expect(wire).toEqual(['GET /api/booking-waiting/list'])
    // a window wide enough that a busy machine cannot stretch the burst past it
    const invalidate = batchedInvalidation(client, 500)
    // a merge announces every moved ticket, and the waiting list event besides: one socket message each
    const nextMessage = () => new Promise((resolve) => setTimeout(resolve))
    for (let i = 0; i < 10; i++) {
      invalidate(EVENT_INVALIDATES[SOCKET_EVENTS.ticketCreateOrUpdate])
      await nextMessage()
    }
    invalidate(EVENT_INVALIDATES['booking-waiting:updated'])
    // unbatched, each invalidation would have cancelled the last refetch and started another at once
    await vi.waitFor(() => expect(wire).toHaveLength(2), { timeout: 3_000 })
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'))
    expect(wire).toEqual(['GET /api/booking-waiting/list', 'GET /api/booking-waiting/list'])
    unsubscribe()
  })
})
