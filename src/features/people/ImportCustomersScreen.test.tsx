/* /import-customer through the real app, against the demo backend (msw/node). */
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { File as NodeFile } from 'node:buffer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import {
  catchDownloads,
  db,
  findDialog,
  holdNextRequest,
  revokeCodes,
  server,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'
import { writeXlsx, type XlsxCell } from '../../../mocks/xlsx'
import { readXlsx } from '../../../mocks/xlsx-read'

withDemoBackend([() => import('./ImportCustomersPage')])

const P = API.customerImport
const HEADER = [
  'Họ và tên',
  'Số điện thoại',
  'Email',
  'Ngày sinh (DD/MM/YYYY)',
  'Giới tính (Nam/Nữ)',
  'Địa chỉ',
  'Ngày đi (DD/MM/YYYY)',
  'Chuyến',
]

// jsdom's FormData and File do not reach Node's fetch intact: the upload uses Node's own, as a browser's are
// (as ImageUploadField.test.tsx does).
beforeEach(async () => {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor
  vi.stubGlobal('FormData', NodeFormData)
  onTestFinished(() => void vi.unstubAllGlobals())
})

const xlsxFile = (rows: XlsxCell[][], name = 'khach-hang.xlsx') =>
  new NodeFile([writeXlsx('Khách', rows)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }) as unknown as File

/** Three good rows (one a known customer's phone) and two bad ones. */
function fiveRows(): XlsxCell[][] {
  const known = db.customers.all()[0]
  db.customers.update(known.id, { email: null })
  return [
    HEADER,
    ['Phạm Minh Khoa', '0912 000 111', null, null, 'Nam', null, null, null],
    ['', '0912000222', null, null, null, null, null, null],
    ['Lê Thu Hà', '0912000333', null, null, 'Nữ', null, null, null],
    ['Khách Trùng', '0912.000.111', null, null, null, null, null, null],
    [known.fullname, known.phone, 'moi@example.com', null, null, null, null, null],
  ]
}

/** The method and path of every request the app sends from now on. */
function wireLog() {
  const log: string[] = []
  const listener = ({ request }: { request: Request }) =>
    void log.push(`${request.method} ${new URL(request.url).pathname}`)
  server.events.on('request:start', listener)
  onTestFinished(() => server.events.removeListener('request:start', listener))
  return log
}

