/**
 * A year of past trips for the statistics benchmark (`POST /__mock/history { days }`, README rule): only on
 * request, appended after every seeded row (none of them changes), the same rows for the same days. Each day
 * before the seed's own past trips (from `seededOn − 4` back): six finished trips on the directions in turn,
 * ten tickets each (phones from a pool of 400, so customers come back), two or three parcels each.
 */
import { TRIP_STATUS } from '../src/api/contracts/trips.ts'
import type { Db } from './db/index.ts'
import { addDays, vnIso } from './db/time.ts'

const TRIPS_A_DAY = 6
const TICKETS_A_TRIP = 10
const TIMES = ['05:30', '08:00', '11:00', '14:30', '19:00', '23:30']

export function addHistory(db: Db, days: number) {
  const tripModel = db.trips.findBy((t) => t.status === TRIP_STATUS.finished)!
  const ticketModel = db.tickets.findBy((k) => k.trip_id === tripModel.id)!
  const parcelModel = db.shippingOrders.all()[0]
  const directions = db.maps
    .all()
    .filter((m) => m.status === 1)
    .flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]).map((entry) => ({ map: m, entry })))
  const drivers = db.users.filter((u) => !!u.is_driver)
  const cars = db.cars.all()
  let trips = 0
  let tickets = 0
  let parcels = 0
  for (let day = 4; day < days + 4; day++) {
    const date = addDays(db.seededOn, -day)
    for (let k = 0; k < TRIPS_A_DAY; k++) {
      const n = day * TRIPS_A_DAY + k
      const { map, entry } = directions[n % directions.length]
      const { id: _id, version: _v, ...trip } = tripModel
      const row = db.trips.insert({
        ...trip,
        name: `${entry.name} ${TIMES[k]}`,
        map_id: map.id,
        map_detail_id: entry.id,
        user_id: drivers[n % drivers.length].id,
        car_id: cars[n % cars.length].id,
        departure_time: vnIso(date, TIMES[k]),
        plan_date: date,
        status: TRIP_STATUS.finished,
        note: null,
        reason: null,
        driver_money: 300_000 + (n % 5) * 50_000,
        petrol_money: 400_000 + (n % 7) * 30_000,
        road_money: 100_000,
        repair_money: 0,
        other_money: (n % 3) * 20_000,
      })
      trips++
      for (let s = 0; s < TICKETS_A_TRIP; s++) {
        const t = n * TICKETS_A_TRIP + s
        const { id: _tid, version: _tv, ...ticket } = ticketModel
        db.tickets.insert({
          ...ticket,
          code: `VL${String(t).padStart(8, '0')}`,
          trip_id: row.id,
          customer_id: null,
          customer_name: `Khách ${t % 400}`,
          phone: `09${String(20_000_000 + (t % 400)).padStart(8, '0')}`,
          seat_code: `A${s + 1}`,
          departure_date: date,
          price: 250_000 + (t % 4) * 50_000,
          surcharge: 0,
          pick_fee: s % 5 === 0 ? 30_000 : 0,
          drop_fee: 0,
          booking_at: vnIso(addDays(date, -1), '10:00'),
          // one ticket in twenty was cancelled: it never counts
          deleted_at: s === 7 && n % 2 === 0 ? vnIso(addDays(date, -1), '12:00') : null,
        })
        tickets++
      }
      for (let p = 0; p < 2 + (n % 2); p++) {
        const { id: _pid, version: _pv, ...parcel } = parcelModel
        db.shippingOrders.insert({
          ...parcel,
          code: `HL${String(parcels).padStart(8, '0')}`,
          trip_id: row.id,
          map_detail_id: entry.id,
          fee: 30_000 + (p % 3) * 10_000,
          status: 2,
          cancel_reason: null,
          created_at: vnIso(date, '07:00'),
          // handed over the next morning: its COD counts on that day (DECISIONS #17)
          received_at: vnIso(addDays(date, 1), '09:00'),
        })
        parcels++
      }
    }
  }
  return { trips, tickets, parcels }
}
