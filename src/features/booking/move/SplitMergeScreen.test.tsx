/* /booking/split-merge and /split-merge-trip/{id} through the real app, against the demo backend (msw/node). */
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { tripOpenForSale } from '../../../api/contracts/booking'
import { SEAT_TYPES, seatsOf } from '../../../api/contracts/fleet'
import { BOOKING_API } from '../../../api/contracts/booking-paths'
import type { Trip } from '../../../api/schemas/trips'
import { renderApp } from '../../../app/test-utils'
import i18n from '../../../i18n'
import { db, findDialog, recordRequests, signInDemo, withDemoBackend } from '../../../test/demo-backend'

withDemoBackend([
  () => import('./SplitMergePage'),
  () => import('./SplitMergeTripPage'),
  () => import('./Mover'),
])

afterEach(async () => {
  await i18n.changeLanguage('vi')
})

const live = (tripId: number) =>
  db.tickets
    .filter((k) => k.trip_id === tripId && !k.deleted_at)
    .sort((a, b) => a.seat_code.localeCompare(b.seat_code, 'vi', { numeric: true }))
const freeOf = (trip: Trip) => {
  const sold = new Set(live(trip.id).map((k) => k.seat_id))
  const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
  return seatsOf(type.diagram).filter((s) => s.type !== SEAT_TYPES.RESERVED && !sold.has(s.id))
}

/** A trip of a trip picker: its time, seats and car's plate. */
const tripRadio = (picker: string, trip: Trip) =>
  within(screen.getByRole('group', { name: picker })).findByRole('radio', {
    name: new RegExp(
      `^${trip.departure_time.slice(11, 16)} · .* · ${db.cars.find(trip.car_id!)!.license_plate.replace(/\./g, '\\.')}$`,
    ),
  })

/** Two open trips of one day and direction, the first new or accepted with two passengers or more. */
function twoTrips(): [Trip, Trip] {
  const open = db.trips.all().filter((t) => tripOpenForSale(t.status) && t.car_id !== null)
  for (const a of open)
    for (const b of open)
      if (
        a.id !== b.id &&
        a.plan_date === b.plan_date &&
        a.map_detail_id === b.map_detail_id &&
        [0, 1].includes(a.status) &&
        live(a.id).length >= 2 &&
        live(b.id).length >= 1 &&
        freeOf(b).length >= live(a.id).length
      )
        return [a, b]
  throw new Error('no two trips')
}

