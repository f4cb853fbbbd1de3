/* /statistical-trip, /top-drivers, /top-customers and the dashboard's charts through the real app and the demo backend. */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { STATS_API } from '../../api/contracts/stats-paths'
import type { TicketsToday } from '../../api/schemas/chart'
import type { TopCustomers, TopDrivers, TripStatistics } from '../../api/schemas/stats'
import { renderApp } from '../../app/test-utils'
import { useSession } from '../../stores/session'
import { formatMoney } from '../../lib/format'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import { callApi, db, findDialog, recordRequests, signInDemo, withDemoBackend } from '../../test/demo-backend'

withDemoBackend([
  () => import('./pages'),
  () => import('../dashboard/DashboardCharts'),
  () => import('../dashboard/TicketsTodayDrawer'),
])

const to = hcmToday()
const from = shiftDay(to, -6)
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`

describe('/statistical-trip', () => {
  it('reads the range from the address, gives the table alternative and the rows behind a day and a trip', async () => {
    const { token } = await signInDemo('quanly', 'quanly123')
    const stats = (await callApi<TripStatistics>(`${STATS_API.trip}?from=${from}&to=${to}`, { token })).body
      .data
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp(`/statistical-trip?from=${from}&to=${to}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Doanh thu theo chuyến' })).toBeVisible()
    expect(screen.getByLabelText('Từ ngày')).toHaveValue(dmy(from))
    // the period as the printed report states it (a line shown on paper only)
    expect(screen.getByText(`Từ ${dmy(from)} đến ${dmy(to)}`)).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Doanh thu theo chuyến' })
    expect(within(table).getByTestId('total-net')).toHaveTextContent(formatMoney(stats.totals.net))
    expect(screen.getByTestId('figure-net')).toHaveTextContent(formatMoney(stats.previous_totals.net))

    // the chart's text alternative: the same numbers, by day, each a way to the day's trips
    await user.click(screen.getByRole('button', { name: 'Xem dạng bảng' }))
    const days = screen.getByRole('table', { name: 'Doanh thu theo ngày' })
    const busy = stats.by_day.find((d) => d.trips > 0)!
    const label = `${busy.date.slice(8, 10)}/${busy.date.slice(5, 7)}/${busy.date.slice(0, 4)}`
    await user.click(within(days).getByRole('button', { name: `Xem các dòng của ${label}` }))
    const dayDrawer = await findDialog(`Các chuyến ngày ${label}`)
    expect(within(dayDrawer).getByTestId('detail-total')).toHaveTextContent(
      formatMoney(busy.ticket_revenue + busy.goods_revenue),
    )
    await user.click(within(dayDrawer).getByRole('button', { name: /close|đóng/i }))

    // a trip's tickets add up to its ticket revenue
    const row = stats.rows.find((r) => r.passengers > 0)!
    await user.click(within(table).getAllByRole('button', { name: `Xem các dòng của ${row.name}` })[0])
    const tripDrawer = await findDialog(`Vé và hàng của chuyến ${row.name}`)
    const tickets = await within(tripDrawer).findByRole('table', { name: 'Vé' })
    expect(within(tickets).getByTestId('detail-total')).toHaveTextContent(formatMoney(row.ticket_revenue))

    // the range goes to the address
    const earlier = shiftDay(from, -1)
    const fromInput = screen.getByLabelText('Từ ngày')
    await user.clear(fromInput)
    await user.type(fromInput, dmy(earlier))
    // nothing goes out while the day is typed: on Enter
    expect(router.state.location.search).toMatchObject({ from, to })
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: earlier, to }))
    expect(await screen.findByText(`Từ ${dmy(earlier)} đến ${dmy(to)}`)).toBeInTheDocument()
  })

  it('offers quick ranges; the one chosen opens the next statistics screen, until sign-out', async () => {
    await signInDemo('quanly', 'quanly123')
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    const { router } = renderApp('/statistical-trip')
    expect(await screen.findByRole('heading', { level: 1, name: 'Doanh thu theo chuyến' })).toBeVisible()
    const quick = screen.getByRole('group', { name: 'Chọn nhanh' })
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hôm nay', 'Hôm qua', '7 ngày qua', 'Tháng này', 'Tháng trước', 'Năm nay'])
    // no range in the address: the last 7 days, and its choice says so
    expect(within(quick).getByRole('button', { name: '7 ngày qua' })).toHaveAttribute('aria-pressed', 'true')

    const monthStart = `${to.slice(0, 7)}-01`
    const lastMonth = { from: `${shiftDay(monthStart, -1).slice(0, 7)}-01`, to: shiftDay(monthStart, -1) }
    await user.click(within(quick).getByRole('button', { name: 'Tháng trước' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject(lastMonth))
    await waitFor(() => expect(wire.to(STATS_API.trip).at(-1)?.query).toMatchObject(lastMonth))
    expect(screen.getByLabelText('Từ ngày')).toHaveValue(dmy(lastMonth.from))
    expect(screen.getByLabelText('Đến ngày')).toHaveValue(dmy(lastMonth.to))
    expect(within(quick).getByRole('button', { name: 'Tháng trước' })).toHaveAttribute('aria-pressed', 'true')

    // another statistics screen without a range in its address opens with the range chosen
    await router.navigate({ to: '/top-drivers' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tài xế tiêu biểu' })).toBeVisible()
    await waitFor(() => expect(wire.to(STATS_API.topDrivers).at(-1)?.query).toMatchObject(lastMonth))
    expect(screen.getByLabelText('Từ ngày')).toHaveValue(dmy(lastMonth.from))

    // a day typed there is the range chosen now
    const toInput = screen.getByLabelText('Đến ngày')
    const typed = shiftDay(lastMonth.to, -1)
    await user.clear(toInput)
    await user.type(toInput, `${dmy(typed)}{Enter}`)
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ from: lastMonth.from, to: typed }),
    )
    await router.navigate({ to: '/top-customers' })
    await waitFor(() =>
      expect(wire.to(STATS_API.topCustomers).at(-1)?.query).toMatchObject({
        from: lastMonth.from,
        to: typed,
      }),
    )

    // signed out and in again: the last 7 days
    useSession.getState().clear()
    await signInDemo('quanly', 'quanly123')
    await router.navigate({ to: '/top-drivers' })
    await waitFor(() => expect(wire.to(STATS_API.topDrivers).at(-1)?.query).toMatchObject({ from, to }))
    expect(await screen.findByLabelText('Từ ngày')).toHaveValue(dmy(from))
  })

  it('prints its filters by name: "Chiều đi: …", "Tài xế: …", one left empty as "Tất cả"', async () => {
    await signInDemo('quanly', 'quanly123')
    const driver = db.users.findBy((u) => u.username === 'taixe')!
    const { router } = renderApp(`/statistical-trip?from=${from}&to=${to}&driver_id=${driver.id}`)
    // a select's words beside its input: on paper, its name before the option chosen (the screen's CSS keeps the
    // name for the paper; the field's name on screen is its label)
    const words = (name: string) => screen.getByRole('combobox', { name }).parentElement
    await waitFor(() => expect(words('Tài xế')).toHaveTextContent(`Tài xế: ${driver.fullname}`))
    expect(words('Chiều đi')).toHaveTextContent('Chiều đi: Tất cả')
    await router.navigate({ to: '/statistical-trip', search: { from, to, map_detail_id: 1 } })
    await waitFor(() => expect(words('Chiều đi')).toHaveTextContent('Chiều đi: Sài Gòn ➡️ Đà Lạt'))
    expect(words('Tài xế')).toHaveTextContent('Tài xế: Tất cả')
  })

  it('refuses a user without the permission, and asks nothing of the statistics', async () => {
    await signInDemo('letan.sg', 'letan123')
    const wire = recordRequests()
    renderApp('/statistical-trip')
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này!')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: '403' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Doanh thu theo chuyến' })).toBeNull()
    // the app did ask the server who is signed in; of the statistics, nothing
    expect(wire.log.length).toBeGreaterThan(0)
    const statistics: string[] = Object.values(STATS_API)
    expect(wire.log.filter((r) => statistics.includes(r.path))).toEqual([])
  })
})

