/*
 * /setting-template's export and import columns through the real app, against the demo backend (msw/node). A
 * file's form is a table of fields: they are found by their labels (role queries over it are slow in jsdom).
 */
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import {
  buttonNamed,
  callApi,
  db,
  grantCodes,
  recordRequests,
  signInDemo,
  withDemoBackend,
} from '../../test/demo-backend'
import { SETTINGS_API } from '../../api/contracts/settings-paths'

withDemoBackend([() => import('./TemplatesPage'), () => import('./ColumnTemplates')])

type User = ReturnType<typeof userEvent.setup>

async function openTab(tab: 'Cột xuất Excel' | 'Cột nhập Excel', username = 'admin', password = 'admin123') {
  await signInDemo(username, password)
  const wire = recordRequests()
  renderApp('/setting-template')
  const user = userEvent.setup({ delay: null })
  await user.click(await screen.findByRole('tab', { name: tab }))
  return { wire, user }
}

/** An export chosen by its name in the list of exports, as a clerk does. */
async function chooseFile(user: User, name: string) {
  await user.click(await screen.findByLabelText('Bản xuất Excel'))
  await user.click((await screen.findAllByTitle(name)).at(-1)!)
}

/** The shown file's table of columns. */
const columnsTable = () => screen.findByLabelText('Các cột của tệp')

/** The header row the file will have, as the screen shows it. */
const headerRow = async () =>
  within(await screen.findByLabelText('Dòng tiêu đề của tệp'))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent)

/** The button reading `text` of the shown file's form (the contract's tab keeps a form of its own). */
const buttonWithText = (text: string) =>
  within(screen.getByLabelText('Các cột của tệp').closest('form')!).getByText(text).closest('button')!

describe('/setting-template: the Excel columns', () => {
  it('sets an export’s columns: one left out, one renamed and moved first, announced, saved as shown', async () => {
    const { user, wire } = await openTab('Cột xuất Excel')
    await chooseFile(user, 'Xe')
    const table = within(await columnsTable())
    expect((await headerRow()).slice(0, 3)).toEqual(['Tên xe', 'Biển số', 'Hãng xe'])
    await user.click(table.getByLabelText('Tên xe'))
    await user.type(table.getByLabelText('Tiêu đề tiếng Việt của cột Biển số'), 'BKS')
    await user.click(buttonNamed(await columnsTable(), 'Chuyển lên: Biển số')!)
    // the focus stays with the moved column; the move is said
    expect(buttonNamed(await columnsTable(), 'Chuyển xuống: Biển số')).toHaveFocus()
    expect(screen.getByText('Đã chuyển cột Biển số tới vị trí 1')).toBeInTheDocument()
    expect((await headerRow()).slice(0, 2)).toEqual(['BKS', 'Hãng xe'])

    await user.click(buttonWithText('Lưu'))
    expect(await screen.findByText('Cập nhật thành công')).toBeInTheDocument()
    const [save] = wire.to(SETTINGS_API.templateExport).filter((call) => call.method === 'POST')
    const sent = (await save.body) as { id: string; version: number; columns: Array<{ key: string }> }
    expect(sent).toMatchObject({ id: 'xe', version: 0 })
    expect(sent.columns.slice(0, 2)).toEqual([
      { key: 'license_plate', shown: true, header: { vi: 'BKS', en: null } },
      { key: 'name', shown: false, header: { vi: null, en: null } },
    ])
    expect(db.templates.exports.xe.version).toBe(1)
  })

  it('refuses a file without columns before sending, and asks before leaving unsaved changes for another export', async () => {
    const { user, wire } = await openTab('Cột xuất Excel')
    await chooseFile(user, 'Xe')
    const table = await columnsTable()
    for (const box of table.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
      await user.click(box)
    await user.click(buttonWithText('Lưu'))
    expect(await screen.findByText('Hãy chọn ít nhất một cột')).toBeInTheDocument()
    expect(wire.to(SETTINGS_API.templateExport).filter((call) => call.method === 'POST')).toHaveLength(0)

    await chooseFile(user, 'Danh sách khách hàng')
    const question = await screen.findByText('Bỏ các thay đổi chưa lưu của tệp này?')
    await user.click(within(question.closest<HTMLElement>('[role="dialog"]')!).getByText('Hủy'))
    expect(await screen.findByLabelText('Xe', { selector: 'form' })).toBeInTheDocument()
    await chooseFile(user, 'Danh sách khách hàng')
    await user.click(await screen.findByText('Bỏ thay đổi'))
    expect(await screen.findByLabelText('Danh sách khách hàng', { selector: 'form' })).toBeInTheDocument()
  })

  it('keeps an import’s required columns; a save over another admin’s is a 409 with the latest offered', async () => {
    const { user } = await openTab('Cột nhập Excel')
    const table = within(await columnsTable())
    expect(table.getByLabelText('Họ và tên (bắt buộc)')).toBeDisabled()
    expect(table.getByLabelText('Số điện thoại (bắt buộc)')).toBeChecked()
    await user.click(table.getByLabelText('Email'))
    expect(await headerRow()).not.toContain('Email')
    // another administrator saves meanwhile
    const admin = await callApi<{ access_token: string }>(API.auth.login, {
      body: { username: 'admin', password: 'admin123' },
    })
    const other = await callApi(SETTINGS_API.templateImport, {
      token: admin.body.data.access_token,
      body: {
        id: 'khach-hang',
        version: 0,
        columns: [
          { key: 'phone', shown: true, header: {} },
          { key: 'fullname', shown: true, header: {} },
        ],
      },
    })
    expect(other.status).toBe(200)
    await user.click(buttonWithText('Lưu'))
    await user.click(await screen.findByText('Tải bản mới nhất'))
    await user.click(buttonWithText('Lưu'))
    expect(await screen.findByText('Cập nhật thành công')).toBeInTheDocument()
    // what this form showed, the other administrator's order gone: every column but the e-mail, in the default order
    const saved = db.templates.imports['khach-hang']
    expect(saved.version).toBe(2)
    expect(saved.columns.filter((c) => c.shown).map((c) => c.key)).toEqual([
      'fullname',
      'phone',
      'birthday',
      'gender',
      'address',
      'departure_date',
      'trip_name',
    ])
  })

  it('is read-only for a reader without setting.update', async () => {
    grantCodes('le-tan-sai-gon', 'setting.general')
    const { user } = await openTab('Cột xuất Excel', 'letan.sg', 'letan123')
    expect(await screen.findByText(/Bạn chỉ được xem/)).toBeInTheDocument()
    const table = await columnsTable()
    expect(table.querySelector('input[type="checkbox"]')).toBeDisabled()
    expect(within(table.closest('form')!).queryByText('Lưu')).toBeNull()
    await chooseFile(user, 'Xe')
    expect(await screen.findByLabelText('Xe', { selector: 'form' })).toBeInTheDocument()
  })
})