describe('/booking/split-merge', () => {
  it('selects two passengers, chooses their seats on the other trip, previews and moves them', async () => {
    await signInDemo('letan.sg', 'letan123')
    const [from, to] = twoTrips()
    const [a, b] = live(from.id)
    const free = freeOf(to)
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp(
      `/booking/split-merge?date=${from.plan_date}&map_detail_id=${from.map_detail_id}&left=${from.id}&right=${to.id}`,
    )
    const leftMap = await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${from.name}` })
    const rightMap = await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${to.name}` })

    // nothing selected: the rule is said, nothing is sent
    await user.click(screen.getByRole('button', { name: 'Chuyển khách' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Chọn ít nhất một khách để chuyển')

    // one passenger by checkbox, one by clicking their seat
    await user.click(
      screen.getByRole('checkbox', { name: `Chọn khách ${a!.customer_name}, ghế ${a!.seat_code}` }),
    )
    await user.click(within(leftMap).getByRole('button', { name: new RegExp(`^Ghế ${b!.seat_code},`) }))
    expect(
      await screen.findByText(`Đã chọn 2 khách của chuyến ${from.name}`, { exact: false }),
    ).toBeInTheDocument()
    // fewer seats than guests
    expect(screen.getByRole('alert')).toHaveTextContent('Phải chọn đúng một ghế cho mỗi khách')

    // the seats on the target are held as they are chosen
    await user.click(within(rightMap).getByRole('button', { name: new RegExp(`^Ghế ${free[0]!.code},`) }))
    await user.click(within(rightMap).getByRole('button', { name: new RegExp(`^Ghế ${free[1]!.code},`) }))
    await waitFor(() => expect(wire.to(BOOKING_API.sale.hold)).toHaveLength(2))
    expect(await wire.to(BOOKING_API.sale.hold)[1]!.body).toEqual({
      trip_id: to.id,
      seat_ids: [free[0]!.id, free[1]!.id],
    })

    // the preview: who goes to which seat
    const preview = screen.getByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })
    const rows = within(preview).getAllByRole('row').slice(1)
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [a!.seat_code, free[0]!.code],
      [b!.seat_code, free[1]!.code],
    ])
    expect(screen.queryByRole('alert')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Chuyển khách' }))
    const dialog = await findDialog(`Chuyển 2 khách sang chuyến ${to.name}?`)
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển' }))
    await waitFor(() => expect(db.tickets.find(a!.id)!.trip_id).toBe(to.id))
    expect(db.tickets.find(b!.id)).toMatchObject({ trip_id: to.id, seat_id: free[1]!.id, code: b!.code })
    expect(wire.to(BOOKING_API.move.transfer)).toHaveLength(1)
    expect(await wire.to(BOOKING_API.move.transfer)[0]!.body).toMatchObject({
      from_trip_id: from.id,
      to_trip_id: to.id,
      tickets: [
        { id: a!.id, version: a!.version },
        { id: b!.id, version: b!.version },
      ],
      seat_ids: [free[0]!.id, free[1]!.id],
    })
    // the moved passengers show on the target with their origin
    const moved = await screen.findByRole('table', { name: `Khách của chuyến ${to.name}` })
    await waitFor(() => expect(within(moved).getAllByText(`Đã chuyển từ ${from.name}`)).toHaveLength(2))
  })

  it('says the same trip cannot be chosen twice; moves one way, from the trip carrying to the trip receiving, turned around by one button', async () => {
    await signInDemo('letan.sg', 'letan123')
    const [from, to] = twoTrips()
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    const { router } = renderApp(
      `/booking/split-merge?date=${from.plan_date}&map_detail_id=${from.map_detail_id}&left=${from.id}&right=${from.id}`,
    )
    const [a] = live(from.id)
    const boxes = await screen.findAllByRole('checkbox', {
      name: `Chọn khách ${a!.customer_name}, ghế ${a!.seat_code}`,
    })
    // only the trip carrying the passengers offers them
    expect(boxes).toHaveLength(1)
    await user.click(boxes[0]!)
    expect(await screen.findByRole('alert')).toHaveTextContent('Không được chọn cùng một chuyến hai lần')
    // a link may name one trip twice; the pickers never offer the other side's trip
    await tripRadio('Chuyến nhận khách', to)
    expect(
      within(screen.getByRole('group', { name: 'Chuyến nhận khách' })).queryByRole('radio', {
        name: new RegExp(`^${from.departure_time.slice(11, 16)} `),
      }),
    ).toBeNull()

    await user.click(await tripRadio('Chuyến nhận khách', to))
    const receiving = screen.getByRole('region', { name: 'Chuyến nhận khách' })
    await within(receiving).findByRole('grid', { name: `Sơ đồ ghế chuyến ${to.name}` })
    expect(within(receiving).queryAllByRole('checkbox', { name: /^Chọn khách/ })).toEqual([])
    expect(screen.getByRole('button', { name: 'Chuyển khách' })).toBeVisible()
    // a seat chosen on the trip receiving is held
    const seat = freeOf(to)[0]!
    await user.click(within(receiving).getByRole('button', { name: new RegExp(`^Ghế ${seat.code},`) }))
    await waitFor(() => expect(wire.to(BOOKING_API.sale.hold)).toHaveLength(1))

    // turned around: the trips change sides, the selection goes and its seats are released, the other trip's
    // passengers are offered
    await user.click(
      screen.getByRole('button', { name: 'Đổi chỗ hai chuyến: chuyến nhận khách thành chuyến đang chở' }),
    )
    await waitFor(() => expect(router.state.location.search).toMatchObject({ left: to.id, right: from.id }))
    await waitFor(() => expect(wire.to(BOOKING_API.sale.release)).toHaveLength(1))
    expect(await wire.to(BOOKING_API.sale.release)[0]!.body).toEqual({ trip_id: to.id })
    const carrying = screen.getByRole('region', { name: 'Chuyến đang chở' })
    const other = live(to.id)[0]!
    await user.click(
      await within(carrying).findByRole('checkbox', {
        name: `Chọn khách ${other.customer_name}, ghế ${other.seat_code}`,
      }),
    )
    expect(screen.getByText(`Đã chọn 1 khách của chuyến ${to.name}`, { exact: false })).toBeInTheDocument()
    expect(wire.to(BOOKING_API.move.transfer)).toHaveLength(0)
  })
})

