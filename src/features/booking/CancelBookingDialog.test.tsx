/*
 * A command dialog (useCommandDialog) through a real one: cancelling a waiting booking on /booking-waiting,
 * against the demo backend's own handlers (msw/node).
 */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { BOOKING_API } from '../../api/contracts/booking-paths'
import { renderApp } from '../../app/test-utils'
import {
  chooseRowAction,
  db,
  findDialog,
  recordRequests,
  server,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([() => import('./WaitingListPage'), () => import('./CancelBookingDialog')])

const SUBMIT = /Hủy vé$/
const STALE = /Bản ghi đã được người khác thay đổi/

/** The cancel dialog of a waiting booking, opened from the list, with "Lý do khác" chosen. */
async function openCancel() {
  await signInDemo('letan.sg', 'letan123')
  const wire = recordRequests()
  const row = db.waitingBookings.findBy((b) => b.status === 0 && b.opened_at !== null)!
  // the list searched for it: one row to render, not a page of them
  renderApp(`/booking-waiting?q=${row.code}`)
  const table = await screen.findByRole('table', { name: 'Danh sách vé chờ xếp xe' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  const user = userEvent.setup({ delay: null })
  // in the row's menu: its one button is "Xếp xe"
  await chooseRowAction(user, table, `${row.code} ${row.customer_name}`, 'Hủy vé')
  const dialog = await findDialog(`Hủy vé chờ xếp xe ${row.code} ${row.customer_name}`)
  await user.click(within(dialog).getByRole('radio', { name: 'Lý do khác' }))
  const note = await within(dialog).findByRole('textbox', { name: 'Lý do khác' })
  return { user, wire, row, dialog, note }
}

describe('a command dialog (cancel a waiting booking)', () => {
  it('done: says so and closes', async () => {
    const { user, row, dialog, note } = await openCancel()
    await user.type(note, 'Khách đi xe nhà')
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }))
    expect(await screen.findByText(`Đã hủy vé chờ xếp xe ${row.code}`)).toBeInTheDocument()
    await waitForClose(dialog)
    expect(db.waitingBookings.find(row.id)).toMatchObject({ status: 2, reason_note: 'Khách đi xe nhà' })
  })

  it('changed meanwhile (409): keeps what was typed, offers the latest version, then goes through on it', async () => {
    const { user, wire, row, dialog, note } = await openCancel()
    db.waitingBookings.update(row.id, { note: 'Sửa ở quầy khác' }) // another clerk's save: a new version
    const latest = db.waitingBookings.find(row.id)!.version
    expect(latest).toBeGreaterThan(row.version)
    await user.type(note, 'Khách đi xe nhà')
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }))

    expect(await within(dialog).findByText(STALE)).toBeInTheDocument()
    expect(note).toHaveValue('Khách đi xe nhà')
    expect(within(dialog).getByRole('radio', { name: 'Lý do khác' })).toBeChecked()
    expect(db.waitingBookings.find(row.id)!.status).toBe(0)

    await user.click(within(dialog).getByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() => expect(within(dialog).queryByText(STALE)).not.toBeInTheDocument())
    expect(note).toHaveValue('Khách đi xe nhà')
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }))
    expect(await screen.findByText(`Đã hủy vé chờ xếp xe ${row.code}`)).toBeInTheDocument()
    const sent = wire.to(BOOKING_API.waiting.cancel)
    expect(sent).toHaveLength(2)
    expect(await sent[1].body).toMatchObject({ id: row.id, version: latest })
    expect(db.waitingBookings.find(row.id)).toMatchObject({ status: 2, reason_note: 'Khách đi xe nhà' })
  })

  it("a refused value (422): the backend's message beside its field, the rest kept", async () => {
    const { user, row, dialog, note } = await openCancel()
    server.use(
      http.post(
        `*${BOOKING_API.waiting.cancel}`,
        () =>
          HttpResponse.json(
            {
              code: 422,
              message: 'Dữ liệu không hợp lệ',
              data: null,
              errors: { reason_note: ['Lý do này không dùng được cho vé chờ xếp xe'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    )
    await user.type(note, 'Khách đi xe nhà')
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }))
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription('Lý do này không dùng được cho vé chờ xếp xe'),
    )
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(note).toHaveValue('Khách đi xe nhà')
    expect(dialog).toBeInTheDocument()
    expect(db.waitingBookings.find(row.id)!.status).toBe(0)
  })

  it('no network: the toast says so, the dialog stays open as typed, and the next try goes through', async () => {
    const { user, row, dialog, note } = await openCancel()
    server.use(http.post(`*${BOOKING_API.waiting.cancel}`, () => HttpResponse.error(), { once: true }))
    await user.type(note, 'Khách đi xe nhà')
    await user.click(within(dialog).getByRole('button', { name: SUBMIT }))

    expect(await screen.findByText('Lỗi mạng. Vui lòng thử lại!')).toBeInTheDocument()
    // said once, by the toast: nothing more inside the dialog
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(note).toHaveValue('Khách đi xe nhà')
    expect(within(dialog).getByRole('button', { name: SUBMIT })).not.toHaveAttribute('aria-busy', 'true')
    expect(db.waitingBookings.find(row.id)!.status).toBe(0)

    await user.click(within(dialog).getByRole('button', { name: SUBMIT }))
    expect(await screen.findByText(`Đã hủy vé chờ xếp xe ${row.code}`)).toBeInTheDocument()
    await waitForClose(dialog)
  })
})
