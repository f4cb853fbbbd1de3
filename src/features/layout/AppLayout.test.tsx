import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { http as mswHttp, HttpResponse } from 'msw'
import { API } from '../../api/paths'
import { MENU } from '../../lib/menu'
import { SCREEN_PATHS } from '../../lib/screen-paths'
import { ALL_PERMISSION_CODES, PERMISSION_GROUPS } from '../../lib/permission-codes'
import { makeUser, ok, renderApp, settingsHandlers, signInAs } from '../../app/test-utils'
import { useSession } from '../../stores/session'
import { disconnectSocket } from '../../realtime/socket'
import { ConnectionStatus } from './ConnectionStatus'
import { PHONE_QUERY } from '../../components/use-media'
import { openedSockets } from '../../test/fake-socket'

vi.mock('../../realtime/socket-client', () => import('../../test/fake-socket'))

let logoutCalls = 0
const server = setupServer(
  ...settingsHandlers(),
  mswHttp.get(`*${API.chart.general}`, () =>
    ok({
      date: '2026-11-22',
      trips_today: 12,
      tickets_today: 1345,
      waiting_bookings: 6,
      waiting_goods: 9,
      trips_yesterday: 11,
      tickets_yesterday: 1298,
    }),
  ),
  // the side menu's count of new website bookings (none here)
  mswHttp.get(`*${API.bookingWaiting}/list`, () => ok({ last_page: 1, total: 0, data: [] })),
  mswHttp.post(`*${API.auth.logout}`, () => {
    logoutCalls++
    return ok(true)
  }),
)
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // The layout (and antd with it) is a lazily loaded chunk: load it once up front, so the first test's
  // queries do not time out while the module graph is transformed.
  await import('./AppLayout')
}, 30_000)
afterEach(() => {
  server.resetHandlers()
  logoutCalls = 0
  disconnectSocket()
  openedSockets.length = 0
  vi.unstubAllEnvs()
  vi.useRealTimers()
})
afterAll(() => server.close())

const letan = makeUser('le-tan-sai-gon', [...PERMISSION_GROUPS.booking, ...PERMISSION_GROUPS.shipping], {
  fullname: 'Nguyễn Thị Thu Hà',
})

/** The side menu's links, once its data has come. */
const menuLinks = async (name = 'Menu chính') => {
  const nav = await screen.findByRole('navigation', { name })
  await waitFor(() => expect(nav).toHaveAttribute('aria-busy', 'false'))
  return within(nav).getAllByRole('link')
}

