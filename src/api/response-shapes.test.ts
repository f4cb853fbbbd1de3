// @vitest-environment node
/*
 * The shapes derived from the entity schemas (virtual:shapes/*) against what the demo backend really answers,
 * row by row, on its seed: every entity schema a query reads is accepted where it comes over the wire, and a
 * broken row is refused naming its field.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import { menuItemSchema, moduleSchema } from 'virtual:shapes/access'
import { loginResponseSchema, roleSchema, userSchema } from 'virtual:shapes/auth'
import {
  customerMatchSchema,
  phoneHistorySchema,
  ticketLogSchema,
  ticketSchema,
  waitingBookingSchema,
} from 'virtual:shapes/booking'
import { generalChartSchema } from 'virtual:shapes/chart'
import {
  brandSchema,
  carSchema,
  fareDateRangeSchema,
  productTypeSchema,
  vehicleTypeSchema,
} from 'virtual:shapes/fleet'
import { customerSchema, driverSchema } from 'virtual:shapes/people'
import {
  directionalMapDetailSchema,
  mapDetailSchema,
  officeSchema,
  routeMapSchema,
} from 'virtual:shapes/routes'
import { languageSettingSchema, settingsSchema } from 'virtual:shapes/settings'
import {
  parcelPartySchema,
  shippingHistorySchema,
  shippingOrderSchema,
  waitingGoodsSchema,
} from 'virtual:shapes/shipping'
import { tripSchema, tripToConfirmSchema, tripTransferSchema } from 'virtual:shapes/trips'
import { db, resetDb, server } from '../../mocks/node'
import { call, login } from '../../mocks/test-client'
import { API } from './paths'
import { BOOKING_API } from './contracts/booking-paths'
import { SHIPPING_STATUS } from './contracts/shipping'
import { SHIPPING_API } from './contracts/shipping-paths'
import { TRIP_CONFIRM_API } from './contracts/trip-confirm'
import { checkShape, type Shape, type ShapeOf } from './response-shape'
import type { VehicleType } from './schemas/fleet'
import type { Trip } from './schemas/trips'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterAll(() => server.close())

const ALL = '?page=1&itemsPerPage=1000'

/** `data` of a GET as the super administrator, checked: the problem (null when none) and how many rows. */
async function read(path: string, shape: Shape, token: string) {
  const { status, body } = await call<unknown>(path, { token })
  expect(status, path).toBe(200)
  const data = body.data as unknown
  const page = (data as { data?: unknown })?.data
  // a list page: its rows; a plain list: itself; one record: one row
  const rows = path.includes('/list') && Array.isArray(page) ? page : Array.isArray(data) ? data : [data]
  return { problem: checkShape(['array', shape], rows), rows: rows.length }
}