describe('a refused move', () => {
  it('names the seat taken meanwhile and keeps the selection', async () => {
    await signInDemo('letan.sg', 'letan123')
    const [from, to] = twoTrips()
    const [a] = live(from.id)
    const seat = freeOf(to)[0]!
    const user = userEvent.setup({ delay: null })
    renderApp(
      `/booking/split-merge?date=${from.plan_date}&map_detail_id=${from.map_detail_id}&left=${from.id}&right=${to.id}`,
    )
    const rightMap = await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${to.name}` })
    const box = await screen.findByRole('checkbox', {
      name: `Chọn khách ${a!.customer_name}, ghế ${a!.seat_code}`,
    })
    await user.click(box)
    await user.click(within(rightMap).getByRole('button', { name: new RegExp(`^Ghế ${seat.code},`) }))
    await screen.findByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })
    // the seat is sold meanwhile (the hold lapsed while the clerk was away)
    const other = live(to.id)[0]!
    db.tickets.insert({ ...other, id: undefined, code: 'VE999999', seat_id: seat.id, seat_code: seat.code })
    await user.click(screen.getByRole('button', { name: 'Chuyển khách' }))
    const dialog = await findDialog(`Chuyển 1 khách sang chuyến ${to.name}?`)
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển' }))
    expect(await screen.findByText(`Không chuyển được: Ghế ${seat.code} đã bán`)).toBeInTheDocument()
    expect(box).toBeChecked()
    expect(db.tickets.find(a!.id)!.trip_id).toBe(from.id)
  })
})

describe('a seat not for sale on the target', () => {
  it('is shown as not for sale and a click on it chooses nothing (no hold asked)', async () => {
    await signInDemo('letan.sg', 'letan123')
    const [from, to] = twoTrips()
    const [a] = live(from.id)
    // one free seat of the target's car becomes a seat never sold (DECISIONS #5)
    const [reserved, seat] = freeOf(to)
    const type = db.vehicleTypes.find(db.cars.find(to.car_id!)!.vehicle_type_id)!
    db.vehicleTypes.update(type.id, {
      diagram: {
        ...type.diagram,
        floors: type.diagram.floors.map((f) => ({
          ...f,
          rows: f.rows.map((row) =>
            row.map((s) => (s?.id === reserved!.id ? { ...s, type: SEAT_TYPES.RESERVED } : s)),
          ),
        })),
      },
    })
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp(
      `/booking/split-merge?date=${from.plan_date}&map_detail_id=${from.map_detail_id}&left=${from.id}&right=${to.id}`,
    )
    const rightMap = await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${to.name}` })
    await user.click(
      await screen.findByRole('checkbox', { name: `Chọn khách ${a!.customer_name}, ghế ${a!.seat_code}` }),
    )
    const notForSale = within(rightMap).getByRole('button', { name: new RegExp(`^Ghế ${reserved!.code},`) })
    expect(notForSale).toHaveAccessibleName(`Ghế ${reserved!.code}, Không bán, để trống`)
    await user.click(notForSale)
    await user.click(within(rightMap).getByRole('button', { name: new RegExp(`^Ghế ${seat!.code},`) }))
    await waitFor(() => expect(wire.to(BOOKING_API.sale.hold).length).toBeGreaterThan(0))
    // the first hold asked is the free seat's: the seat not for sale was never asked for
    expect(await wire.to(BOOKING_API.sale.hold)[0]!.body).toEqual({ trip_id: to.id, seat_ids: [seat!.id] })
    const preview = screen.getByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })
    expect(
      within(preview)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([a!.seat_code, seat!.code])
  })
})

