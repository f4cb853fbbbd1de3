// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SEAT_TYPES, seatsOf } from '../src/api/contracts/fleet.ts'
import { TRIP_CLOSED_STATUSES, TRIP_STATUS, type TripStatus } from '../src/api/contracts/trips.ts'
import { BOOKING_API } from '../src/api/contracts/booking-paths.ts'
import { SOCKET_ID_HEADER } from '../src/api/paths.ts'
import type { Ticket, TicketLog, WaitingBooking } from '../src/api/schemas/booking.ts'
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

const { update, changeSeat, markPaid, cancel, backBooking, log } = BOOKING_API.ticket
const STALE = 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.'

/** An unpaid ticket still travelling on a trip that runs (not finished, cancelled or broken down). */
function openTicket(): Ticket {
  return db.tickets.findBy((k) => {
    const trip = db.trips.find(k.trip_id)!
    return !k.deleted_at && !k.is_paid && !TRIP_CLOSED_STATUSES.includes(trip.status as TripStatus)
  })!
}
const diagramOf = (ticket: Ticket) => {
  const trip = db.trips.find(ticket.trip_id)!
  return db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!.diagram
}
/** A seat of the ticket's car for sale that no ticket of its trip holds. */
const freeSeatOf = (ticket: Ticket) =>
  seatsOf(diagramOf(ticket)).find(
    (s) =>
      s.type !== SEAT_TYPES.RESERVED &&
      !db.tickets.findBy((k) => k.trip_id === ticket.trip_id && k.seat_id === s.id && !k.deleted_at),
  )!
const passenger = (ticket: Ticket, patch: Record<string, unknown> = {}) => ({
  id: ticket.id,
  version: ticket.version,
  customer_name: ticket.customer_name,
  phone: ticket.phone,
  pick_type: ticket.pick_type,
  pick_address: ticket.pick_address ?? '',
  pick_fee: ticket.pick_fee,
  drop_type: ticket.drop_type,
  drop_address: ticket.drop_address ?? '',
  drop_fee: ticket.drop_fee,
  surcharge: ticket.surcharge,
  note: ticket.note ?? '',
  ...patch,
})
const lastLog = (ticketId: number) => db.ticketLogs.filter((l) => l.ticket_id === ticketId).at(-1)!

let clerk: string
beforeEach(async () => {
  clerk = await login('letan.sg', 'letan123')
})

describe('edit the passenger', () => {
  it('saves the fields, logs what changed and tells the other clerks', async () => {
    const events: Array<[string, unknown, string | undefined]> = []
    setEmitter((event, payload, sender) => events.push([event, payload, sender?.socketId]))
    const ticket = openTicket()
    const res = await call<Ticket>(update, {
      token: clerk,
      headers: { [SOCKET_ID_HEADER]: 'mine' },
      body: passenger(ticket, { customer_name: 'Trần Văn Bình', phone: '0912 345 678', surcharge: 20_000 }),
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      customer_name: 'Trần Văn Bình',
      phone: '0912345678',
      surcharge: 20_000,
      version: ticket.version + 1,
    })
    expect(lastLog(ticket.id)).toMatchObject({
      action: 'updated',
      user_name: 'Nguyễn Thị Thu Hà',
      changes: [
        { field: 'customer_name', from: ticket.customer_name, to: 'Trần Văn Bình' },
        ...(ticket.phone === '0912345678' ? [] : [{ field: 'phone', from: ticket.phone, to: '0912345678' }]),
        { field: 'surcharge', from: 0, to: 20_000 },
      ],
    })
    expect(events).toEqual([
      ['ticket:create-or-update', { ids: [ticket.id], trip_id: ticket.trip_id }, 'mine'],
    ])
  })

  it('never changes paid: that is its own action', async () => {
    const ticket = db.tickets.update(openTicket().id, { is_paid: true })!
    const res = await call<Ticket>(update, { token: clerk, body: { ...passenger(ticket), is_paid: false } })
    expect(res.status).toBe(200)
    expect(db.tickets.find(ticket.id)!.is_paid).toBe(true)
  })

  it('answers 422 with the form’s words in vi and en, and 403 without booking.import_customer', async () => {
    const ticket = openTicket()
    const body = passenger(ticket, { phone: '12345', pick_type: 1, pick_address: '' })
    const vi = await call(update, { token: clerk, body })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toMatchObject({ pick_address: ['Vui lòng nhập địa chỉ đón'] })
    expect(vi.body.errors!.phone).toHaveLength(1)
    const en = await call(update, { token: clerk, lang: 'en', body })
    expect(en.body.errors).toMatchObject({ pick_address: ['Please enter the pick-up address'] })
    const manager = await login('quanly', 'quanly123')
    expect((await call(update, { token: manager, body: passenger(ticket) })).status).toBe(403)
    expect(db.tickets.find(ticket.id)).toEqual(ticket)
  })

  it('refuses a stale version (409) and keeps the ticket', async () => {
    const ticket = openTicket()
    await call(markPaid, { token: clerk, body: { id: ticket.id, version: ticket.version } })
    const res = await call(update, { token: clerk, body: passenger(ticket, { note: 'Gọi trước' }) })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(STALE)
    expect(db.tickets.find(ticket.id)!.note).toBe(ticket.note)
  })
})

