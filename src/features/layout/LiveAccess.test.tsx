/*
 * A role's permissions changed while its members are signed in: their menu and the open screen follow without a
 * reload (the role's event refreshes `me`). The real app and the demo backend (msw/node); the backend's socket
 * events reach the app through a stand-in socket.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import { disconnectSocket } from '../../realtime/socket'
import { setEmitter } from '../../../mocks/realtime'
import { callApi, db, grantCodes, loginToken, signInDemo, withDemoBackend } from '../../test/demo-backend'
import { openedSockets } from '../../test/fake-socket'

vi.mock('../../realtime/socket-client', () => import('../../test/fake-socket'))

withDemoBackend([() => import('../people/CustomerPage')])

afterEach(() => {
  setEmitter(null)
  disconnectSocket()
  openedSockets.length = 0
  vi.unstubAllEnvs()
})

/** What the demo backend announces, held until the test hands it to the app's socket. */
function announced() {
  const events: Array<[string, unknown]> = []
  setEmitter((event, payload) => events.push([event, payload]))
  return () =>
    act(() => events.splice(0).forEach(([event, payload]) => openedSockets[0].emit(event, payload)))
}

const CUSTOMER_CODES = ['customer', 'customer.create']

describe('a role changed while its members work', () => {
  it('takes a screen away behind the 403 page, keeping what was typed, and gives it back with the menu entry', async () => {
    grantCodes('le-tan-sai-gon', ...CUSTOMER_CODES)
    const role = db.roles.findBy((r) => r.slug === 'le-tan-sai-gon')!
    const admin = await loginToken('admin', 'admin123')
    const deliver = announced()
    await signInDemo('letan.sg', 'letan123')
    vi.stubEnv('VITE_SOCKET_URL', 'http://socket.test')
    renderApp('/user/customer/add')
    const nav = await screen.findByRole('navigation', { name: 'Menu chính' })
    await waitFor(() => expect(openedSockets).toHaveLength(1))
    act(() => openedSockets[0].emit('connect'))
    const user = userEvent.setup({ delay: null })
    const name = await screen.findByRole('textbox', { name: 'Họ và tên' })
    await user.type(name, 'Trần Văn Bình')
    expect(within(nav).getByRole('link', { name: 'Khách hàng' })).toBeInTheDocument()

    const change = (path: string) =>
      callApi(`${API.role}/${path}`, { body: { role_id: role.id, codes: CUSTOMER_CODES }, token: admin })
    expect((await change('remove-multi-permission')).status).toBe(200)
    deliver()
    expect(await screen.findByRole('heading', { name: '403' })).toHaveFocus()
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Khách hàng' })).toBeNull())
    // the form is out of sight and out of reach, what was typed kept
    expect(screen.queryByRole('textbox', { name: 'Họ và tên' })).toBeNull()
    expect(name).toHaveValue('Trần Văn Bình')
    // the screen's dialogs, at the end of the page, are out of sight with it (frame.css)
    expect(document.body).toHaveAttribute('data-screen-lost', 'true')

    expect((await change('add-multi-permission')).status).toBe(200)
    deliver()
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Trần Văn Bình'),
    )
    expect(screen.queryByRole('heading', { name: '403' })).toBeNull()
    expect(within(nav).getByRole('link', { name: 'Khách hàng' })).toBeInTheDocument()
  })

  it('opens a screen first refused once the right is given', async () => {
    const role = db.roles.findBy((r) => r.slug === 'le-tan-sai-gon')!
    const admin = await loginToken('admin', 'admin123')
    const deliver = announced()
    await signInDemo('letan.sg', 'letan123')
    vi.stubEnv('VITE_SOCKET_URL', 'http://socket.test')
    renderApp('/user/customer')
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument()
    await waitFor(() => expect(openedSockets).toHaveLength(1))
    act(() => openedSockets[0].emit('connect'))

    const given = await callApi(`${API.role}/add-multi-permission`, {
      body: { role_id: role.id, codes: ['customer'] },
      token: admin,
    })
    expect(given.status).toBe(200)
    deliver()
    expect(await screen.findByRole('table', { name: /khách hàng/i })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: '403' })).toBeNull()
  })
})
