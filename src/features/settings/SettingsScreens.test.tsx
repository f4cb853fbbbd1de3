/* /setting-general, /setting-appearance and /about through the real app, against the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import { version } from '../../../package.json'
import { callApi, db, grantCodes, recordRequests, signInDemo, withDemoBackend } from '../../test/demo-backend'
import { runtime } from '../../../mocks/db/index'

withDemoBackend([
  () => import('./GeneralSettingsPage'),
  () => import('./AppearancePage'),
  () => import('./AboutPage'),
])

async function open(path: string, username = 'admin', password = 'admin123') {
  const session = await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp(path)
  const heading = await screen.findByRole('heading', { level: 1 })
  return { ...app, ...session, wire, heading, user: userEvent.setup({ delay: null }) }
}

/** The save button (its name gains antd's "loading" while a save runs, and keeps it in jsdom afterwards). */
const SAVE = /Lưu$/

const preview = () => within(screen.getByRole('region', { name: 'Xem trước' }))

describe('/setting-general', () => {
  it('shows the settings, the secrets as stored, and previews the chosen symbols and formats as they change', async () => {
    const { user } = await open('/setting-general')
    expect(await screen.findByLabelText('Tên nhà xe')).toHaveValue('Công ty TNHH Vận tải Phương Nam')
    expect(screen.getByLabelText('Máy chủ thư (SMTP)')).toHaveValue('smtp.phuongnam.vn')
    const password = screen.getByLabelText('Mật khẩu thư')
    expect(password).toHaveValue('')
    expect(password).toHaveAttribute('placeholder', 'Đã lưu')
    expect(preview().getByText('1.250.000 ₫')).toBeInTheDocument()
    expect(preview().getByText('1.234,5')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Dấu phân cách hàng nghìn'), 'Dấu phẩy (,)')
    await user.selectOptions(screen.getByLabelText('Dấu thập phân'), 'Dấu chấm (.)')
    await user.clear(screen.getByLabelText('Ký hiệu tiền tệ'))
    await user.type(screen.getByLabelText('Ký hiệu tiền tệ'), 'VND')
    expect(preview().getByText('1,250,000 VND')).toBeInTheDocument()
    expect(preview().getByText('1,234.5')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Định dạng ngày'), 'MM-DD-YY')
    await user.selectOptions(screen.getByLabelText('Định dạng giờ'), 'hh:mm A')
    expect(preview().getByText(/^\d\d-\d\d-\d\d \d\d:\d\d (AM|PM)$/)).toBeInTheDocument()
  })

  it('refuses the same decimal and digit-group symbol beside the field, before sending', async () => {
    const { user, wire } = await open('/setting-general')
    await user.selectOptions(await screen.findByLabelText('Dấu thập phân'), 'Dấu chấm (.)')
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Dấu phân cách hàng nghìn phải khác dấu thập phân')).toBeInTheDocument()
    expect(screen.getByLabelText('Dấu phân cách hàng nghìn')).toHaveAttribute('aria-invalid', 'true')
    expect(wire.to(API.setting.update)).toHaveLength(0)
  })

  it('saves with the version read; an empty secret is not sent, a typed one is, and never comes back', async () => {
    const { user, wire } = await open('/setting-general')
    const title = await screen.findByLabelText('Tiêu đề')
    await user.clear(title)
    await user.type(title, 'Nhà xe Phương Nam Mới')
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Cập nhật thành công')).toBeInTheDocument()
    const first = (await wire.to(API.setting.update)[0].body) as Record<string, unknown>
    expect(first).toMatchObject({ version: 1, title: 'Nhà xe Phương Nam Mới', mail_password: '' })
    expect(db.settings.title).toBe('Nhà xe Phương Nam Mới')
    expect(db.privateSettings.mail_password).toBe('demo-mail-password')
    await user.type(screen.getByLabelText('Mật khẩu thư'), 'mat-khau-moi')
    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() => expect(db.privateSettings.mail_password).toBe('mat-khau-moi'))
    const second = (await wire.to(API.setting.update)[1].body) as Record<string, unknown>
    expect(second).toMatchObject({ version: 2, mail_password: 'mat-khau-moi' })
    await waitFor(() => expect(screen.getByLabelText('Mật khẩu thư')).toHaveValue(''))
    expect(screen.getByLabelText('Mật khẩu thư')).toHaveAttribute('placeholder', 'Đã lưu')
  })

  it('keeps what was typed when someone saved meanwhile, and offers the latest version', async () => {
    const { user, token } = await open('/setting-general')
    const subtitle = await screen.findByLabelText('Tiêu đề phụ')
    await user.clear(subtitle)
    await user.type(subtitle, 'Xe giường nằm cao cấp')
    await callApi(API.setting.update, { token, body: { version: 1, phone: '1900 1234' } })
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText(/đã được người khác thay đổi/)).toBeInTheDocument()
    expect(subtitle).toHaveValue('Xe giường nằm cao cấp')
    await user.click(screen.getByRole('button', { name: 'Tải bản mới nhất' }))
    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() => expect(db.settings.subtitle).toBe('Xe giường nằm cao cấp'))
    expect(db.settings.phone).toBe('1900 1234')
  })

  it('sends a test mail to the signed-in user, not while the mail server has unsaved changes', async () => {
    const { user } = await open('/setting-general')
    const send = await screen.findByRole('button', { name: 'Gửi thư thử' })
    expect(screen.getByText('Thư thử gửi tới admin@nhaxe.vn qua máy chủ thư đã lưu.')).toBeInTheDocument()
    await user.click(send)
    expect(await screen.findByText('Đã gửi thư thử tới admin@nhaxe.vn')).toBeInTheDocument()
    expect(runtime.outbox.map((mail) => mail.to)).toEqual(['admin@nhaxe.vn'])
    await user.type(screen.getByLabelText('Cổng'), '0')
    expect(send).toBeDisabled()
    expect(screen.getByText('Hãy lưu thay đổi của máy chủ thư trước khi gửi thư thử.')).toBeInTheDocument()
  })

  it('is refused to a holder of setting.language alone, who reads the appearance without changing it', async () => {
    grantCodes('le-tan-sai-gon', 'setting.language')
    const { router } = await open('/setting-general', 'letan.sg', 'letan123')
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này!')).toBeInTheDocument()
    await router.navigate({ to: '/setting-appearance' })
    expect(
      await screen.findByRole('heading', { name: 'Ngôn ngữ và giao diện', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent('Cần quyền “Lưu cài đặt” để thay đổi')
    expect(screen.getByRole('radio', { name: 'Tối' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Đỏ' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull()
  })
})

describe('/setting-appearance', () => {
  it('shows the colour’s contrast and a preview in the chosen theme, then saves everyone’s defaults', async () => {
    const { user, wire } = await open('/setting-appearance')
    expect(
      await screen.findByRole('figure', { name: 'Xem trước giao diện Sáng, màu Xanh dương' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Tối' }))
    await user.click(screen.getByRole('radio', { name: 'Đỏ' }))
    const figure = screen.getByRole('figure', { name: 'Xem trước giao diện Tối, màu Đỏ' })
    expect(figure.querySelector('[data-theme-mode="dark"]')).not.toBeNull()
    expect(screen.getByText(/^Chữ trắng trên màu Đỏ: [\d,]+:1 — đạt chuẩn AA/)).toBeInTheDocument()
    expect(screen.getByText(/^Liên kết trên nền Tối: [\d,]+:1 — đạt chuẩn AA/)).toBeInTheDocument()
    // nothing applied before saving
    expect(document.documentElement.dataset.theme).toBe('light')
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Cập nhật thành công')).toBeInTheDocument()
    expect(await wire.to(API.setting.update)[0].body).toEqual({
      version: 1,
      default_language: 'vi-VN',
      default_theme: 1,
      main_color: 7,
    })
    expect(db.settings).toMatchObject({ default_theme: 1, main_color: 7 })
    // the admin chose no theme of their own: the new default applies at once
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'))
  })
})

describe('/about', () => {
  it('shows the operator, the app’s version and what is new', async () => {
    await open('/about')
    expect(await screen.findByText('Công ty TNHH Vận tải Phương Nam')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '1900.6868' })).toHaveAttribute('href', 'tel:19006868')
    expect(screen.getByText(version)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Có gì mới' })).toBeInTheDocument()
    // the first note of src/features/settings/whats-new.vi.md
    expect(screen.getByText(/^Cài đặt chung: thông tin nhà xe, logo và biểu tượng trang/)).toBeInTheDocument()
  })
})