describe('the derived shapes accept what the demo backend answers', () => {
  let admin = ''
  beforeEach(async () => {
    admin = await login('admin', 'admin123')
  })

  it('accounts, roles, modules and menus', async () => {
    const sessions = await call(API.auth.login, { body: { username: 'admin', password: 'admin123' } })
    expect(checkShape(loginResponseSchema, sessions.body.data)).toBeNull()
    for (const [path, shape] of [
      [API.profile, userSchema],
      [`${API.user}/list${ALL}`, userSchema],
      // a driver is an account with the driver fields
      [`${API.user}/list${ALL}`, driverSchema],
      [`${API.role}/list${ALL}`, roleSchema],
      [`${API.role}/all`, roleSchema],
      [`${API.module}/all`, moduleSchema],
      [`${API.menu}/all`, menuItemSchema],
      [`${API.menu}/get-by-role`, menuItemSchema],
    ] as const) {
      const { problem, rows } = await read(path, shape, admin)
      expect(problem, path).toBeNull()
      expect(rows, path).toBeGreaterThan(0)
    }
  })

  it('settings and the dashboard', async () => {
    for (const [path, shape] of [
      [API.setting.general, settingsSchema],
      [`${API.setting.byLanguage}?language=vi-VN`, languageSettingSchema],
      [`${API.setting.byLanguage}?language=en-US`, languageSettingSchema],
      [API.chart.general, generalChartSchema],
    ] as const)
      expect((await read(path, shape, admin)).problem, path).toBeNull()
  })

  it('fleet, routes, offices and customers', async () => {
    const vehicleType = db.vehicleTypes.all()[0]
    for (const [path, shape] of [
      [`${API.brand}/list${ALL}`, brandSchema],
      [`${API.brand}/all`, brandSchema],
      [`${API.productType}/list${ALL}`, productTypeSchema],
      [`${API.vehicle}/list${ALL}`, vehicleTypeSchema],
      [`${API.vehicle}/${vehicleType.id}`, vehicleTypeSchema],
      [`${API.vehicleFare.list}?vehicle_type_id=${vehicleType.id}`, fareDateRangeSchema],
      [`${API.car}/list${ALL}`, carSchema],
      [`${API.map}/list${ALL}`, routeMapSchema],
      [`${API.map}/get-by-role`, mapDetailSchema],
      [`${API.office}/all`, officeSchema],
      [`${API.customer}/list${ALL}`, customerSchema],
    ] as const) {
      const { problem, rows } = await read(path, shape, admin)
      expect(problem, path).toBeNull()
      expect(rows, path).toBeGreaterThan(0)
    }
    const detail = db.maps.all()[0].details[0]
    expect(checkShape(directionalMapDetailSchema, detail.forward)).toBeNull()
    const offices = `${API.map}/get-office-by-id-map-detail/${detail.forward.id}`
    expect((await read(offices, officeSchema, admin)).problem).toBeNull()
  })

  it('trips, their tickets, transfers and the trips sent to their drivers', async () => {
    const trip = db.trips.all().find((t) => db.tickets.findBy((ticket) => ticket.trip_id === t.id))!
    const moved = db.tripTransfers.all()[0]
    // a trip sent to its driver, awaiting the answer
    const toSend = db.trips.findBy((t) => t.status === 0 && t.user_id !== null && t.plan_date >= db.seededOn)!
    expect((await call(TRIP_CONFIRM_API.send, { token: admin, body: { id: toSend.id } })).status).toBe(200)
    for (const [path, shape] of [
      [`${API.trip}/list${ALL}`, tripSchema],
      [`${API.trip}/${trip.id}`, tripSchema],
      [`${API.tripDetail.tickets}/${trip.id}`, ticketSchema],
      [`${API.tripDetail.goods}/${db.shippingOrders.all()[0].trip_id}`, shippingOrderSchema],
      [`${API.tripDetail.transferHistory}/${moved.to_trip_id}`, tripTransferSchema],
      [TRIP_CONFIRM_API.pending, tripToConfirmSchema],
    ] as const) {
      const { problem, rows } = await read(path, shape, admin)
      expect(problem, path).toBeNull()
      expect(rows, path).toBeGreaterThan(0)
    }
  })

  it('waiting bookings, ticket logs and the phone-first lookups', async () => {
    const ticket = db.ticketLogs.all()[0]
    const phone = db.tickets.all()[0].phone
    for (const [path, shape] of [
      [`${API.bookingWaiting}/list${ALL}`, waitingBookingSchema],
      [`${BOOKING_API.ticket.log}/${ticket.ticket_id}`, ticketLogSchema],
      [`${BOOKING_API.waiting.customerByNameOrPhone}?q=${phone.slice(0, 6)}`, customerMatchSchema],
      [`${BOOKING_API.waiting.historiesByPhone}?phone=${phone}`, phoneHistorySchema],
    ] as const) {
      const { problem, rows } = await read(path, shape, admin)
      expect(problem, path).toBeNull()
      expect(rows, path).toBeGreaterThan(0)
    }
  })

  it('waiting goods, shipping orders, their history and the parcel parties', async () => {
    const order = db.shippingOrders.all()[0]
    // a parcel with a history: one cancelled while waiting
    const parcel = db.waitingGoods.findBy((goods) => goods.status === SHIPPING_STATUS.notYet)!
    const cancel = { id: parcel.id, version: parcel.version, reason_cancel: 'customer_cancelled' }
    expect((await call(SHIPPING_API.shippingWaiting.cancel, { token: admin, body: cancel })).status).toBe(200)
    for (const [path, shape] of [
      [`/api/shipping-waiting/list${ALL}`, waitingGoodsSchema],
      [`${SHIPPING_API.shipping.list}${ALL}`, shippingOrderSchema],
      [`${SHIPPING_API.shipping.history}/${parcel.code}`, shippingHistorySchema],
      [
        `${SHIPPING_API.shippingWaiting.customerByPhone}?phone=${order.sender_phone}&role=sender`,
        parcelPartySchema,
      ],
    ] as const) {
      const { problem, rows } = await read(path, shape, admin)
      expect(problem, path).toBeNull()
      expect(rows, path).toBeGreaterThan(0)
    }
  })
})