describe('change seat', () => {
  it('moves the ticket to a free seat of its trip, logs it and tells the others', async () => {
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const ticket = openTicket()
    const seat = freeSeatOf(ticket)
    const res = await call<Ticket>(changeSeat, {
      token: clerk,
      body: { id: ticket.id, version: ticket.version, seat_id: seat.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ seat_id: seat.id, seat_code: seat.code })
    expect(lastLog(ticket.id)).toMatchObject({
      action: 'seat_changed',
      changes: [{ field: 'seat_code', from: ticket.seat_code, to: seat.code }],
    })
    expect(events).toEqual([['ticket:create-or-update', { ids: [ticket.id], trip_id: ticket.trip_id }]])
  })

  it('refuses a sold seat and a seat not for sale with 409 naming the seat, in vi and en', async () => {
    const ticket = openTicket()
    const other = db.tickets.findBy(
      (k) => k.trip_id === ticket.trip_id && k.id !== ticket.id && !k.deleted_at,
    )!
    const body = { id: ticket.id, version: ticket.version, seat_id: other.seat_id }
    const vi = await call(changeSeat, { token: clerk, body })
    expect(vi.status).toBe(409)
    expect(vi.body.message).toBe(`Ghế ${other.seat_code} đã bán`)
    const en = await call(changeSeat, { token: clerk, lang: 'en', body })
    expect(en.body.message).toBe(`Seat ${other.seat_code} is already sold`)

    const reserved = seatsOf(diagramOf(ticket)).find((s) => s.type === SEAT_TYPES.RESERVED)
    if (reserved) {
      const res = await call(changeSeat, { token: clerk, body: { ...body, seat_id: reserved.id } })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe(`Ghế ${reserved.code} không bán`)
    } else {
      // no reserved seat on this car: make one, as a vehicle type's editor would
      const diagram = structuredClone(diagramOf(ticket))
      const seat = freeSeatOf(ticket)
      for (const floor of diagram.floors)
        for (const row of floor.rows) for (const s of row) if (s?.id === seat.id) s.type = SEAT_TYPES.RESERVED
      const trip = db.trips.find(ticket.trip_id)!
      db.vehicleTypes.update(db.cars.find(trip.car_id!)!.vehicle_type_id, { diagram })
      const res = await call(changeSeat, { token: clerk, body: { ...body, seat_id: seat.id } })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe(`Ghế ${seat.code} không bán`)
    }
    expect(db.tickets.find(ticket.id)!.seat_id).toBe(ticket.seat_id)
  })

  it('refuses a seat another clerk holds, naming the seat and the clerk (DECISIONS #11)', async () => {
    const ticket = openTicket()
    const seat = freeSeatOf(ticket)
    const other = await login('admin', 'admin123')
    const held = await call(BOOKING_API.sale.hold, {
      token: other,
      body: { trip_id: ticket.trip_id, seat_ids: [seat.id] },
    })
    expect(held.status).toBe(200)
    const body = { id: ticket.id, version: ticket.version, seat_id: seat.id }
    const res = await call(changeSeat, { token: clerk, body })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(new RegExp(`^Ghế ${seat.code} đang được giữ bởi `))
    expect(db.tickets.find(ticket.id)!.seat_id).toBe(ticket.seat_id)
  })

  it('refuses the same seat and a seat of another car (422 on seat_id)', async () => {
    const ticket = openTicket()
    const same = await call(changeSeat, {
      token: clerk,
      body: { id: ticket.id, version: ticket.version, seat_id: ticket.seat_id },
    })
    expect(same.status).toBe(422)
    expect(same.body.errors).toEqual({ seat_id: [`Vé đang ở ghế ${ticket.seat_code}, hãy chọn ghế khác`] })
    const away = await call(changeSeat, {
      token: clerk,
      body: { id: ticket.id, version: ticket.version, seat_id: 999_999 },
    })
    expect(away.body.errors).toEqual({ seat_id: ['Ghế không có trên xe của chuyến'] })
  })
})

describe('mark paid', () => {
  it('marks an unpaid ticket paid and says so when it already is', async () => {
    const ticket = openTicket()
    const res = await call<Ticket>(markPaid, {
      token: clerk,
      body: { id: ticket.id, version: ticket.version },
    })
    expect(res.body.data.is_paid).toBe(true)
    expect(lastLog(ticket.id)).toMatchObject({
      action: 'paid',
      changes: [{ field: 'is_paid', from: false, to: true }],
    })
    const again = await call(markPaid, {
      token: clerk,
      lang: 'en',
      body: { id: ticket.id, version: ticket.version + 1 },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`Ticket ${ticket.code} is already paid`)
  })
})

describe('cancel', () => {
  it('needs a reason, and "other" its text (vi and en)', async () => {
    const ticket = openTicket()
    const none = await call(cancel, { token: clerk, body: { id: ticket.id, version: ticket.version } })
    expect(none.status).toBe(422)
    expect(none.body.errors!.reason_cancel).toHaveLength(1)
    const other = { id: ticket.id, version: ticket.version, reason_cancel: 'other', reason_note: ' ' }
    expect((await call(cancel, { token: clerk, body: other })).body.errors).toEqual({
      reason_note: ['Vui lòng nhập lý do hủy'],
    })
    expect((await call(cancel, { token: clerk, lang: 'en', body: other })).body.errors).toEqual({
      reason_note: ['Please enter the cancel reason'],
    })
    expect(db.tickets.find(ticket.id)!.deleted_at).toBeFalsy()
  })

  it('cancels with the reason, frees the seat, logs it and announces the delete', async () => {
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const ticket = openTicket()
    const res = await call<Ticket>(cancel, {
      token: clerk,
      body: {
        id: ticket.id,
        version: ticket.version,
        reason_cancel: 'other',
        reason_note: 'Đổi lịch công tác',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ reason_cancel: 'other', reason_note: 'Đổi lịch công tác' })
    expect(res.body.data.deleted_at).toMatch(/\+07:00$/)
    expect(lastLog(ticket.id)).toMatchObject({
      action: 'cancelled',
      changes: [
        { field: 'reason_cancel', from: null, to: 'other' },
        { field: 'reason_note', from: null, to: 'Đổi lịch công tác' },
      ],
    })
    expect(events).toEqual([['ticket:delete', { ids: [ticket.id], trip_id: ticket.trip_id }]])
    // the seat is free again: another ticket of the trip may move onto it
    const other = db.tickets.findBy((k) => k.trip_id === ticket.trip_id && !k.deleted_at)!
    const move = await call(changeSeat, {
      token: clerk,
      body: { id: other.id, version: other.version, seat_id: ticket.seat_id },
    })
    expect(move.status).toBe(200)
    // and a cancelled ticket takes no more actions
    const again = await call(markPaid, { token: clerk, body: { id: ticket.id, version: ticket.version + 1 } })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`Vé ${ticket.code} đã hủy, không thể thao tác`)
  })

  it('refuses a ticket of a finished, cancelled or broken-down trip, naming its state', async () => {
    const ticket = openTicket()
    const trip = db.trips.find(ticket.trip_id)!
    db.trips.update(trip.id, { status: TRIP_STATUS.finished })
    const body = { id: ticket.id, version: ticket.version, reason_cancel: 'missed_trip' }
    const vi = await call(cancel, { token: clerk, body })
    expect(vi.status).toBe(409)
    expect(vi.body.message).toBe(
      `Chuyến ${trip.name} đang ở trạng thái "Đã hoàn thành", không thể thao tác vé`,
    )
    db.trips.update(trip.id, { status: TRIP_STATUS.broken })
    const en = await call(cancel, { token: clerk, lang: 'en', body })
    expect(en.body.message).toMatch(new RegExp(`^Trip ${trip.name} is ".+": its tickets cannot be changed$`))
    expect(db.tickets.find(ticket.id)!.deleted_at).toBeFalsy()
  })
})

describe('back to the waiting list', () => {
  it('takes the ticket off the trip and makes a waiting booking of it', async () => {
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const ticket = openTicket()
    const trip = db.trips.find(ticket.trip_id)!
    const before = db.waitingBookings.size
    const res = await call<{ ticket: Ticket; booking: WaitingBooking }>(backBooking, {
      token: clerk,
      body: { id: ticket.id, version: ticket.version },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.ticket.deleted_at).toBeTruthy()
    expect(res.body.data.ticket.reason_cancel).toBeNull()
    expect(db.waitingBookings.size).toBe(before + 1)
    expect(res.body.data.booking).toMatchObject({
      status: 0,
      number_ticket: 1,
      customer_name: ticket.customer_name,
      phone: ticket.phone,
      map_detail_id: trip.map_detail_id,
      departure_date: trip.plan_date,
      source: ticket.source,
    })
    expect(res.body.data.booking.code).toMatch(/^DC[0-9A-Z]{1,10}$/)
    expect(res.body.data.booking.opened_at).toMatch(/\+07:00$/)
    expect(lastLog(ticket.id)).toMatchObject({ action: 'back_booking' })
    expect(events).toEqual([
      ['ticket:delete', { ids: [ticket.id], trip_id: ticket.trip_id }],
      ['booking-waiting:created', { ids: [res.body.data.booking.id] }],
    ])
  })

  it('sends the ticket back to the one-ticket waiting booking it came from', async () => {
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const ticket = openTicket()
    const origin = db.waitingBookings.findBy((b) => b.status === 1)!
    db.waitingBookings.update(origin.id, { number_ticket: 1 })
    db.tickets.update(ticket.id, { waiting_booking_id: origin.id }, { keepVersion: true })
    const before = db.waitingBookings.size
    const res = await call<{ booking: WaitingBooking }>(backBooking, {
      token: clerk,
      lang: 'en',
      body: { id: ticket.id, version: ticket.version },
    })
    expect(res.body.data.booking.id).toBe(origin.id)
    expect(db.waitingBookings.find(origin.id)!.status).toBe(0)
    expect(db.waitingBookings.size).toBe(before)
    expect(events).toContainEqual(['booking-waiting:updated', { ids: [origin.id] }])
  })
})

describe('the ticket’s log', () => {
  it('lists every line newest first, for the booking desks and the ticket-history readers', async () => {
    const ticket = openTicket()
    await call(markPaid, { token: clerk, body: { id: ticket.id, version: ticket.version } })
    await call(changeSeat, {
      token: clerk,
      body: { id: ticket.id, version: ticket.version + 1, seat_id: freeSeatOf(ticket).id },
    })
    const manager = await login('quanly', 'quanly123') // booking.list_ticket_history only
    const res = await call<TicketLog[]>(`${log}/${ticket.id}`, { token: manager })
    expect(res.status).toBe(200)
    expect(res.body.data.map((l) => l.action)).toEqual(['seat_changed', 'paid', 'sold'])
    const driver = await login('taixe', 'taixe123')
    expect((await call(`${log}/${ticket.id}`, { token: driver })).status).toBe(403)
    expect((await call(`${log}/999999`, { token: clerk })).status).toBe(404)
  })
})
