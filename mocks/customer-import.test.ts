// @vitest-environment node
/**
 * The customers' import (`/api/customer/import/*`, handlers/customer-import.ts): the template, the preview of
 * every row, the refusals of a whole file, the staged commit that checks again and writes all at once, the
 * waiting bookings of rows with a day and a trip, the skipped rows' file, and the 5,000-row limit.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { IMPORT_CHUNK } from '../src/api/contracts/customer-import.ts'
import { API, CLIENT_HEADER } from '../src/api/paths.ts'
import type { ImportPreview, ImportResult } from '../src/api/schemas/customers.ts'
import { addDays, vnToday } from './db/time.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { accountWith, BASE, call, login, request } from './test-client.ts'
import { writeXlsx, type XlsxCell } from './xlsx.ts'
import { readXlsx } from './xlsx-read.ts'
import { SETTINGS_API } from '../src/api/contracts/settings-paths.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const P = API.customerImport
const HEADER = [
  'Họ và tên',
  'Số điện thoại',
  'Email',
  'Ngày sinh (DD/MM/YYYY)',
  'Giới tính (Nam/Nữ)',
  'Địa chỉ',
  'Ngày đi (DD/MM/YYYY)',
  'Chuyến (chiều đi, vd. Sài Gòn ➡️ Đà Lạt)',
]
const dmy = (iso: string) => iso.split('-').reverse().join('/')
const tomorrow = () => dmy(addDays(vnToday(), 1))

/** A usable direction (its route active) and its name typed with "->" instead of the arrow. */
function direction() {
  const entry = db.maps.all().find((m) => m.status === 1)!.details[0].forward
  return { id: entry.id, typed: entry.name.replace(/\s*➡️\s*/, ' -> ').toUpperCase() }
}

