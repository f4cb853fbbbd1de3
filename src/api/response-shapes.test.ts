// @vitest-environment node
/*
 * The shapes derived from the entity schemas (virtual:shapes/*) against what the demo backend really answers,
 * row by row, on its seed: every entity schema a query reads is accepted where it comes over the wire, and a
 * broken row is refused naming its field.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import { menuItemSchema, moduleSchema } from 'virtual:shapes/access'
import { addressUnitSchema } from 'virtual:shapes/address'
import { loginResponseSchema, roleSchema, userSchema } from 'virtual:shapes/auth'
import {
  customerMatchSchema,
  phoneHistorySchema,
  saleDiagramSchema,
  saleTripSchema,
  seatHoldSchema,
  ticketLogSchema,
  ticketSchema,
  waitingBookingSchema,
} from 'virtual:shapes/booking'
import { generalChartSchema, ticketsTodaySchema } from 'virtual:shapes/chart'
import {
  brandSchema,
  carSchema,
  fareDateRangeSchema,
  fareOnDaySchema,
  productTypeSchema,
  vehicleTypeSchema,
} from 'virtual:shapes/fleet'
import { moveAnswerSchema } from 'virtual:shapes/move'
import { accountSchema, activeDriverSchema } from 'virtual:shapes/people'
import {
  customerSchema,
  importPreviewSchema,
  importResultSchema,
  importStagedSchema,
} from 'virtual:shapes/customers'
import { pickerSchema, pickUpListSchema } from 'virtual:shapes/pickup'
import {
  directionalMapDetailSchema,
  mapDetailSchema,
  officeSchema,
  routeMapSchema,
} from 'virtual:shapes/routes'
import { languageSettingSchema, settingsSchema } from 'virtual:shapes/settings'
import {
  dayTripSchema,
  loadListSchema,
  motorbikeDriverSchema,
  parcelLabelSchema,
  parcelLookupSchema,
  parcelPartySchema,
  shippingHistorySchema,
  shippingOrderSchema,
  waitingGoodsSchema,
} from 'virtual:shapes/shipping'
import {
  customerTicketSchema,
  driverTripSchema,
  monthlyTripsSchema,
  payDetailSchema,
  payStatisticsSchema,
  shippingStatisticsSchema,
  shippingStatParcelsSchema,
  topCustomersSchema,
  topDriversSchema,
  tripStatDetailSchema,
  tripStatisticsSchema,
  vehicleRevenueSchema,
} from 'virtual:shapes/stats'
import {
  cancelledSummarySchema,
  cancelledTicketSchema,
  historyTicketSchema,
  tripManifestSchema,
} from 'virtual:shapes/ticket-reports'
import { tripCrewSchema, tripSchema, tripToConfirmSchema, tripTransferSchema } from 'virtual:shapes/trips'
import { db, resetDb, server } from '../../mocks/node'
import { BASE, call, login } from '../../mocks/test-client'
import { writeXlsx } from '../../mocks/xlsx'
import { addDays, vnToday } from '../../mocks/db/time'
import { API, CLIENT_HEADER } from './paths'
import { BOOKING_API } from './contracts/booking-paths'
import { tripOpenForSale } from './contracts/booking'
import { SEAT_TYPES, seatsOf } from './contracts/fleet'
import { SHIPPING_STATUS } from './contracts/shipping'
import { SHIPPING_API } from './contracts/shipping-paths'
import { STATS_API } from './contracts/stats-paths'
import { TRIP_CONFIRM_API } from './contracts/trip-confirm'
import { checkShape, type Shape, type ShapeOf } from './response-shape'
import type { SaleDiagram } from './schemas/booking'
import type { ImportPreview } from './schemas/customers'
import type { VehicleType } from './schemas/fleet'
import type { PayStatistics, TopCustomers, TopDrivers, TripStatistics } from './schemas/stats'
import type { Trip } from './schemas/trips'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterAll(() => server.close())

const ALL = '?page=1&itemsPerPage=1000'

/** The list pages whose path does not say so. */
const PAGES = [
  BOOKING_API.reports.cancelled,
  BOOKING_API.reports.history,
  `${API.driver}/driver-list`,
  `${API.driver}/moto-list`,
]

/** `data` of a GET as the super administrator, checked: the problem (null when none) and how many rows. */
async function read(path: string, shape: Shape, token: string) {
  const { status, body } = await call<unknown>(path, { token })
  expect(status, path).toBe(200)
  const data = body.data as unknown
  const page = (data as { data?: unknown })?.data
  const isPage = path.includes('/list') || PAGES.some((list) => path.startsWith(`${list}?`))
  // a list page: its rows; a plain list: itself; one record: one row
  const rows = isPage && Array.isArray(page) ? page : Array.isArray(data) ? data : [data]
  return { problem: checkShape(['array', shape], rows), rows: rows.length }
}

