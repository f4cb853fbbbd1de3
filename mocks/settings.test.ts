// @vitest-environment node
/** Settings writes (SPEC §3, §7 "Settings"): write-only secrets, who may save what, separators, versions, test mail. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API } from '../src/api/paths.ts'
import { readSheet } from 'read-excel-file/node'
import type { AdminSettings, ColumnTemplate } from '../src/api/schemas/settings.ts'
import { setEmitter } from './realtime.ts'
import { db, resetDb, runtime, server } from './node.ts'
import { accountWith, call, login, request } from './test-client.ts'
import { SETTINGS_API } from '../src/api/contracts/settings-paths.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const SECRETS = ['demo-mail-password', 'demo-captcha-secret', 'mat-khau-moi-2026', 'bi-mat-moi-2026']

/** The raw text of every answer a settings call gives: no secret may be in any of them. */
async function rawAnswers(token: string) {
  const answers = await Promise.all([
    request(API.setting.general),
    request(SETTINGS_API.admin, { token }),
    request(API.setting.update, {
      token,
      body: {
        version: db.settings.version,
        mail_password: 'mat-khau-moi-2026',
        captcha_secret: 'bi-mat-moi-2026',
      },
    }),
  ])
  return Promise.all(answers.map((answer) => answer.text()))
}