/** POST the workbook `rows` to the preview, as the screen does (multipart, field `file`). */
async function preview(token: string, rows: XlsxCell[][], lang?: string) {
  const form = new FormData()
  form.append('file', new File([writeXlsx('Khách', rows) as Uint8Array<ArrayBuffer>], 'khach-hang.xlsx'))
  const res = await fetch(`${BASE}${P.preview}`, {
    method: 'POST',
    headers: {
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      authorization: `Bearer ${token}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
    body: form,
  })
  return { status: res.status, body: (await res.json()) as { message: string; data: ImportPreview | null } }
}

/** The valid rows' numbers of a preview, as the screen sends them. */
const validRows = (answer: ImportPreview) => answer.rows.filter((r) => !r.errors.length).map((r) => r.row)

/** The valid rows of a preview sent in chunks, then the commit. */
async function importValid(token: string, answer: ImportPreview) {
  const valid = validRows(answer)
  for (let i = 0; i < valid.length; i += IMPORT_CHUNK) {
    const staged = await call(P.stage, {
      token,
      body: { import_id: answer.import_id, rows: valid.slice(i, i + IMPORT_CHUNK) },
    })
    expect(staged.status).toBe(200)
  }
  return call<ImportResult>(P.commit, { token, body: { import_id: answer.import_id } })
}

/** Three good rows (one of a known customer, one with a day and a trip) and two bad ones. */
function fiveRows() {
  const known = db.customers.all()[0]
  db.customers.update(known.id, { email: null, address: null })
  const trip = direction()
  const rows: XlsxCell[][] = [
    HEADER,
    ['Phạm Minh Khoa', '0912 000 111', 'khoa@example.com', '02/03/1991', 'Nam', 'Đà Lạt', null, null],
    ['', '0912000222', null, null, null, null, null, null],
    ['Lê Thu Hà', 912000333, null, null, 'Nữ', null, tomorrow(), trip.typed],
    ['Khách Trùng', '0912.000.111', null, null, null, null, null, null],
    [known.fullname, known.phone, 'moi@example.com', null, null, '5 Trần Phú', null, null],
  ]
  return { rows, known, trip }
}

describe('the template', () => {
  it('has the columns in the request’s language and an example row that imports', async () => {
    const admin = await login('admin', 'admin123')
    const vi = await request(P.template, { token: admin })
    expect(vi.status).toBe(200)
    expect(vi.headers.get('content-disposition')).toContain('mau-nhap-khach-hang.xlsx')
    const sheet = readXlsx(new Uint8Array(await vi.arrayBuffer()))
    expect(sheet[0]).toEqual(HEADER)
    expect(sheet).toHaveLength(2)
    const en = readXlsx(
      new Uint8Array(await (await request(P.template, { token: admin, lang: 'en' })).arrayBuffer()),
    )
    expect(en[0]).toEqual([
      'Full name',
      'Phone',
      'Email',
      'Birthday (DD/MM/YYYY)',
      'Gender (Male/Female)',
      'Address',
      'Departure date (DD/MM/YYYY)',
      'Trip (direction, e.g. Sài Gòn ➡️ Đà Lạt)',
    ])
    const checked = await preview(admin, sheet)
    expect(checked.body.data).toMatchObject({ valid: 1, invalid: 0, rows: [{ row: 2, errors: [] }] })
  })

  it('follows the import’s template in the settings: its columns, order and headers; a name and a phone in every file', async () => {
    const admin = await login('admin', 'admin123')
    const column = (key: string, shown = true, header: object = {}) => ({ key, shown, header })
    const save = (columns: unknown[]) =>
      call(SETTINGS_API.templateImport, { token: admin, body: { id: 'khach-hang', version: 0, columns } })
    const refused = await save([column('email'), column('fullname', false)])
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ columns: ['Tệp nhập phải có cột “Họ và tên”, “Số điện thoại”'] })
    // a day and a trip make a booking together; the skipped rows' reason column is no header to take
    expect((await save([column('fullname'), column('phone'), column('departure_date')])).body.errors).toEqual(
      {
        columns: [
          'Cột “Ngày đi (DD/MM/YYYY)” đi cùng cột “Chuyến (chiều đi, vd. Sài Gòn ➡️ Đà Lạt)”: hãy giữ cả hai hoặc bỏ cả hai',
        ],
      },
    )
    expect((await save([column('fullname', true, { en: 'Reason' }), column('phone')])).body.errors).toEqual({
      columns: ['Tiêu đề “Reason” trùng với cột “Lý do”'],
    })
    const saved = await save([
      column('phone', true, { vi: 'SĐT', en: null }),
      column('fullname'),
      column('address'),
    ])
    expect(saved.status).toBe(200)
    const sheet = readXlsx(new Uint8Array(await (await request(P.template, { token: admin })).arrayBuffer()))
    expect(sheet).toEqual([
      ['SĐT', 'Họ và tên', 'Địa chỉ'],
      ['0912.345.678', 'Nguyễn Văn An', expect.any(String)],
    ])
    // its own headers, or the default ones in either language; a column it leaves out is refused by name
    const checked = await preview(admin, [
      ['Phone', 'họ và tên', 'Địa chỉ'],
      ['0912000111', 'An', 'Huế'],
      ['0912000222', '', 'Huế'],
    ])
    expect(checked.body.data).toMatchObject({
      valid: 1,
      rows: [{ phone: '0912000111', fullname: 'An', email: '', errors: [] }, { row: 3 }],
    })
    const extra = await preview(admin, [
      [...sheet[0], 'Email'],
      ['0912000111', 'An', 'Huế', 'an@x.vn'],
    ])
    expect(extra.status).toBe(422)
    expect(extra.body.message).toBe(
      'Dòng tiêu đề không đúng mẫu: cột không có trong mẫu “Email”. Hãy dùng tệp mẫu.',
    )
    // the skipped rows come back in the template's columns, and import again once fixed
    const result = await importValid(admin, checked.body.data!)
    expect(result.body.data).toMatchObject({ created: 1, skipped: 1 })
    const skipped = readXlsx(
      new Uint8Array(
        await (await request(`${P.skipped}/${checked.body.data!.import_id}`, { token: admin })).arrayBuffer(),
      ),
    )
    expect(skipped).toEqual([
      ['SĐT', 'Họ và tên', 'Địa chỉ', 'Lý do'],
      ['0912000222', null, 'Huế', 'Vui lòng nhập họ và tên'],
    ])
    skipped[1][1] = 'Bình'
    expect((await preview(admin, skipped)).body.data).toMatchObject({ valid: 1, invalid: 0 })
  })

  it('needs customer.create', async () => {
    const { token } = await accountWith(['customer'])
    expect((await request(P.template, { token })).status).toBe(403)
    expect((await preview(token, [HEADER, ['An', '0912000111']])).status).toBe(403)
  })
})

describe('the preview', () => {
  it('checks every row and writes nothing: errors in words, the duplicate’s first row, a known phone’s notice', async () => {
    const admin = await login('admin', 'admin123')
    const { rows, known } = fiveRows()
    const before = db.customers.all().length
    const res = await preview(admin, rows)
    expect(res.status).toBe(200)
    const data = res.body.data!
    expect(data).toMatchObject({ valid: 3, invalid: 2 })
    expect(data.rows.map((r) => [r.row, r.errors, r.notice])).toEqual([
      [2, [], null],
      [3, ['Vui lòng nhập họ và tên'], null],
      [4, [], null],
      [5, ['Số điện thoại trùng với dòng 2'], null],
      [6, [], `Đã là khách hàng ${known.fullname}: dòng này chỉ bổ sung thông tin còn trống của họ`],
    ])
    // a phone typed as a number got its 0 back
    expect(data.rows[2].phone).toBe('0912000333')
    expect(db.customers.all()).toHaveLength(before)
  })

  it('says a bad phone, an unknown trip and a past day in the clerk’s language', async () => {
    const admin = await login('admin', 'admin123')
    const res = await preview(
      admin,
      [
        HEADER,
        ['An', '12345', null, null, null, null, null, null],
        ['Bình', '0912000444', null, null, null, null, dmy(addDays(vnToday(), -1)), 'Huế -> Hội An'],
      ],
      'en',
    )
    expect(res.body.data!.rows.map((r) => r.errors)).toEqual([
      ['A mobile number has 10 digits and starts with 03, 05, 07, 08 or 09'],
      [`Departure date ${dmy(addDays(vnToday(), -1))} has passed`, 'No trip “Huế -> Hội An”'],
    ])
  })

  it('refuses a file whose header is not the template’s, naming the columns, and nothing else', async () => {
    const admin = await login('admin', 'admin123')
    const res = await preview(admin, [
      ['Tên khách', ...HEADER.slice(1, 7), 'Ghi chú'],
      ['An', '0912000111'],
    ])
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(
      'Dòng tiêu đề không đúng mẫu: thiếu cột “Họ và tên”, “Chuyến (chiều đi, vd. Sài Gòn ➡️ Đà Lạt)”; cột không có trong mẫu “Tên khách”, “Ghi chú”. Hãy dùng tệp mẫu.',
    )
    expect(res.body.data).toBeNull()
  })

  it('refuses 5,001 rows with the limit in the message', async () => {
    const admin = await login('admin', 'admin123')
    const rows = Array.from({ length: 5001 }, (_, i) => [`Khách ${i}`, `09${String(i).padStart(8, '0')}`])
    const res = await preview(admin, [HEADER, ...rows])
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Tệp có 5.001 dòng: mỗi lần nhập tối đa 5.000 dòng')
  })
})

describe('the import', () => {
  it('creates, fills in a known customer’s empty details, skips the bad rows, announces it, and offers them back', async () => {
    const admin = await login('admin', 'admin123')
    const { rows, known, trip } = fiveRows()
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const answer = (await preview(admin, rows)).body.data!
    const res = await importValid(admin, answer)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ created: 2, updated: 1, unchanged: 0, skipped: 2, waiting: 1 })
    const khoa = db.customers.findBy((c) => c.phone === '0912000111')!
    expect(khoa).toMatchObject({
      fullname: 'Phạm Minh Khoa',
      email: 'khoa@example.com',
      birthday: '1991-03-02',
      gender: 1,
    })
    // the known customer: their empty email and address filled, their name kept
    expect(db.customers.find(known.id)).toMatchObject({
      fullname: known.fullname,
      email: 'moi@example.com',
      address: '5 Trần Phú',
    })
    const ha = db.customers.findBy((c) => c.phone === '0912000333')!
    expect(events).toEqual(
      expect.arrayContaining([
        ['customer:created', { ids: [khoa.id, ha.id] }],
        ['customer:updated', { ids: [known.id] }],
        ['booking-waiting:created', { ids: [expect.any(Number)] }],
      ]),
    )
    // the waiting booking of the row with a day and a trip: one ticket, clerk-made, opened
    const booking = db.waitingBookings.findBy((b) => b.phone === '0912000333')!
    expect(booking).toMatchObject({
      customer_id: ha.id,
      customer_name: 'Lê Thu Hà',
      map_detail_id: trip.id,
      departure_date: addDays(vnToday(), 1),
      number_ticket: 1,
      source: 0,
      status: 0,
      employee_id: expect.any(Number),
    })
    expect(booking.opened_at).not.toBeNull()

    const skipped = await request(`${P.skipped}/${answer.import_id}`, { token: admin })
    expect(skipped.status).toBe(200)
    const sheet = readXlsx(new Uint8Array(await skipped.arrayBuffer()))
    expect(sheet[0]).toEqual([...HEADER, 'Lý do'])
    expect(sheet.slice(1).map((r) => [r[1], r[8]])).toEqual([
      ['0912000222', 'Vui lòng nhập họ và tên'],
      ['0912.000.111', 'Số điện thoại trùng với dòng 2'],
    ])
    // a commit sent again (its answer lost on the way) answers the same, and writes nothing twice
    const customers = db.customers.all().length
    const bookings = db.waitingBookings.all().length
    const again = await call<ImportResult>(P.commit, { token: admin, body: { import_id: answer.import_id } })
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(res.body.data)
    expect(db.customers.all()).toHaveLength(customers)
    expect(db.waitingBookings.all()).toHaveLength(bookings)
    // nor can its rows be staged again
    expect(
      (await call(P.stage, { token: admin, body: { import_id: answer.import_id, rows: [2] } })).status,
    ).toBe(404)
  })

  it('stages the file’s rows by number: a row the preview refused, or not in the file, is refused', async () => {
    const admin = await login('admin', 'admin123')
    const { rows } = fiveRows()
    const answer = (await preview(admin, rows)).body.data!
    const stage = (rowNumbers: unknown) =>
      call(P.stage, { token: admin, body: { import_id: answer.import_id, rows: rowNumbers } })
    const refused = await stage([3])
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Dòng 3: Vui lòng nhập họ và tên')
    expect((await stage([99])).body.message).toBe('Dòng 99 không có trong tệp đã xem trước')
    expect((await stage([{ row: 2, fullname: 'Giả' }])).status).toBe(422)
    expect((await stage(validRows(answer))).status).toBe(200)
  })

  it('checks again at the commit: a trip closed since the preview refuses the import, and nothing is written', async () => {
    const admin = await login('admin', 'admin123')
    const { rows } = fiveRows()
    const answer = (await preview(admin, rows)).body.data!
    const staged = await call(P.stage, {
      token: admin,
      body: { import_id: answer.import_id, rows: validRows(answer) },
    })
    expect(staged.status).toBe(200)
    const map = db.maps.all().find((m) => m.status === 1)!
    db.maps.update(map.id, { status: 0 })
    const customers = db.customers.all().length
    const bookings = db.waitingBookings.all().length
    const res = await call<ImportResult>(P.commit, { token: admin, body: { import_id: answer.import_id } })
    expect(res.status).toBe(422)
    expect(res.body.message).toMatch(
      /^Chưa nhập dòng nào: Dòng 4: .+\. Bản xem trước đã được kiểm tra lại\.$/,
    )
    expect(db.customers.all()).toHaveLength(customers)
    expect(db.waitingBookings.all()).toHaveLength(bookings)
  })

  it('keeps a clerk’s import to that clerk', async () => {
    const admin = await login('admin', 'admin123')
    const answer = (await preview(admin, fiveRows().rows)).body.data!
    const { token } = await accountWith(['customer.create'])
    const body = { import_id: answer.import_id, rows: validRows(answer) }
    expect((await call(P.stage, { token, body })).status).toBe(404)
    expect((await call(P.commit, { token, body: { import_id: answer.import_id } })).status).toBe(404)
    expect((await request(`${P.skipped}/${answer.import_id}`, { token })).status).toBe(404)
  })

  it('imports 5,000 rows in chunks of 500 and one commit', async () => {
    const admin = await login('admin', 'admin123')
    const trip = direction()
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `Khách Số ${i}`,
      `03${String(i).padStart(8, '0')}`,
      null,
      null,
      i % 2 ? 'Nam' : 'Nữ',
      null,
      i % 10 ? null : tomorrow(),
      i % 10 ? null : trip.typed,
    ])
    const customers = db.customers.all().length
    const started = performance.now()
    const answer = (await preview(admin, [HEADER, ...rows])).body.data!
    const previewed = performance.now()
    expect(answer).toMatchObject({ valid: 5000, invalid: 0 })
    const res = await importValid(admin, answer)
    const done = performance.now()
    console.info(
      `5,000 rows: preview ${Math.round(previewed - started)} ms, stage and commit ${Math.round(done - previewed)} ms`,
    )
    expect(res.body.data).toEqual({ created: 5000, updated: 0, unchanged: 0, skipped: 0, waiting: 500 })
    expect(db.customers.all()).toHaveLength(customers + 5000)
  }, 60_000)
})