describe('/split-merge-trip/{id}', () => {
  it('turned around, moves passengers of another trip into this one', async () => {
    await signInDemo('letan.sg', 'letan123')
    const [from, to] = twoTrips()
    const [a] = live(from.id)
    const seat = freeOf(to)[0]!
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    const { router } = renderApp(`/split-merge-trip/${to.id}?other=${from.id}`)
    await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${from.name}` })
    // this trip carries first: the other trip's passengers are not offered
    expect(
      screen.queryByRole('checkbox', { name: `Chọn khách ${a!.customer_name}, ghế ${a!.seat_code}` }),
    ).toBeNull()
    await user.click(
      screen.getByRole('button', { name: 'Đổi chỗ hai chuyến: chuyến nhận khách thành chuyến đang chở' }),
    )
    await waitFor(() => expect(router.state.location.search).toMatchObject({ other: from.id, into: true }))
    const carrying = screen.getByRole('region', { name: 'Chuyến đang chở' })
    await user.click(
      await within(carrying).findByRole('checkbox', {
        name: `Chọn khách ${a!.customer_name}, ghế ${a!.seat_code}`,
      }),
    )
    const receiving = screen.getByRole('region', { name: 'Chuyến nhận khách' })
    await user.click(within(receiving).getByRole('button', { name: new RegExp(`^Ghế ${seat.code},`) }))
    await user.click(screen.getByRole('button', { name: 'Chuyển khách' }))
    await user.click(
      within(await findDialog(`Chuyển 1 khách sang chuyến ${to.name}?`)).getByRole('button', {
        name: 'Chuyển',
      }),
    )
    await waitFor(() => expect(db.tickets.find(a!.id)).toMatchObject({ trip_id: to.id, seat_id: seat.id }))
    expect(await wire.to(BOOKING_API.move.transfer)[0]!.body).toMatchObject({
      from_trip_id: from.id,
      to_trip_id: to.id,
    })
  })

  it('merges another trip into this one: its passengers land, the emptied trip is cancelled', async () => {
    await signInDemo('letan.sg', 'letan123')
    const [from, to] = twoTrips()
    const tickets = live(from.id)
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp(`/split-merge-trip/${to.id}?action=merge`)
    await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${to.name}` })
    await user.click(await tripRadio('Chuyến ghép vào chuyến này', from))
    const preview = await screen.findByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })
    expect(within(preview).getAllByRole('row').slice(1)).toHaveLength(tickets.length)
    await user.click(screen.getByRole('button', { name: 'Ghép chuyến' }))
    const dialog = await findDialog(`Ghép chuyến ${from.name} vào chuyến ${to.name}?`)
    await user.click(within(dialog).getByRole('button', { name: 'Ghép chuyến' }))
    await waitFor(() => expect(db.trips.find(from.id)!.status).toBe(5))
    expect(live(from.id)).toEqual([])
    expect(await wire.to(BOOKING_API.move.merge)[0]!.body).toMatchObject({
      from_trip_id: from.id,
      to_trip_id: to.id,
      from_version: from.version,
    })
  })

  it('sends the merged trip as the clerk saw it: changed meanwhile, the merge is refused and the maps refresh', async () => {
    await signInDemo('letan.sg', 'letan123')
    const [from, to] = twoTrips()
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp(`/split-merge-trip/${to.id}?action=merge`)
    await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${to.name}` })
    await user.click(await tripRadio('Chuyến ghép vào chuyến này', from))
    await screen.findByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })
    // another clerk edits the trip after this clerk saw it
    const changed = db.trips.update(from.id, { note: 'Đổi giờ đón' })!
    await user.click(screen.getByRole('button', { name: 'Ghép chuyến' }))
    await user.click(
      within(await findDialog(`Ghép chuyến ${from.name} vào chuyến ${to.name}?`)).getByRole('button', {
        name: 'Ghép chuyến',
      }),
    )
    expect(
      await screen.findByText(/Không chuyển được: Bản ghi đã được người khác thay đổi/),
    ).toBeInTheDocument()
    expect(await wire.to(BOOKING_API.move.merge)[0]!.body).toMatchObject({ from_version: from.version })
    expect(db.trips.find(from.id)!.status).toBe(from.status)
    // the maps were read again: the next confirmation sends the version now shown, and merges
    await user.click(screen.getByRole('button', { name: 'Ghép chuyến' }))
    await user.click(
      within(await findDialog(`Ghép chuyến ${from.name} vào chuyến ${to.name}?`)).getByRole('button', {
        name: 'Ghép chuyến',
      }),
    )
    await waitFor(() => expect(db.trips.find(from.id)!.status).toBe(5))
    expect(await wire.to(BOOKING_API.move.merge)[1]!.body).toMatchObject({ from_version: changed.version })
  })
})
