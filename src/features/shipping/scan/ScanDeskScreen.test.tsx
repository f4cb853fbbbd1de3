/* The scan desk of /shipping-waiting (hand-over lookup) through the real app, against the demo backend (msw/node). */
import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../../app/test-utils'
import { forgetScanSessions } from '../../../entities/scan/use-scan-session'
import { toast } from '../../../components/toast'
import i18n from '../../../i18n'
import {
  db,
  findDialog,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../../test/demo-backend'

withDemoBackend([
  () => import('../WaitingGoodsPage'),
  () => import('../ParcelDialog'),
  () => import('./WaitingHandoverDesk'),
])

afterEach(async () => {
  forgetScanSessions()
  localStorage.removeItem('scan-muted')
  await i18n.changeLanguage('vi')
})

async function openDesk(url = '/shipping-waiting?scan=1') {
  await signInDemo('kho', 'kho123')
  const app = renderApp(url)
  const field = await screen.findByRole('textbox', { name: /Mã hàng \(quét/ })
  await waitFor(() => expect(field).toHaveFocus())
  return { ...app, field, user: userEvent.setup({ delay: null }) }
}

const waiting = () => db.waitingGoods.filter((g) => g.status === 4)
const cancelled = () => db.waitingGoods.findBy((g) => g.status === 3)!
const result = () => screen.getByTestId('scan-result')
const list = () => screen.getByRole('table', { name: /^(Danh sách quét|Scan list)$/ })
const rows = () => within(list()).getAllByRole('row').slice(1)

describe('the scan desk (/shipping-waiting, hand-over lookup)', () => {
  it('finds a waiting parcel from what the gun typed, keeps the focus, counts; an empty Enter is nothing', async () => {
    const { field, user } = await openDesk()
    const parcel = waiting()[0]
    const wire = recordRequests()
    await user.type(field, `  ${parcel.code.toLowerCase()} {Enter}`)
    await waitFor(() => expect(result()).toHaveTextContent(`Đúng hàng: ${parcel.code}`))
    // one look-up by the whole code, trimmed and upper-cased
    expect(wire.under('/api/shipping/search/').map((r) => r.path)).toEqual([
      `/api/shipping/search/${parcel.code}`,
    ])
    expect(result()).toHaveTextContent(parcel.package_name)
    expect(result()).toHaveAttribute('data-scan-ms')
    expect(
      within(screen.getByRole('region', { name: 'Quét mã hàng' })).getByRole('status'),
    ).toHaveTextContent(`Đúng hàng: ${parcel.code}`)
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
    await user.type(field, '{Enter}')
    expect(rows()).toHaveLength(1)
    expect(screen.getByText('Đã quét 1 mã, 1 đúng hàng')).toBeInTheDocument()
  })

  it('says each class in words: not expected (with why), duplicate, unknown, invalid; every code stays listed', async () => {
    const { field, user } = await openDesk()
    const gone = cancelled()
    const parcel = waiting()[1]
    await user.type(field, `${gone.code}{Enter}`)
    await waitFor(() => expect(result()).toHaveTextContent(`Hàng nơi khác: ${gone.code}`))
    expect(result()).toHaveTextContent('Hàng đang ở trạng thái Đã hủy')
    await user.type(field, `${parcel.code}{Enter}`)
    await waitFor(() => expect(result()).toHaveTextContent(`Đúng hàng: ${parcel.code}`))
    await user.type(field, `${parcel.code}{Enter}`)
    await waitFor(() => expect(result()).toHaveTextContent(`Đã quét rồi: ${parcel.code}`))
    expect(result()).toHaveTextContent(`Mã ${parcel.code} đã có trong danh sách quét`)
    await user.type(field, 'ZZ999999{Enter}')
    await waitFor(() => expect(result()).toHaveTextContent('Không tìm thấy mã: ZZ999999'))
    expect(result()).toHaveTextContent('Không có hàng nào mang mã ZZ999999')
    await user.type(field, 'HC-12{Enter}')
    await waitFor(() => expect(result()).toHaveTextContent('Mã không hợp lệ: HC-12'))
    expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'HC-12',
      'ZZ999999',
      parcel.code,
      parcel.code,
      gone.code,
    ])
    expect(within(rows()[1]).getByText('Không có hàng nào mang mã ZZ999999')).toBeInTheDocument()
    expect(screen.getByText('Đã quét 5 mã, 1 đúng hàng')).toBeInTheDocument()
    expect(field).toHaveFocus()
  })

  it('takes one code scanned by mistake off the list, the focus back in the scan field', async () => {
    const { field, user } = await openDesk()
    const [first, second] = waiting()
    await user.type(field, `${first.code}{Enter}`)
    await waitFor(() => expect(result()).toHaveTextContent(`Đúng hàng: ${first.code}`))
    await user.type(field, `${second.code}{Enter}`)
    await waitFor(() => expect(rows()).toHaveLength(2))
    await user.click(within(list()).getByRole('button', { name: `Bỏ mã ${first.code} khỏi danh sách quét` }))
    expect(rows()).toHaveLength(1)
    expect(rows()[0]).toHaveTextContent(second.code)
    expect(screen.getByText('Đã quét 1 mã, 1 đúng hàng')).toBeInTheDocument()
    expect(field).toHaveFocus()
    // the code taken off can be scanned again as a new line, not a duplicate
    await user.type(field, `${first.code}{Enter}`)
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getByText('Đã quét 2 mã, 2 đúng hàng')).toBeInTheDocument()
  })

  it('keeps the focus after a dialog, a toast, a live refresh and clearing the session', async () => {
    const { field, user, queryClient } = await openDesk()
    const parcel = waiting()[2]
    await user.type(field, `${parcel.code}{Enter}`)
    await user.click(await screen.findByRole('button', { name: `Xem hàng ${parcel.code}` }))
    const dialog = await findDialog('Sửa hàng chờ gửi')
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    await waitForClose(dialog)
    await waitFor(() => expect(field).toHaveFocus())

    act(() => toast.success('Đã lưu'))
    await screen.findByText('Đã lưu')
    expect(field).toHaveFocus()

    const before = rows().length
    await act(() => queryClient.invalidateQueries())
    expect(field).toHaveFocus()
    expect(rows()).toHaveLength(before)

    await user.click(screen.getByRole('button', { name: 'Xóa danh sách quét' }))
    const confirm = await findDialog('Xóa toàn bộ danh sách quét của phiên này?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa danh sách quét' }))
    await waitForClose(confirm)
    expect(screen.getByText('Chưa quét mã nào')).toBeInTheDocument()
    await waitFor(() => expect(field).toHaveFocus())
  })

  it('speaks English too, and the mute is remembered', async () => {
    const { field, user } = await openDesk()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    await screen.findByRole('table', { name: 'Scan list' })
    await user.click(field)
    await user.type(field, 'ZZ1{Enter}')
    await waitFor(() => expect(result()).toHaveTextContent('Unknown code: ZZ1'))
    expect(result()).toHaveTextContent('No parcel has the code ZZ1')
    expect(screen.getByText('1 code scanned, 0 expected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mute the sounds' }))
    expect(localStorage.getItem('scan-muted')).toBe('1')
    expect(screen.getByRole('button', { name: 'Turn the sounds on' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(field).toHaveFocus())
  })
})
