/* /statistical-shipping, /statistics/money-driver-and-moto and the shared range form through the real app and the demo backend. */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { STATS_API } from '../../api/contracts/stats-paths'
import { SHIPPING_STATUS } from '../../api/contracts/shipping'
import type { PayStatistics, ShippingStatistics, ShippingStatParcels } from '../../api/schemas/stats'
import { renderApp } from '../../app/test-utils'
import { formatMoney } from '../../lib/format'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import { callApi, db, findDialog, recordRequests, signInDemo, withDemoBackend } from '../../test/demo-backend'

withDemoBackend([() => import('./pages'), () => import('../ticket-reports/pages')])

const to = hcmToday()
const from = shiftDay(to, -6)
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`
type User = ReturnType<typeof userEvent.setup>
/** A day typed over a range's field as a clerk types it, then Enter. */
async function typeDay(user: User, input: HTMLElement, day: string) {
  await user.clear(input)
  await user.type(input, `${dmy(day)}{Enter}`)
}

describe('/statistical-shipping', () => {
  it('gives the totals, the previous period, the parcels behind a day and a row (their sums are the figures)', async () => {
    const { token } = await signInDemo('quanly', 'quanly123')
    // received two days ago, handed over today: its fee counts on the day it came in, its COD today
    const { id: _id, version: _version, ...model } = db.shippingOrders.all()[0]
    db.shippingOrders.insert({
      ...model,
      code: 'GH990001',
      status: SHIPPING_STATUS.complete,
      payment_type: 0,
      fee: 40_000,
      cod_amount: 730_000,
      created_at: `${shiftDay(to, -2)}T08:00:00+07:00`,
      received_at: `${to}T07:30:00+07:00`,
    })
    const stats = (
      await callApi<ShippingStatistics>(`${STATS_API.shipping}?from=${from}&to=${to}`, { token })
    ).body.data
    expect(stats.totals.parcels).toBeGreaterThan(0)
    const user = userEvent.setup({ delay: null })
    renderApp(`/statistical-shipping?from=${from}&to=${to}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Doanh thu gửi hàng' })).toBeVisible()
    const table = await screen.findByRole('table', {
      name: 'Doanh thu gửi hàng theo văn phòng, chiều, loại hàng',
    })
    expect(within(table).getByTestId('total-charges')).toHaveTextContent(formatMoney(stats.totals.charges))
    expect(within(table).getByTestId('total-cod-outstanding')).toHaveTextContent(
      formatMoney(stats.totals.cod_outstanding),
    )
    expect(screen.getByTestId('figure-charges')).toHaveTextContent(formatMoney(stats.previous_totals.charges))

    // today in the chart's table alternative: the parcels received today and the one handed over today
    await user.click(screen.getByRole('button', { name: 'Xem dạng bảng' }))
    const days = screen.getByRole('table', { name: 'Tổng cước theo ngày' })
    const today = stats.by_day.at(-1)!
    expect(today.date).toBe(to)
    expect(today.cod_collected).toBeGreaterThanOrEqual(730_000)
    const behind = (
      await callApi<ShippingStatParcels>(`${STATS_API.shippingParcels}?from=${from}&to=${to}&date=${to}`, {
        token,
      })
    ).body.data
    await user.click(within(days).getByRole('button', { name: `Xem các dòng của ${dmy(to)}` }))
    const dayDrawer = await findDialog(`Hàng gửi ngày ${dmy(to)}`)
    expect(await within(dayDrawer).findByTestId('detail-charges')).toHaveTextContent(
      formatMoney(today.charges),
    )
    expect(within(dayDrawer).getByTestId('detail-cod-collected')).toHaveTextContent(
      formatMoney(today.cod_collected),
    )
    expect(within(dayDrawer).getAllByRole('row')).toHaveLength(behind.parcels.length + 2)
    // the parcels received today are the count; the one only handed over today counts 0
    expect(within(dayDrawer).getByTestId('detail-parcels')).toHaveTextContent(String(today.parcels))
    const handedOver = within(dayDrawer).getByRole('row', { name: /GH990001/ })
    expect(handedOver).toHaveTextContent(
      `GH990001${dmy(shiftDay(to, -2))}${dmy(to)}${model.sender_name}Hoàn thành00 ₫730.000 ₫0 ₫`,
    )
    await user.click(within(dayDrawer).getByRole('button', { name: /close|đóng/i }))

    // a row: its office, direction and goods type
    const row = stats.rows[0]
    const name = `${row.office_name} · ${row.direction} · ${row.goods_type ?? '(Không có loại hàng)'}`
    await user.click(within(table).getByRole('button', { name: `Xem các dòng của ${name}` }))
    const rowDrawer = await findDialog(`Hàng gửi: ${name}`)
    expect(await within(rowDrawer).findByTestId('detail-cod-collected')).toHaveTextContent(
      formatMoney(row.cod_collected),
    )
    expect(within(rowDrawer).getByTestId('detail-charges')).toHaveTextContent(formatMoney(row.charges))
  })

  it('speaks English', async () => {
    await signInDemo('quanly', 'quanly123')
    const user = userEvent.setup({ delay: null })
    renderApp('/statistical-shipping')
    expect(await screen.findByRole('heading', { level: 1, name: 'Doanh thu gửi hàng' })).toBeVisible()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping revenue' })).toBeVisible()
    expect(
      await screen.findByRole('table', { name: 'Shipping revenue by office, direction and goods type' }),
    ).toBeVisible()
  })

  it('answers 403 without trip.statistical_shipping, 422 for a range over 366 days or an unknown day', async () => {
    const { token } = await signInDemo('letan.sg', 'letan123')
    const res = await callApi(`${STATS_API.shipping}?from=${from}&to=${to}`, { token })
    expect(res.status).toBe(403)
    const manager = (await signInDemo('quanly', 'quanly123')).token
    const long = await callApi(`${STATS_API.shipping}?from=${shiftDay(to, -366)}&to=${to}`, {
      token: manager,
    })
    expect(long.status).toBe(422)
    const trip = await callApi(`${STATS_API.trip}?from=${shiftDay(to, -366)}&to=${to}`, { token: manager })
    expect(long.body.message).toBe(trip.body.message)
    const day = await callApi(`${STATS_API.shippingParcels}?from=${from}&to=${to}&date=x`, { token: manager })
    expect(day.status).toBe(422)
    const outside = await callApi(
      `${STATS_API.shippingParcels}?from=${from}&to=${to}&date=${shiftDay(from, -1)}`,
      {
        token: manager,
      },
    )
    expect(outside.status).toBe(422)
  })
})