describe('AppLayout', () => {
  it('shows a receptionist exactly the booking and shipping links, as real anchors', async () => {
    signInAs(letan)
    renderApp('/')
    const links = await menuLinks()
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Vé chờ xếp xe', '/booking-waiting'],
      ['Xếp khách lên xe', '/add-customer-to-car'],
      ['Tách / ghép xe', '/booking/split-merge'],
      ['Danh sách khách theo xe', '/list-ticket-by-car'],
      ['Vé đã hủy', '/canceled-tickets'],
      ['Khách cần đón ra bến', '/list-guests-require-pick-to-station'],
      ['Khách cần đón tận nhà', '/list-guests-require-pick-to-home'],
      ['Hàng chờ gửi', '/shipping-waiting'],
      ['Đơn gửi hàng', '/shipping'],
      ['Loại hàng', '/product-type'],
    ])
    const nav = screen.getByRole('navigation', { name: 'Menu chính' })
    expect(within(nav).getByText('Đặt vé')).toBeInTheDocument()
    expect(within(nav).getByText('Gửi hàng')).toBeInTheDocument()
    expect(within(nav).queryByText('Thống kê')).not.toBeInTheDocument()
  })

  it('says when the menu could not be loaded, and loads it on Retry', async () => {
    server.use(
      mswHttp.get(
        `*${API.menu}/get-by-role`,
        () => HttpResponse.json({ code: 500, message: 'Lỗi' }, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    signInAs(letan)
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Menu chính' })
    expect(await within(nav).findByText(/Không tải được menu\./)).toBeInTheDocument()
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Thử lại' }))
    expect(await menuLinks()).toHaveLength(10)
  })

  it('shows the super role every entry', async () => {
    signInAs(makeUser('supereme', []))
    renderApp('/dashboard')
    // every entry of a built screen (the others are seeded inactive)
    const built = MENU.flatMap((g) => g.links).filter((link) =>
      (SCREEN_PATHS as readonly string[]).includes(link.path),
    )
    expect(await menuLinks()).toHaveLength(built.length)
  })

  it('has the header controls and the dashboard figures', async () => {
    signInAs(makeUser('quan-ly', [...ALL_PERMISSION_CODES]))
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Tổng quan' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Ngôn ngữ' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Chế độ tối' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Thu gọn menu' })).toBeInTheDocument()
    // No socket in unit tests: the first attempt is still under way.
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Đang kết nối…')
    expect(screen.getByRole('button', { name: 'Nguyễn Văn Test' })).toHaveAttribute('aria-haspopup', 'menu')
    expect(await screen.findByText('1.345')).toBeInTheDocument()
    expect(screen.getByTestId('stat-tickets-today')).toHaveTextContent('Hôm qua: 1.298')
    expect(screen.getByText('Chuyến hôm nay')).toBeInTheDocument()
    expect(screen.getByText('22/11/2026')).toBeInTheDocument()
  })

  it('signs out after confirmation', async () => {
    signInAs(letan)
    const { router } = renderApp('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Nguyễn Thị Thu Hà' }))
    await user.click(await screen.findByText('Đăng xuất'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Bạn có chắc chắn muốn đăng xuất?')
    expect(within(dialog).getByRole('button', { name: 'Hủy' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Đồng ý' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({})
    expect(useSession.getState().token).toBeNull()
    expect(logoutCalls).toBe(1)
  })

  it('switches the language and re-renders the text', async () => {
    signInAs(letan)
    renderApp('/dashboard')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Tổng quan' })).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    const links = await menuLinks('Main menu')
    expect(links[0]).toHaveTextContent('Waiting bookings')
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument()
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Connecting…')
    expect(document.documentElement.lang).toBe('en')
    await waitFor(() => expect(document.title).toBe('Dashboard | Nhà xe Demo'))
  })
})

describe('the connection indicator', () => {
  /** the header's live status */
  const status = () => within(screen.getByRole('banner')).getByRole('status')

  /** A signed-in page whose socket is the fake one: the layout opens it once the first screen is shown. */
  async function openWithSocket() {
    vi.stubEnv('VITE_SOCKET_URL', 'http://socket.test')
    signInAs(letan)
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Tổng quan' })).toBeInTheDocument()
    await waitFor(() => expect(openedSockets).toHaveLength(1))
    return openedSockets[0]
  }

  it('says it is connecting, never offline, until the socket connects; offline only once a connection is lost', async () => {
    const socket = await openWithSocket()
    expect(status()).toHaveTextContent('Đang kết nối…')
    expect(status()).not.toHaveTextContent('Mất kết nối')
    act(() => socket.emit('connect'))
    expect(status()).toHaveTextContent('Trực tuyến')
    act(() => socket.emit('disconnect', 'transport close'))
    expect(status()).toHaveTextContent('Mất kết nối')
    act(() => socket.emit('connect'))
    expect(status()).toHaveTextContent('Trực tuyến')
  })

  it('says offline as soon as the first attempt fails', async () => {
    const socket = await openWithSocket()
    expect(status()).toHaveTextContent('Đang kết nối…')
    act(() => socket.emit('connect_error', new Error('xhr poll error')))
    expect(status()).toHaveTextContent('Mất kết nối')
  })

  it('says offline when the first attempt has neither connected nor failed within 10 s', () => {
    vi.useFakeTimers()
    // no socket in unit tests: the attempt never ends
    render(<ConnectionStatus />)
    act(() => vi.advanceTimersByTime(9_999))
    expect(screen.getByRole('status')).toHaveTextContent('Đang kết nối…')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toHaveTextContent('Mất kết nối')
  })
})

describe('the frame on a phone', () => {
  /** A screen narrower than 768 px: only the phone's query matches. */
  function onPhone() {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === PHONE_QUERY,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    )
  }

  it('keeps the menu closed behind a named button; it opens with the focus on an entry, and Escape gives the focus back', async () => {
    onPhone()
    signInAs(letan)
    renderApp('/')
    const user = userEvent.setup()
    const toggle = await screen.findByRole('button', { name: 'Menu chính' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Menu chính' })).not.toBeInTheDocument()
    // the desktop's fold button is not there
    expect(screen.queryByRole('button', { name: 'Thu gọn menu' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const links = await menuLinks()
    await waitFor(() => expect(links[0]).toHaveFocus())
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(links[0])

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('navigation', { name: 'Menu chính' })).not.toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes the menu after a choice, and the chosen screen opens', async () => {
    onPhone()
    signInAs(letan)
    const { router } = renderApp('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Menu chính' }))
    const nav = await screen.findByRole('navigation', { name: 'Menu chính' })
    await user.click(within(nav).getByRole('link', { name: 'Loại hàng' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/product-type'))
    expect(screen.queryByRole('navigation', { name: 'Menu chính' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Menu chính' })).toHaveFocus()
  })

  it('closes the menu when the focus leaves it for the page', async () => {
    onPhone()
    signInAs(letan)
    renderApp('/')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Menu chính' }))
    const links = await menuLinks()
    await waitFor(() => expect(links[0]).toHaveFocus())
    act(() => screen.getByRole('combobox', { name: 'Ngôn ngữ' }).focus())
    expect(screen.queryByRole('navigation', { name: 'Menu chính' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Menu chính' })).toHaveAttribute('aria-expanded', 'false')
  })
})