describe('settings', () => {
  it('never sends a secret back: the public settings, the administrator’s and a save’s answer', async () => {
    const admin = await login('admin', 'admin123')
    const texts = await rawAnswers(admin)
    for (const text of texts) for (const secret of SECRETS) expect(text).not.toContain(secret)
    // the save took the new secrets
    expect(db.privateSettings.mail_password).toBe('mat-khau-moi-2026')
    expect(db.privateSettings.captcha_secret).toBe('bi-mat-moi-2026')
    const { body } = await call<AdminSettings>(SETTINGS_API.admin, { token: admin })
    expect(body.data).toMatchObject({
      mail_host: 'smtp.phuongnam.vn',
      mail_password_set: true,
      captcha_secret_set: true,
    })
    expect(body.data).not.toHaveProperty('mail_password')
    // the public settings carry nothing of the mail server
    const open = await call<Record<string, unknown>>(API.setting.general)
    expect(open.body.data).not.toHaveProperty('mail_host')
    expect(open.body.data).not.toHaveProperty('captcha_key')
  })

  it('keeps a stored secret when an empty one is sent', async () => {
    const admin = await login('admin', 'admin123')
    const saved = await call<AdminSettings>(API.setting.update, {
      token: admin,
      body: {
        version: db.settings.version,
        mail_host: 'smtp.moi.vn',
        mail_password: '',
        captcha_secret: null,
      },
    })
    expect(saved.status).toBe(200)
    expect(db.privateSettings).toMatchObject({
      mail_host: 'smtp.moi.vn',
      mail_password: 'demo-mail-password',
      captcha_secret: 'demo-captcha-secret',
    })
  })

  it('saving needs setting.update, and the appearance setting.language, everything else setting.general', async () => {
    const reader = await accountWith(['setting.language', 'setting.general'], 'xem')
    const refused = await call(API.setting.update, {
      token: reader.token,
      body: { version: db.settings.version, main_color: 7 },
    })
    expect(refused.status).toBe(403)
    // the test mail too is the screen's action: a reader of the screen may not send one
    expect((await call(SETTINGS_API.testMail, { token: reader.token, body: {} })).status).toBe(403)
    const { token } = await accountWith(['setting.language', 'setting.update'])
    const appearance = await call<Record<string, unknown>>(API.setting.update, {
      token,
      body: { version: db.settings.version, default_theme: 1, main_color: 7 },
    })
    expect(appearance.status).toBe(200)
    expect(db.settings).toMatchObject({ default_theme: 1, main_color: 7 })
    // its answer is the public settings: nothing of the mail server
    expect(appearance.body.data).not.toHaveProperty('mail_host')
    const general = await call(API.setting.update, {
      token,
      body: { version: db.settings.version, title: 'Nhà xe khác' },
    })
    expect(general.status).toBe(403)
    expect((await call(SETTINGS_API.admin, { token })).status).toBe(403)
    expect((await call(SETTINGS_API.testMail, { token, body: {} })).status).toBe(403)
    expect(db.settings.title).toBe('Nhà xe Phương Nam')
  })

  it('refuses a decimal symbol equal to the digit-group symbol, sent together or one after the other', async () => {
    const admin = await login('admin', 'admin123')
    const both = await call(API.setting.update, {
      token: admin,
      body: { version: db.settings.version, decimal_symbol: ',', digit_group_symbol: ',' },
    })
    expect(both.status).toBe(422)
    expect(both.body.errors).toEqual({
      digit_group_symbol: ['Dấu phân cách hàng nghìn phải khác dấu thập phân'],
    })
    // the stored group symbol is '.'
    const one = await call(API.setting.update, {
      token: admin,
      lang: 'en',
      body: { version: db.settings.version, decimal_symbol: '.' },
    })
    expect(one.body.errors).toEqual({
      digit_group_symbol: ['The thousands separator must differ from the decimal symbol'],
    })
    expect(db.settings).toMatchObject({ decimal_symbol: ',', digit_group_symbol: '.' })
  })

  it('refuses a stale version (409) and raises it on every save', async () => {
    const admin = await login('admin', 'admin123')
    const version = db.settings.version
    const first = await call<AdminSettings>(API.setting.update, {
      token: admin,
      body: { version, format_date: 'DD-MM-YYYY' },
    })
    expect(first.body.data.version).toBe(version! + 1)
    const stale = await call(API.setting.update, { token: admin, body: { version, title: 'Cũ' } })
    expect(stale.status).toBe(409)
    expect(db.settings).toMatchObject({ format_date: 'DD-MM-YYYY', title: 'Nhà xe Phương Nam' })
    // the default language's formats follow
    expect(db.languageSettings.find((s) => s.language === 'vi')?.format_date).toBe('DD-MM-YYYY')
  })

  it('sends a test mail to the signed-in user through the saved server, and says why it cannot', async () => {
    const admin = await login('admin', 'admin123')
    const sent = await call(SETTINGS_API.testMail, { token: admin, body: {} })
    expect(sent.status).toBe(200)
    expect(sent.body.message).toBe('Đã gửi thư thử tới admin@nhaxe.vn')
    expect(runtime.outbox).toHaveLength(1)
    expect(runtime.outbox[0]).toMatchObject({ to: 'admin@nhaxe.vn', subject: '[Nhà xe Phương Nam] Thư thử' })
    expect(runtime.outbox[0].body).toContain('smtp.phuongnam.vn:587')
    await call(API.setting.update, { token: admin, body: { version: db.settings.version, mail_host: '' } })
    const none = await call(SETTINGS_API.testMail, { token: admin, body: {} })
    expect(none.status).toBe(422)
    expect(none.body.message).toBe('Chưa có máy chủ thư: hãy nhập máy chủ và cổng rồi lưu')
    expect(runtime.outbox).toHaveLength(1)
  })

  it('keeps the contract template: refuses what the allow-list keeps out and placeholders the contract lacks, by name', async () => {
    const admin = await login('admin', 'admin123')
    const read = await call<{ content: string; version: number }>(SETTINGS_API.templateContract, {
      token: admin,
    })
    expect(read.body.data.content).toContain('{{customer_name}}')
    const save = (content: string, version = db.templates.contract.version) =>
      call<{ content: string; version: number }>(SETTINGS_API.templateContract, {
        token: admin,
        body: { version, content },
      })
    const scripted = await save(
      '<p>{{customer_name}}</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    )
    expect(scripted.status).toBe(422)
    expect(scripted.body.errors).toEqual({ content: ['Mẫu có phần không được phép: <script>, onerror'] })
    const unknown = await save('<p>{{customer_name}} {{tien_coc}}</p>')
    expect(unknown.body.errors).toEqual({
      content: ['Không có biến {{tien_coc}}: hãy chèn biến từ danh sách'],
    })
    expect(db.templates.contract.content).toBe(read.body.data.content)
    const saved = await save('<h1>Hợp đồng</h1><p>Bên thuê: {{customer_name}}</p>{{lines}}')
    expect(saved.status).toBe(200)
    expect(saved.body.data).toEqual({
      content: '<h1>Hợp đồng</h1><p>Bên thuê: {{customer_name}}</p>{{lines}}',
      version: 2,
    })
    expect((await save('<p>cũ</p>', 1)).status).toBe(409)
    const { token } = await accountWith(['setting.general'])
    expect((await call(SETTINGS_API.templateContract, { token })).status).toBe(200)
    // saving needs both codes: setting.update alone does not write a template it may not read
    const writer = await accountWith(['setting.update'], 'ghi')
    expect(
      (
        await call(SETTINGS_API.templateContract, {
          token: writer.token,
          body: { version: 2, content: '<p>x</p>' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(SETTINGS_API.templateContract, { token, body: { version: 2, content: '<p>x</p>' } }))
        .status,
    ).toBe(403)
  })

  it('writes an export in its template’s columns, order and headers; refuses a column it has not, by name', async () => {
    const admin = await login('admin', 'admin123')
    const read = await call<ColumnTemplate[]>(SETTINGS_API.templateExport, { token: admin })
    const cars = read.body.data.find((file) => file.id === 'xe')!
    expect(cars).toMatchObject({ name: 'Xe', version: 0 })
    expect(cars.columns.slice(0, 2)).toEqual([
      {
        key: 'name',
        default_header: { vi: 'Tên xe', en: 'Car name' },
        header: { vi: null, en: null },
        shown: true,
        required: false,
      },
      {
        key: 'license_plate',
        default_header: { vi: 'Biển số', en: 'License plate' },
        header: { vi: null, en: null },
        shown: true,
        required: false,
      },
    ])
    const column = (key: string, shown = true, header: object = {}) => ({ key, shown, header })
    const save = (columns: unknown[], version = 0) =>
      call<ColumnTemplate>(SETTINGS_API.templateExport, {
        token: admin,
        body: { id: 'xe', version, columns },
      })
    const refused = await save([column('license_plate'), column('tien_coc')])
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ columns: ['Tệp này không có cột tien_coc'] })
    expect((await save([column('seats', false)])).body.errors).toEqual({
      columns: ['Hãy chọn ít nhất một cột'],
    })
    expect((await save([column('seats'), column('seats')])).body.errors).toEqual({
      columns: ['Cột seats được chọn hai lần'],
    })
    // a header must read as its own column: not another shown column's name, not only a hint in brackets
    expect(
      (await save([column('license_plate', true, { vi: 'tên XE' }), column('name')])).body.errors,
    ).toEqual({ columns: ['Tiêu đề “tên XE” trùng với cột “Tên xe”'] })
    expect((await save([column('license_plate', true, { en: '(plate)' })])).body.errors).toEqual({
      columns: ['Tiêu đề “(plate)” cần có chữ ngoài phần trong ngoặc'],
    })

    // the name left out with its own header kept, the plate first as "BKS", the seats' English header set
    const saved = await save([
      column('license_plate', true, { vi: 'BKS', en: null }),
      column('name', false, { vi: 'Xe', en: null }),
      column('seats', true, { vi: null, en: 'Seat count' }),
    ])
    expect(saved.status).toBe(200)
    expect(saved.body.data.version).toBe(1)
    // what was sent, in its order, the name kept with its header; the columns not sent after, not shown
    expect(saved.body.data.columns.slice(0, 3)).toMatchObject([
      { key: 'license_plate', shown: true, header: { vi: 'BKS', en: null } },
      { key: 'name', shown: false, header: { vi: 'Xe', en: null } },
      { key: 'seats', shown: true, header: { vi: null, en: 'Seat count' } },
    ])
    expect(saved.body.data.columns.slice(3).every((c) => !c.shown)).toBe(true)
    expect((await save([column('seats')], 0)).status).toBe(409)

    const sheet = async (lang: 'vi' | 'en') =>
      readSheet(
        Buffer.from(await (await request(`${API.car}/export-excel`, { token: admin, lang })).arrayBuffer()),
      )
    const vi = await sheet('vi')
    expect(vi[0]).toEqual(['BKS', 'Số chỗ'])
    const car = db.cars.all()[0]
    expect(vi).toContainEqual([car.license_plate, car.seats])
    expect((await sheet('en'))[0]).toEqual(['License plate', 'Seat count'])

    // read with setting.general, saved with setting.update too
    const { token } = await accountWith(['setting.general'])
    expect((await call(SETTINGS_API.templateExport, { token })).status).toBe(200)
    expect(
      (
        await call(SETTINGS_API.templateExport, {
          token,
          body: { id: 'xe', version: 1, columns: [column('seats')] },
        })
      ).status,
    ).toBe(403)
    const stranger = await accountWith(['setting.update'], 'ghi')
    expect((await call(SETTINGS_API.templateExport, { token: stranger.token })).status).toBe(403)
    expect((await call(SETTINGS_API.templateImport, { token: stranger.token })).status).toBe(403)
  })
})