describe('/statistics/money-driver-and-moto', () => {
  it('gives each person’s pay and balance; the lines behind a person add up to the figures', async () => {
    const { token } = await signInDemo('quanly', 'quanly123')
    const stats = (await callApi<PayStatistics>(`${STATS_API.pay}?from=${from}&to=${to}`, { token })).body
      .data
    expect(stats.rows.length).toBeGreaterThan(0)
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp(`/statistics/money-driver-and-moto?from=${from}&to=${to}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiền công tài xế, xe ôm' })).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Tiền công tài xế, xe ôm theo người' })
    expect(within(table).getByTestId('total-balance')).toHaveTextContent(formatMoney(stats.totals.balance))
    expect(screen.getByTestId('figure-earned')).toHaveTextContent(formatMoney(stats.previous_totals.earned))

    const person = stats.rows[0]
    await user.click(within(table).getByRole('button', { name: `Xem các dòng của ${person.fullname}` }))
    const drawer = await findDialog(`Các chuyến, lượt đón, lượt giao của ${person.fullname}`)
    expect(await within(drawer).findByTestId('detail-balance')).toHaveTextContent(formatMoney(person.balance))
    expect(within(drawer).getByTestId('detail-earned')).toHaveTextContent(formatMoney(person.earned))
    expect(within(drawer).getAllByRole('row')).toHaveLength(
      person.trips + person.pickups + person.deliveries + 2,
    )
    await user.click(within(drawer).getByRole('button', { name: /close|đóng/i }))

    // who is shown goes to the address
    await user.click(screen.getByRole('combobox', { name: 'Loại' }))
    await user.click((await screen.findAllByTitle('Tài xế xe ôm')).at(-1)!)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ kind: 'motorbike' }))
  })

  it('answers 403 without its code, 422 for a range over 366 days or an unknown kind', async () => {
    const { token } = await signInDemo('kho', 'kho123')
    const res = await callApi(`${STATS_API.pay}?from=${from}&to=${to}`, { token })
    expect(res.status).toBe(403)
    const manager = (await signInDemo('quanly', 'quanly123')).token
    const long = await callApi(`${STATS_API.pay}?from=${shiftDay(to, -366)}&to=${to}`, { token: manager })
    expect(long.status).toBe(422)
    expect((await callApi(`${STATS_API.pay}?kind=boss`, { token: manager })).status).toBe(422)
    expect((await callApi(`${STATS_API.payDetail}?person_id=999999`, { token: manager })).status).toBe(404)
  })
})

describe('the range form', () => {
  it('opens /canceled-tickets with a range over 366 days in the address, and refuses one at the inputs', async () => {
    await signInDemo('letan.sg', 'letan123')
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    const { router } = renderApp(`/canceled-tickets?from=${shiftDay(to, -800)}&to=${to}`)
    expect(await screen.findByRole('region', { name: 'Số vé đã hủy theo lý do' })).toBeVisible()
    const fromInput = screen.getByLabelText('Từ ngày')
    expect(fromInput).toHaveValue(dmy(from))
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0))
    expect(screen.queryByText('Không tải được dữ liệu')).toBeNull()

    const tooEarly = shiftDay(to, -366)
    await typeDay(user, fromInput, tooEarly)
    expect(await screen.findByRole('alert')).toHaveTextContent('Khoảng ngày không được dài hơn 366 ngày')
    expect(fromInput).toHaveAttribute('aria-invalid', 'true')
    expect(fromInput).toHaveAccessibleDescription('Khoảng ngày không được dài hơn 366 ngày')
    expect(router.state.location.search).not.toMatchObject({ from: tooEarly })
    expect(wire.log.some((r) => r.query.from === tooEarly)).toBe(false)

    // the longest range that fits goes through, and the message goes away
    const earliest = shiftDay(to, -365)
    await typeDay(user, fromInput, earliest)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: earliest }))
    expect(fromInput).not.toHaveAttribute('aria-invalid')
  })

  it('checks a day against the days shown: mending the other end of a refused range sends both', async () => {
    await signInDemo('quanly', 'quanly123')
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp(`/statistical-trip?from=${from}&to=${to}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Doanh thu theo chuyến' })).toBeVisible()
    const fromInput = screen.getByLabelText('Từ ngày')
    const toInput = screen.getByLabelText('Đến ngày')
    const later = shiftDay(to, 400)
    await typeDay(user, toInput, later)
    expect(await screen.findByRole('alert')).toHaveTextContent('Khoảng ngày không được dài hơn 366 ngày')
    expect(toInput).toHaveValue(dmy(later))
    // a `from` that fits the `to` typed, though after the `to` in the address
    const newFrom = shiftDay(to, 100)
    await typeDay(user, fromInput, newFrom)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: newFrom, to: later }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(toInput).not.toHaveAttribute('aria-invalid')
  })

  it('drops a refused day when the range changes from elsewhere (back, a link)', async () => {
    await signInDemo('quanly', 'quanly123')
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp(`/statistical-trip?from=${from}&to=${to}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Doanh thu theo chuyến' })).toBeVisible()
    const toInput = screen.getByLabelText('Đến ngày')
    await typeDay(user, toInput, shiftDay(to, 400))
    expect(await screen.findByRole('alert')).toBeVisible()
    const earlier = { from: shiftDay(from, -7), to: shiftDay(to, -7) }
    await router.navigate({ to: '/statistical-trip', search: earlier })
    await waitFor(() => expect(toInput).toHaveValue(dmy(earlier.to)))
    expect(screen.getByLabelText('Từ ngày')).toHaveValue(dmy(earlier.from))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(toInput).not.toHaveAttribute('aria-invalid')
  })

  it('says so in English on the statistics screens, the days typed and shown in the English format', async () => {
    await signInDemo('quanly', 'quanly123')
    const user = userEvent.setup({ delay: null })
    renderApp('/statistical-trip')
    expect(await screen.findByRole('heading', { level: 1, name: 'Doanh thu theo chuyến' })).toBeVisible()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    const toInput = await screen.findByRole('textbox', { name: 'To' })
    // the demo's English settings write days MM/DD/YYYY: shown and read month first
    const mdy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`
    await waitFor(() => expect(toInput).toHaveValue(mdy(to)))
    await user.clear(toInput)
    await user.type(toInput, `${mdy(shiftDay(from, 400))}{Enter}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('The range cannot be longer than 366 days')
    await user.clear(toInput)
    await user.type(toInput, '31/12/2026{Enter}')
    expect(toInput).toHaveAccessibleDescription(
      /Not a day: type it as MM\/DD\/YYYY, e\.g\. \d\d\/\d\d\/\d{4}$/,
    )
  })
})
