import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { http as mswHttp, HttpResponse } from 'msw'
import { API } from '../../api/paths'
import { makeUser, ok, renderApp, settingsHandlers } from '../../app/test-utils'
import { useSession } from '../../stores/session'

const admin = makeUser('supereme', [], { username: 'admin', fullname: 'Quản trị viên' })
const logins: unknown[] = []

const server = setupServer(
  ...settingsHandlers(),
  mswHttp.post(`*${API.auth.login}`, async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string }
    logins.push(body)
    if (body.password !== 'admin123') {
      return HttpResponse.json(
        { code: 400, message: 'Tên đăng nhập hoặc mật khẩu không đúng', data: null },
        { status: 400 },
      )
    }
    return ok({ access_token: 'tok-1', user: admin })
  }),
  // the side menu's count of new website bookings (none here)
  mswHttp.get(`*${API.bookingWaiting}/list`, () => ok({ last_page: 1, total: 0, data: [] })),
  mswHttp.get(`*${API.chart.general}`, () =>
    ok({
      date: '2026-11-22',
      trips_today: 12,
      tickets_today: 345,
      waiting_bookings: 6,
      waiting_goods: 9,
      trips_yesterday: 11,
      tickets_yesterday: 298,
    }),
  ),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  logins.length = 0
})
afterAll(() => server.close())

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), username)
  await user.type(screen.getByLabelText('Mật khẩu'), password)
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }))
}

describe('LoginPage', () => {
  it('shows the SPEC §5 required messages and sends nothing', async () => {
    renderApp('/login')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveFocus()
    expect(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).toBeChecked()
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/forgot-password')

    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }))
    expect(await screen.findByText('Vui lòng nhập Tên đăng nhập')).toBeInTheDocument()
    expect(screen.getByText('Vui lòng nhập Mật khẩu')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAttribute('aria-invalid', 'true')
    expect(logins).toHaveLength(0)
  })

  it('signs in and follows a same-origin redirect', async () => {
    const { router } = renderApp('/login?redirect=%2Fuser%2Fchangepassword%2F')
    await fillAndSubmit('admin', 'admin123')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/changepassword/'))
    expect(useSession.getState().token).toBe('tok-1')
    expect(logins).toEqual([{ username: 'admin', password: 'admin123', remember: true }])
  })

  it('never follows a redirect to another origin', async () => {
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example%2Fsteal')
    await fillAndSubmit('admin', 'admin123')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('heading', { name: 'Tổng quan' })).toBeInTheDocument()
    expect(router.state.location.href).not.toContain('evil')
  })

  it('shows the server message inline and keeps what was typed', async () => {
    const { router } = renderApp('/login')
    await fillAndSubmit('admin', 'wrong')
    // Inline above the form (and toasted by the HTTP core).
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .filter((a) => a.textContent?.includes('Tên đăng nhập hoặc mật khẩu không đúng')),
      ).not.toHaveLength(0),
    )
    expect(screen.getByRole('form', { name: 'Đăng nhập' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue('admin')
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('wrong')
    expect(router.state.location.pathname).toBe('/login')
    expect(useSession.getState().token).toBeNull()
  })

  it("puts the server's field message beside its field and the focus in it", async () => {
    server.use(
      mswHttp.post(`*${API.auth.login}`, () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'Dữ liệu không hợp lệ',
            data: null,
            errors: { password: ['Mật khẩu đã hết hạn'] },
          },
          { status: 422 },
        ),
      ),
    )
    renderApp('/login')
    await fillAndSubmit('admin', 'admin123')
    expect(await screen.findByText('Mật khẩu đã hết hạn')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Mật khẩu')).toHaveFocus())
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue('admin')
  })

  it('shows how long to wait when the backend throttles the sign-in (429)', async () => {
    const wait = 'Bạn đã nhập sai mật khẩu nhiều lần. Vui lòng thử lại sau 30 giây'
    server.use(
      mswHttp.post(`*${API.auth.login}`, () =>
        HttpResponse.json({ code: 429, message: wait, data: null }, { status: 429 }),
      ),
    )
    renderApp('/login')
    await fillAndSubmit('admin', 'admin123')
    await waitFor(() =>
      expect(screen.getAllByRole('alert').filter((a) => a.textContent?.includes(wait))).not.toHaveLength(0),
    )
    expect(useSession.getState().token).toBeNull()
  })

  it('sends a visitor without a token to /login with the full address as redirect', async () => {
    const { router } = renderApp('/dashboard?tab=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/dashboard?tab=1' })
  })
})
