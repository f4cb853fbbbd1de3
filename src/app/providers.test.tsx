import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { http as mswHttp } from 'msw'
import { API } from '../api/paths'
import { ok, renderApp, settingsHandlers, TEST_SETTINGS } from './test-utils'
import { PRIMARY_COLORS } from '../lib/theme'
import { useUi } from '../stores/ui'

const server = setupServer(...settingsHandlers())
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const html = () => document.documentElement

describe('the app follows the general settings', () => {
  it('shows a spinner until the settings arrive, then the page', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      mswHttp.get(`*${API.setting.general}`, async () => {
        await answered
        return ok(TEST_SETTINGS)
      }),
    )
    renderApp('/login')
    expect(await screen.findByRole('status', { name: 'Đang tải' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Đăng nhập' })).not.toBeInTheDocument()
    answer()
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Đang tải' })).not.toBeInTheDocument()
  })

  it('takes the default language, theme and primary colour from the settings', async () => {
    server.use(
      ...settingsHandlers({ ...TEST_SETTINGS, default_language: 'en-US', default_theme: 1, main_color: 3 }),
    )
    renderApp('/login')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(html().lang).toBe('en')
    expect(html().dataset.theme).toBe('dark')
    expect(html().style.getPropertyValue('--color-primary')).toBe(PRIMARY_COLORS[3])
  })

  it("lets the user's own language and theme win over the settings' defaults", async () => {
    useUi.setState({ locale: 'vi', themeMode: 'light' })
    server.use(...settingsHandlers({ ...TEST_SETTINGS, default_language: 'en-US', default_theme: 1 }))
    renderApp('/login')
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument()
    expect(html().lang).toBe('vi')
    expect(html().dataset.theme).toBe('light')
  })

  it('still starts, in Vietnamese, on the fallback settings when the settings call fails', async () => {
    let calls = 0
    server.use(
      mswHttp.get(`*${API.setting.general}`, () => {
        calls++
        return new Response(null, { status: 500 })
      }),
    )
    renderApp('/login')
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument()
    expect(html().lang).toBe('vi')
    expect(await screen.findByRole('alert')).toHaveTextContent('Đã xảy ra lỗi')
    expect(calls).toBe(1)
  })
})