async function openImport() {
  await signInDemo('admin', 'admin123')
  const log = wireLog()
  renderApp('/import-customer')
  const input = (await screen.findByLabelText('Chọn tệp Excel')) as HTMLInputElement
  expect(screen.getByText(/Chọn một tệp .xlsx theo mẫu/)).toBeInTheDocument()
  return { input, log, user: userEvent.setup({ delay: null }) }
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

describe('/import-customer', () => {
  it('previews a file with its errors, imports the valid rows, counts them and offers the skipped rows', async () => {
    const { input, log, user } = await openImport()
    const before = db.customers.all().length
    await user.upload(input, xlsxFile(fiveRows()))

    expect(await screen.findByText('3 dòng hợp lệ, 2 dòng lỗi')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Các dòng của tệp' })
    expect(dataRows(table)).toHaveLength(5)
    const row = (n: number) =>
      dataRows(table).find((r) => within(r).getByRole('rowheader').textContent === String(n))!
    expect(row(3)).toHaveTextContent('Vui lòng nhập họ và tên')
    expect(row(5)).toHaveTextContent('Số điện thoại trùng với dòng 2')
    expect(row(6)).toHaveTextContent(/Đã là khách hàng .+: dòng này chỉ bổ sung thông tin còn trống của họ/)
    expect(row(2)).toHaveTextContent('Hợp lệ')
    expect(log.filter((l) => l.includes('/import/'))).toEqual([`POST ${P.preview}`])

    await user.click(screen.getByRole('checkbox', { name: 'Chỉ xem dòng có lỗi' }))
    await waitFor(() =>
      expect(dataRows(table).map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['3', '5']),
    )

    // asked first: declining imports nothing
    await user.click(screen.getByRole('button', { name: 'Nhập 3 dòng hợp lệ' }))
    const declined = await findDialog('Nhập 3 dòng hợp lệ? Các dòng lỗi được bỏ qua.')
    await user.click(within(declined).getByRole('button', { name: 'Hủy' }))
    await waitForClose(declined)
    expect(log.filter((l) => l.includes('/import/'))).toEqual([`POST ${P.preview}`])

    // the progress counts the chunks the backend has staged
    const release = holdNextRequest(P.stage)
    await user.click(screen.getByRole('button', { name: 'Nhập 3 dòng hợp lệ' }))
    const question = await findDialog('Nhập 3 dòng hợp lệ? Các dòng lỗi được bỏ qua.')
    await user.click(within(question).getByRole('button', { name: 'Nhập 3 dòng hợp lệ' }))
    expect(await screen.findByText('Đã gửi 0/1 phần (0 dòng)')).toBeInTheDocument()
    release()

    expect(
      await screen.findByText(
        'Đã nhập: 2 khách hàng mới, 1 khách hàng được bổ sung thông tin, 0 không đổi, 2 dòng bỏ qua.',
      ),
    ).toBeInTheDocument()
    expect(db.customers.all()).toHaveLength(before + 2)
    expect(log.filter((l) => l.includes('/import/'))).toEqual([
      `POST ${P.preview}`,
      `POST ${P.stage}`,
      `POST ${P.commit}`,
    ])

    const downloads = catchDownloads()
    await user.click(screen.getByRole('button', { name: /Tải các dòng bỏ qua/ }))
    await user.click(
      within(await findDialog('Bạn có chắc chắn muốn xuất?')).getByRole('button', { name: 'Đồng ý' }),
    )
    expect(await screen.findByText('Đã tải các dòng bỏ qua')).toBeInTheDocument()
    expect(log.filter((l) => l.startsWith(`GET ${P.skipped}/`))).toHaveLength(1)
    expect(downloads.name()).toBe('dong-khong-nhap.xlsx')
    const sheet = readXlsx(new Uint8Array(await downloads.file()!.arrayBuffer()))
    expect(sheet.map((r) => r.at(-1))).toEqual([
      'Lý do',
      'Vui lòng nhập họ và tên',
      'Số điện thoại trùng với dòng 2',
    ])
  })

  it('refuses a file whose header is not the template’s, showing only why', async () => {
    const { input, user } = await openImport()
    await user.upload(
      input,
      xlsxFile(
        [
          ['Tên', 'Điện thoại'],
          ['An', '0912000111'],
        ],
        'sai-mau.xlsx',
      ),
    )
    expect(await screen.findByText(/^Dòng tiêu đề không đúng mẫu: thiếu cột “Họ và tên”/)).toBeInTheDocument()
    expect(screen.getByText('Tệp không được nhận')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /dòng hợp lệ/ })).not.toBeInTheDocument()
  })

  it('keeps the file and the preview when the import fails on the way, and imports on the next try', async () => {
    const { input, user } = await openImport()
    const before = db.customers.all().length
    await user.upload(input, xlsxFile(fiveRows()))
    await screen.findByText('3 dòng hợp lệ, 2 dòng lỗi')
    server.use(http.post(`*${P.stage}`, () => HttpResponse.error(), { once: true }))
    const importButton = screen.getByRole('button', { name: 'Nhập 3 dòng hợp lệ' })
    await user.click(importButton)
    await user.click(
      within(await findDialog('Nhập 3 dòng hợp lệ? Các dòng lỗi được bỏ qua.')).getByRole('button', {
        name: 'Nhập 3 dòng hợp lệ',
      }),
    )
    expect(await screen.findByText(/Chưa nhập được\. Chưa có dòng nào được ghi/)).toBeInTheDocument()
    expect(db.customers.all()).toHaveLength(before)
    expect(screen.getByRole('table', { name: 'Các dòng của tệp' })).toBeInTheDocument()
    expect(screen.getAllByText('Tệp: khach-hang.xlsx').length).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Nhập 3 dòng hợp lệ' }))
    await user.click(
      within(await findDialog('Nhập 3 dòng hợp lệ? Các dòng lỗi được bỏ qua.')).getByRole('button', {
        name: 'Nhập 3 dòng hợp lệ',
      }),
    )
    expect(await screen.findByText(/^Đã nhập: 2 khách hàng mới/)).toBeInTheDocument()
    expect(db.customers.all()).toHaveLength(before + 2)
  })

  it('says which row is no longer valid when the import is refused, writes nothing and previews the file again', async () => {
    const { input, user } = await openImport()
    const before = db.customers.all().length
    const map = db.maps.all().find((m) => m.status === 1)!
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
    })
    await user.upload(
      input,
      xlsxFile([
        HEADER,
        ['Phạm Minh Khoa', '0912000111', null, null, null, null, null, null],
        ['Lê Thu Hà', '0912000333', null, null, null, null, tomorrow, map.details[0].forward.name],
      ]),
    )
    await screen.findByText('2 dòng hợp lệ, 0 dòng lỗi')
    // meanwhile the route is closed: row 3's direction is no longer one to wait for
    db.maps.update(map.id, { status: 0 })
    await user.click(screen.getByRole('button', { name: 'Nhập 2 dòng hợp lệ' }))
    await user.click(
      within(await findDialog('Nhập 2 dòng hợp lệ? Các dòng lỗi được bỏ qua.')).getByRole('button', {
        name: 'Nhập 2 dòng hợp lệ',
      }),
    )
    expect(await screen.findByText(/^Dòng 3: /)).toBeInTheDocument()
    expect(db.customers.all()).toHaveLength(before)
    // the preview of now
    expect(await screen.findByText('1 dòng hợp lệ, 1 dòng lỗi')).toBeInTheDocument()
  })

  it('commits again when the answer of a commit was lost, and nothing is written twice', async () => {
    const { input, log, user } = await openImport()
    const before = db.customers.all().length
    await user.upload(input, xlsxFile(fiveRows()))
    await screen.findByText('3 dòng hợp lệ, 2 dòng lỗi')
    // the commit is made, its answer never arrives
    server.use(
      http.post(
        `*${P.commit}`,
        async ({ request }) => {
          await fetch(request.clone())
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    const confirmImport = async () => {
      await user.click(screen.getByRole('button', { name: 'Nhập 3 dòng hợp lệ' }))
      await user.click(
        within(await findDialog('Nhập 3 dòng hợp lệ? Các dòng lỗi được bỏ qua.')).getByRole('button', {
          name: 'Nhập 3 dòng hợp lệ',
        }),
      )
    }
    await confirmImport()
    expect(await screen.findByText(/Chưa nhập được/)).toBeInTheDocument()
    await confirmImport()
    expect(await screen.findByText(/^Đã nhập: 2 khách hàng mới/)).toBeInTheDocument()
    expect(db.customers.all()).toHaveLength(before + 2)
    // staged once, committed twice
    expect(log.filter((l) => l === `POST ${P.stage}`)).toHaveLength(1)
    expect(log.filter((l) => l === `POST ${P.commit}`).length).toBeGreaterThanOrEqual(2)
  })

  it('shows the 403 page without customer.create', async () => {
    revokeCodes('quan-ly', 'customer.create')
    await signInDemo('quanly', 'quanly123')
    renderApp('/import-customer')
    expect(await screen.findByText('403')).toBeInTheDocument()
  })
})
