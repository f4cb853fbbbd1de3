// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API } from '../src/api/paths.ts'
import type { CustomerMatch, PhoneHistory } from '../src/api/schemas/booking.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const LOOKUP = API.bookingWaitingActions
/** A customer with at least two tickets, one of them with a pick-up address. */
const travelled = () =>
  db.customers.findBy(
    (c) =>
      db.tickets.filter((tk) => tk.phone === c.phone && !tk.deleted_at).length >= 2 &&
      !!db.tickets.findBy((tk) => tk.phone === c.phone && !!tk.pick_address),
  )!
/** 0912345678 → "0912 345.678" */
const spaced = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)}.${phone.slice(7)}`

describe('phone-first lookups', () => {
  it('finds a customer by a phone typed with spaces and dots, or by a part of the name without accents', async () => {
    const token = await login('letan.sg', 'letan123')
    const customer = travelled()
    const byPhone = await call<CustomerMatch[]>(
      `${LOOKUP.customerByNameOrPhone}?q=${encodeURIComponent(spaced(customer.phone))}`,
      { token },
    )
    expect(byPhone.status).toBe(200)
    expect(byPhone.body.data).toEqual([
      { id: customer.id, fullname: customer.fullname, phone: customer.phone, address: customer.address },
    ])
    const part = customer.fullname
      .split(' ')
      .at(-1)!
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
    const byName = await call<CustomerMatch[]>(
      `${LOOKUP.customerByNameOrPhone}?q=${encodeURIComponent(part)}`,
      {
        token,
      },
    )
    expect(byName.body.data.map((c) => c.id)).toContain(customer.id)
    expect(byName.body.data.length).toBeLessThanOrEqual(10)
  })

  it("gives a phone's last tickets newest first and its most frequent pick-up address", async () => {
    const token = await login('letan.sg', 'letan123')
    const customer = travelled()
    const { status, body } = await call<PhoneHistory>(
      `${LOOKUP.historiesByPhone}?phone=${encodeURIComponent(spaced(customer.phone))}`,
      { token },
    )
    expect(status).toBe(200)
    const tickets = db.tickets.filter((tk) => tk.phone === customer.phone && !tk.deleted_at)
    expect(body.data.phone).toBe(customer.phone)
    expect(body.data.trips.length).toBe(Math.min(5, tickets.length))
    const days = body.data.trips.map((tr) => tr.departure_date)
    expect(days).toEqual([...days].sort().reverse())
    expect(body.data.trips[0].trip_name).toMatch(/➡️ .* \d{2}:\d{2}$/)
    expect(body.data.usual_pick_address).toBe(customer.address)
  })

  it('refuses an account without the booking codes', async () => {
    const token = await login('kho', 'kho123')
    const { status } = await call(`${LOOKUP.customerByNameOrPhone}?q=0912`, { token })
    expect(status).toBe(403)
  })
})