/** Each answer has its shape, and the list it is read for has rows (an empty one would prove nothing). */
async function expectShapes(token: string, reads: ReadonlyArray<readonly [string, Shape]>) {
  for (const [path, shape] of reads) {
    const { problem, rows } = await read(path, shape, token)
    expect(problem, path).toBeNull()
    expect(rows, path).toBeGreaterThan(0)
  }
}

/** The `data` of a GET as the super administrator. */
async function dataOf<T>(path: string, token: string): Promise<T> {
  const { status, body } = await call<T>(path, { token })
  expect(status, path).toBe(200)
  return body.data
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
      // an account with the driver fields, its version and creation
      [`${API.user}/list${ALL}`, accountSchema],
      // the drivers: accounts with their licence; the coach and motorbike pages, one driver
      [`${API.driver}/list${ALL}`, accountSchema],
      [`${API.driver}/driver-list${ALL}`, accountSchema],
      [`${API.driver}/moto-list${ALL}`, accountSchema],
      [`${API.driver}/all`, accountSchema],
      [`${API.driver}/5`, accountSchema], // taixe
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

  it('the provinces, a province’s districts and a district’s wards', async () => {
    await expectShapes(admin, [
      [API.address.provinces, addressUnitSchema],
      [`${API.address.districts}?province_id=79`, addressUnitSchema],
      [`${API.address.wards}?district_id=760`, addressUnitSchema],
    ])
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

describe('the derived shapes accept the answers that had no entity schema before', () => {
  let admin = ''
  beforeEach(async () => {
    admin = await login('admin', 'admin123')
  })
  const today = () => vnToday()
  const week = () => `from=${addDays(today(), -6)}&to=${today()}`
  const live = (tripId: number) => db.tickets.filter((k) => k.trip_id === tripId && !k.deleted_at)

  /** An open trip with a car, passengers and a seat for sale still free. */
  function openTrip() {
    for (const trip of db.trips.filter((t) => tripOpenForSale(t.status) && t.car_id !== null)) {
      const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
      const sold = new Set(live(trip.id).map((k) => k.seat_id))
      const free = seatsOf(type.diagram).filter((s) => s.type !== SEAT_TYPES.RESERVED && !sold.has(s.id))
      if (sold.size >= 2 && free.length >= 3) return { trip, free }
    }
    throw new Error('no open trip with passengers and free seats')
  }

  it('the sale: the day’s trips, a seeded trip’s seat map and holds after holding a seat, tickets today', async () => {
    const { trip, free } = openTrip()
    const S = BOOKING_API.sale
    const held = await call(S.hold, { token: admin, body: { trip_id: trip.id, seat_ids: [free[0].id] } })
    expect(held.status).toBe(200)
    await expectShapes(admin, [
      [`${S.tripsByDay}?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`, saleTripSchema],
      [`${S.holds}/${trip.id}`, seatHoldSchema],
      [`${S.diagram}/${trip.id}`, saleDiagramSchema],
    ])
    const diagram = await dataOf<SaleDiagram>(`${S.diagram}/${trip.id}`, admin)
    expect(diagram.holds.length).toBeGreaterThan(0)
    expect(diagram.tickets.length).toBeGreaterThan(0)
    // a ticket sold now: today's tickets have one at least
    const sold = await call(S.create, {
      token: admin,
      body: {
        customer_name: 'Lê Thị Hồng',
        phone: '0912345678',
        pick_type: 0,
        pick_address: null,
        pick_fee: 0,
        drop_type: 0,
        drop_address: null,
        drop_fee: 0,
        surcharge: 0,
        note: null,
        is_paid: true,
        trip_id: trip.id,
        seat_ids: [free[1].id],
        idempotency_key: 'shapes-sale-0001',
      },
    })
    expect(sold.status).toBe(200)
    expect((await read(API.chart.ticketsToday, ticketsTodaySchema, admin)).problem).toBeNull()
    const ticketsToday = await dataOf<{ tickets: unknown[] }>(API.chart.ticketsToday, admin)
    expect(ticketsToday.tickets.length).toBeGreaterThan(0)
  })

  it('a move’s answer: a passenger onto a free seat of another trip of the same day and direction', async () => {
    const { trip } = openTrip()
    const to = db.trips.findBy(
      (t) =>
        t.id !== trip.id &&
        t.plan_date === trip.plan_date &&
        t.map_detail_id === trip.map_detail_id &&
        tripOpenForSale(t.status) &&
        t.car_id !== null,
    )!
    const taken = new Set(live(to.id).map((k) => k.seat_id))
    const seat = seatsOf(db.vehicleTypes.find(db.cars.find(to.car_id!)!.vehicle_type_id)!.diagram).find(
      (s) => s.type !== SEAT_TYPES.RESERVED && !taken.has(s.id),
    )!
    const [ticket] = live(trip.id)
    const answer = await call(BOOKING_API.move.transfer, {
      token: admin,
      body: {
        from_trip_id: trip.id,
        to_trip_id: to.id,
        tickets: [{ id: ticket.id, version: ticket.version }],
        seat_ids: [seat.id],
        idempotency_key: 'shapes-move-0001',
      },
    })
    expect(answer.status).toBe(200)
    expect(checkShape(moveAnswerSchema, answer.body.data)).toBeNull()
  })

  it('a trip’s crew and manifest, the cancelled tickets and their counts, the ticket history', async () => {
    const R = BOOKING_API.reports
    const trip = db.trips.findBy((t) => t.user_id !== null && t.car_id !== null && live(t.id).length > 0)!
    await expectShapes(admin, [
      [`${API.tripDetail.driverAndCar}/${trip.id}`, tripCrewSchema],
      [`${R.manifest}/${trip.id}`, tripManifestSchema],
      // the seed's cancellations of the last 7 days
      [`${R.cancelled}?page=1&itemsPerPage=1000`, cancelledTicketSchema],
      [R.cancelledSummary, cancelledSummarySchema],
      [`${R.history}?q=${live(trip.id)[0].phone}&page=1&itemsPerPage=1000`, historyTicketSchema],
    ])
  })

  it('every statistics call, over a range with data', async () => {
    const S = STATS_API
    const [year, month] = today().split('-').map(Number)
    const trips = await dataOf<TripStatistics>(`${S.trip}?${week()}`, admin)
    const drivers = await dataOf<TopDrivers>(`${S.topDrivers}?${week()}&limit=10`, admin)
    const customers = await dataOf<TopCustomers>(`${S.topCustomers}?${week()}&limit=10`, admin)
    const pay = await dataOf<PayStatistics>(`${S.pay}?${week()}`, admin)
    const tripId = trips.rows.find((r) => r.passengers > 0)!.trip_id
    // each call, its shape, and the list of its answer that must have rows ('' when the answer is the list)
    const calls: Array<[string, Shape, string]> = [
      [`${S.monthlyTrips}?year=${year}`, monthlyTripsSchema, 'months'],
      [`${S.revenueOfVehicle}?year=${year}&month=${month}`, vehicleRevenueSchema, 'cars'],
      [`${S.trip}?${week()}`, tripStatisticsSchema, 'rows'],
      [`${S.tripDetail}?trip_id=${tripId}`, tripStatDetailSchema, 'tickets'],
      [`${S.topDrivers}?${week()}&limit=10`, topDriversSchema, 'rows'],
      [`${S.driverTrips}?${week()}&driver_id=${drivers.rows[0].driver_id}`, ['array', driverTripSchema], ''],
      [`${S.topCustomers}?${week()}&limit=10`, topCustomersSchema, 'rows'],
      [
        `${S.customerTickets}?${week()}&phone=${customers.rows[0].phone}`,
        ['array', customerTicketSchema],
        '',
      ],
      [`${S.shipping}?${week()}`, shippingStatisticsSchema, 'rows'],
      [`${S.shippingParcels}?${week()}`, shippingStatParcelsSchema, 'parcels'],
      [`${S.pay}?${week()}`, payStatisticsSchema, 'rows'],
      [`${S.payDetail}?${week()}&person_id=${pay.rows[0].person_id}`, payDetailSchema, 'lines'],
    ]
    for (const [path, shape, list] of calls) {
      const data = await dataOf<Record<string, unknown[]>>(path, admin)
      expect(checkShape(shape, data), path).toBeNull()
      expect((list ? data[list] : (data as unknown as unknown[])).length, path).toBeGreaterThan(0)
    }
  })

  it('the pick-up lists and their drivers, parcels, load lists, day trips, the drivers to choose, a fare on a day', async () => {
    const P = BOOKING_API.pickUp
    const X = SHIPPING_API.shipping
    const order = db.shippingOrders.findBy((o) => o.trip_id !== null && o.status !== SHIPPING_STATUS.cancel)!
    const waiting = db.waitingGoods.findBy((g) => g.status === SHIPPING_STATUS.notYet)!
    const trip = db.trips.find(order.trip_id!)!
    const vehicleType = db.vehicleTypes.all()[0]
    for (const mode of ['station', 'home'] as const) {
      const path = `${P.guests}?date=${today()}&mode=${mode}`
      const list = await dataOf<{ guests: unknown[] }>(path, admin)
      expect(list.guests.length, path).toBeGreaterThan(0)
      expect((await read(path, pickUpListSchema, admin)).problem, path).toBeNull()
    }
    await expectShapes(admin, [
      [P.drivers, pickerSchema],
      [`${X.printList}/${trip.id}`, loadListSchema],
      [`${X.lookup}/${order.code}`, parcelLookupSchema],
      [`${X.lookup}/${waiting.code}`, parcelLookupSchema],
      [`${X.trips}?date=${trip.plan_date}`, dayTripSchema],
      [X.motorbikeDrivers, motorbikeDriverSchema],
      [`${SHIPPING_API.shippingWaiting.printBill}/${waiting.id}`, parcelLabelSchema],
      [API.driverActive, activeDriverSchema],
      [`${API.vehicleFare.fareByVehicle}?vehicle_type_id=${vehicleType.id}&date=${today()}`, fareOnDaySchema],
    ])
    const loadList = await dataOf<{ orders: unknown[] }>(`${X.printList}/${trip.id}`, admin)
    expect(loadList.orders.length).toBeGreaterThan(0)
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

  it('a pick-up guest whose trip came without its departure, a cancelled ticket with an unknown reason', async () => {
    const token = await login('admin', 'admin123')
    const { body } = await call<{ guests: Array<{ trip: Record<string, unknown> }> }>(
      `${BOOKING_API.pickUp.guests}?date=${vnToday()}&mode=station`,
      { token },
    )
    const list = body.data
    delete list.guests[1].trip.departure_time
    expect(checkShape(pickUpListSchema, list)).toBe(
      'data.guests[1].trip.departure_time: expected string, got undefined',
    )
    const cancelled = await call<{ data: Array<Record<string, unknown>> }>(
      `${BOOKING_API.reports.cancelled}?page=1&itemsPerPage=10`,
      { token },
    )
    const rows = cancelled.body.data.data
    rows[0] = { ...rows[0], reason_cancel: 'bored' }
    expect(checkShape(['array', cancelledTicketSchema], rows)).toMatch(
      /^data\[0\]\.reason_cancel: expected "\w+" \| .* got "bored"$/,
    )
  })

  it('revenue by trip whose row came with a number for its driver’s name', async () => {
    const token = await login('admin', 'admin123')
    const week = `from=${addDays(vnToday(), -6)}&to=${vnToday()}`
    const { body } = await call<{ rows: Array<Record<string, unknown>> }>(`${STATS_API.trip}?${week}`, {
      token,
    })
    const statistics = body.data
    statistics.rows[2] = { ...statistics.rows[2], driver_name: 7 }
    expect(checkShape(tripStatisticsSchema, statistics)).toBe(
      'data.rows[2].driver_name: expected string | null, got number',
    )
  })
})

describe('the shapes of the customers’ import answers', () => {
  it('the preview of a file, a staged chunk and the commit', async () => {
    const admin = await login('admin', 'admin123')
    const header = [
      'Họ và tên',
      'Số điện thoại',
      'Email',
      'Ngày sinh',
      'Giới tính',
      'Địa chỉ',
      'Ngày đi',
      'Chuyến',
    ]
    const form = new FormData()
    const file = writeXlsx('Khách', [header, ['An', '0912000111'], ['', '0912000222']])
    form.append('file', new File([file as Uint8Array<ArrayBuffer>], 'khach.xlsx'))
    const res = await fetch(`${BASE}${API.customerImport.preview}`, {
      method: 'POST',
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, authorization: `Bearer ${admin}` },
      body: form,
    })
    const preview = ((await res.json()) as { data: ImportPreview }).data
    expect(checkShape(importPreviewSchema, preview)).toBeNull()
    expect(preview.rows).toHaveLength(2)
    const body = { import_id: preview.import_id, rows: [preview.rows[0].row] }
    const staged = await call(API.customerImport.stage, { token: admin, body })
    expect(checkShape(importStagedSchema, staged.body.data)).toBeNull()
    const committed = await call(API.customerImport.commit, {
      token: admin,
      body: { import_id: preview.import_id },
    })
    expect(checkShape(importResultSchema, committed.body.data)).toBeNull()
  })
})

describe('the shapes modules', () => {
  it('type each shape by its schema (a misspelt name does not compile)', () => {
    expectTypeOf<ShapeOf<typeof tripSchema>>().toEqualTypeOf<Trip>()
    expectTypeOf<ShapeOf<typeof vehicleTypeSchema>>().toEqualTypeOf<VehicleType>()
    expectTypeOf<ShapeOf<typeof saleDiagramSchema>>().toEqualTypeOf<SaleDiagram>()
    // @ts-expect-error -- src/api/schemas/trips.ts exports no tripsSchema
    type Misspelt = (typeof import('virtual:shapes/trips'))['tripsSchema']
    expectTypeOf<Misspelt>().toBeAny()
    expect(tripSchema).toMatchObject({ id: 'number', status: 'integer', user_id: ['or', 'number', 'null'] })
  })
})