describe('/top-drivers and /top-customers', () => {
  it('ranks drivers, top N from the address, a driver’s trips add up to his revenue', async () => {
    const { token } = await signInDemo('quanly', 'quanly123')
    const ranking = (
      await callApi<TopDrivers>(`${STATS_API.topDrivers}?from=${from}&to=${to}&limit=20`, {
        token,
      })
    ).body.data
    const user = userEvent.setup({ delay: null })
    renderApp(`/top-drivers?from=${from}&to=${to}&limit=20`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Tài xế tiêu biểu' })).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Số dòng' })).toHaveValue('20')
    const table = await screen.findByRole('table', { name: 'Xếp hạng tài xế' })
    const first = ranking.rows[0]
    await user.click(within(table).getByRole('button', { name: `Xem các dòng của ${first.fullname}` }))
    const drawer = await findDialog(`Các chuyến của ${first.fullname}`)
    expect(await within(drawer).findByTestId('detail-total')).toHaveTextContent(formatMoney(first.revenue))
  })

  it('ranks top customers by phone, in English too', async () => {
    const { token } = await signInDemo('quanly', 'quanly123')
    const ranking = (
      await callApi<TopCustomers>(`${STATS_API.topCustomers}?from=${from}&to=${to}&limit=10`, {
        token,
      })
    ).body.data
    const user = userEvent.setup({ delay: null })
    renderApp(`/top-customers?from=${from}&to=${to}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Khách hàng thân thiết' })).toBeVisible()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    expect(await screen.findByRole('heading', { level: 1, name: 'Top customers' })).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Top customer ranking' })
    const first = ranking.rows[0]
    await user.click(within(table).getByRole('button', { name: `Show the rows of ${first.customer_name}` }))
    const drawer = await findDialog(`Tickets of ${first.customer_name}`)
    expect(await within(drawer).findByTestId('detail-total')).toHaveTextContent(formatMoney(first.money))
  })
})

describe('the dashboard’s charts', () => {
  it('draws trips by month below today’s figures; a month opens its trips on /statistical-trip', async () => {
    await signInDemo('quanly', 'quanly123')
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp('/dashboard')
    const month = Number(to.slice(5, 7))
    expect(await screen.findByRole('link', { name: 'Xem danh sách chuyến hôm nay' })).toHaveAttribute(
      'href',
      '/trip',
    )
    const section = await screen.findByRole('region', { name: 'Chuyến theo tháng' })
    await user.click(await within(section).findByRole('button', { name: 'Xem dạng bảng' }))
    await user.click(within(section).getByRole('button', { name: `Xem các dòng của Tháng ${month}` }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/statistical-trip'))
    expect(router.state.location.search).toMatchObject({ from: `${to.slice(0, 7)}-01` })
  })

  it('opens the tickets sold today; as many as the figure, their money summed', async () => {
    const { token } = await signInDemo('letan.sg', 'letan123')
    const today = (await callApi<TicketsToday>('/api/chart/tickets-today', { token })).body.data
    expect(today.tickets.length).toBeGreaterThan(0)
    const user = userEvent.setup({ delay: null })
    renderApp('/dashboard')
    const general = (await callApi<{ tickets_yesterday: number }>('/api/chart/general', { token })).body.data
    const figure = await screen.findByTestId('stat-tickets-today')
    await waitFor(() => expect(figure).toHaveTextContent(String(today.tickets.length)))
    // the day before's figure beside it
    expect(figure).toHaveTextContent(`Hôm qua: ${general.tickets_yesterday}`)
    await user.click(screen.getByRole('button', { name: 'Xem danh sách vé bán hôm nay' }))
    const drawer = await findDialog(`Vé bán ngày ${dmy(today.date)} (${today.tickets.length} vé)`)
    const table = within(drawer).getByRole('table', { name: 'Vé bán hôm nay' })
    expect(within(table).getAllByRole('row')).toHaveLength(today.tickets.length + 2)
    const first = today.tickets[0]
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      `${first.code}${first.booking_at.slice(11, 16)}${first.customer_name}`,
    )
    expect(within(table).getByTestId('detail-total')).toHaveTextContent(formatMoney(today.total))
  })

  it('offers no list of today’s tickets when none was sold', async () => {
    for (const k of db.tickets.all()) db.tickets.update(k.id, { deleted_at: k.booking_at })
    await signInDemo('letan.sg', 'letan123')
    renderApp('/dashboard')
    // the figures are in once their day is shown
    expect(await screen.findByText(/Số liệu ngày/)).toBeVisible()
    expect(screen.getByTestId('stat-tickets-today')).toHaveTextContent(/^Vé bán hôm nay\s*0\s*Hôm qua: 0$/)
    expect(screen.getByRole('link', { name: 'Xem danh sách vé chờ xếp xe' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Xem danh sách vé bán hôm nay' })).toBeNull()
  })

  it('shows a figure’s link only to those its list opens to', async () => {
    await signInDemo('taixe', 'taixe123')
    renderApp('/dashboard')
    expect(await screen.findByTestId('stat-tickets-today')).toBeVisible()
    expect(screen.queryByRole('link', { name: /^Xem danh sách/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Xem danh sách/ })).toBeNull()
  })
})