it('checks 1,000 tickets quickly', async () => {
  const token = await login('admin', 'admin123')
  const trips = db.trips.all().filter((t) => db.tickets.findBy((ticket) => ticket.trip_id === t.id))
  const sold: unknown[] = []
  for (const trip of trips.slice(0, 5))
    sold.push(...(await call<unknown[]>(`${API.tripDetail.tickets}/${trip.id}`, { token })).body.data)
  const rows = Array.from({ length: 1000 }, (_, i) => sold[i % sold.length])
  const list: Shape = ['array', ticketSchema]
  expect(checkShape(list, rows)).toBeNull() // warm up
  const runs = 20
  const start = performance.now()
  for (let i = 0; i < runs; i++) checkShape(list, rows)
  const ms = (performance.now() - start) / runs
  console.info(`1,000 tickets (${Object.keys(ticketSchema).length} fields each): ${ms.toFixed(2)} ms a check`)
})

describe('a broken response is refused naming its field', () => {
  it('a ticket of a trip whose seat id came as text', async () => {
    const token = await login('admin', 'admin123')
    const trip = db.trips
      .all()
      .find((t) => db.tickets.filter((ticket) => ticket.trip_id === t.id).length > 3)!
    const { body } = await call<Array<Record<string, unknown>>>(`${API.tripDetail.tickets}/${trip.id}`, {
      token,
    })
    const rows = body.data
    rows[3] = { ...rows[3], seat_id: String(rows[3].seat_id) }
    expect(checkShape(['array', ticketSchema], rows)).toBe('data[3].seat_id: expected number, got string')
  })

  it('an account whose role lost its permissions', async () => {
    const sessions = await call<{ user: Record<string, unknown> }>(API.auth.login, {
      body: { username: 'quanly', password: 'quanly123' },
    })
    const user = sessions.body.data.user as { roles: Array<Record<string, unknown>> }
    delete user.roles[0].permissions
    expect(checkShape(userSchema, user)).toBe('data.roles[0].permissions: expected array, got undefined')
  })

  it('a vehicle type whose seat diagram holds a seat without its code, and an unknown kind', async () => {
    const type = structuredClone(db.vehicleTypes.all()[0]) as unknown as {
      type: string
      diagram: { floors: Array<{ rows: Array<Array<Record<string, unknown> | null>> }> }
    }
    const row = type.diagram.floors[0].rows.findIndex((cells) => cells.some((cell) => cell !== null))
    const column = type.diagram.floors[0].rows[row].findIndex((cell) => cell !== null)
    delete type.diagram.floors[0].rows[row][column]!.code
    expect(checkShape(vehicleTypeSchema, type)).toBe(
      `data.diagram.floors[0].rows[${row}][${column}].code: expected string, got undefined`,
    )
    expect(checkShape(vehicleTypeSchema, { ...db.vehicleTypes.all()[0], type: 'rocket' })).toMatch(
      /^data\.type: expected "motorbike" \| "seat8" .* got "rocket"$/,
    )
  })

  it('a trip with a status that is not whole, a ticket log with an unknown action', () => {
    expect(checkShape(tripSchema, { ...db.trips.all()[0], status: 1.5 })).toBe(
      'data.status: expected integer, got 1.5',
    )
    expect(checkShape(ticketLogSchema, { ...db.ticketLogs.all()[0], action: 'teleported' })).toMatch(
      /^data\.action: expected "sold" \| .* got "teleported"$/,
    )
  })
})

describe('the shapes modules', () => {
  it('type each shape by its schema (a misspelt name does not compile)', () => {
    expectTypeOf<ShapeOf<typeof tripSchema>>().toEqualTypeOf<Trip>()
    expectTypeOf<ShapeOf<typeof vehicleTypeSchema>>().toEqualTypeOf<VehicleType>()
    // @ts-expect-error -- src/api/schemas/trips.ts exports no tripsSchema
    type Misspelt = (typeof import('virtual:shapes/trips'))['tripsSchema']
    expectTypeOf<Misspelt>().toBeAny()
    expect(tripSchema).toMatchObject({ id: 'number', status: 'integer', user_id: ['or', 'number', 'null'] })
  })
})
