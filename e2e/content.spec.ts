import type { Locator, Page } from '@playwright/test'
import {
  test,
  expect,
  apiData,
  chooseRowAction,
  goInApp,
  mock,
  openSignedIn,
  rowOf,
  tokenOf,
  CLIENT,
} from './fixtures'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Day (DD/MM/YYYY, as typed) and time (HH:mm) in Ho Chi Minh City, `seconds` from now. */
function hcmAhead(seconds: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + seconds * 1000))
      .map((p) => [p.type, p.value]),
  )
  return { day: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` }
}

/** Pastes `data` (a MIME type → its text) into the rich-text editor, as Ctrl+V does. */
async function paste(editor: Locator, data: Record<string, string>) {
  await editor.evaluate((el, items) => {
    const clipboard = new DataTransfer()
    for (const [type, text] of Object.entries(items)) clipboard.setData(type, text)
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    )
  }, data)
}

/** What the payloads below would leave behind, had one of them run. */
const ran = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)

/** Scripts in the disguises a pasted or typed text may carry them. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1">xem</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '"><img src=x onerror=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
]

test('an article with a picture and a table, scheduled a minute ahead, is published at its time and shows as the website would', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/article/add')
  const title = 'Giờ chạy Tết tuyến Sài Gòn – Đà Lạt'
  await page.getByRole('textbox', { name: 'Tên' }).fill(title)
  await expect(page.getByText('Để trống: gio-chay-tet-tuyen-sai-gon-da-lat')).toBeVisible()
  await page.getByRole('textbox', { name: 'Mô tả ngắn' }).fill('Các chuyến thêm dịp Tết.')
  const editor = page.getByRole('textbox', { name: 'Nội dung' })
  await editor.click()
  await page.keyboard.type('Nhà xe chạy thêm chuyến.')
  await page.getByLabel('Chèn ảnh', { exact: true }).setInputFiles({
    name: 'xe-tet.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(editor.locator('img[src^="/uploads/"]')).toBeVisible()
  await page.getByRole('button', { name: 'Chèn bảng' }).click()
  await page.keyboard.type('Giờ xuất bến')
  await page.getByRole('combobox', { name: 'Danh mục' }).selectOption({ label: 'Thông báo lịch chạy' })
  await page.getByRole('radio', { name: 'Đăng' }).check()
  // two minutes ahead, to the minute: at least a minute ahead when it is saved
  const at = hcmAhead(120)
  await page.getByRole('textbox', { name: 'Ngày đăng' }).fill(at.day)
  await page.getByRole('textbox', { name: 'Ngày đăng' }).press('Tab')
  await page.getByRole('textbox', { name: 'Giờ đăng' }).fill(at.time)
  await page.getByRole('textbox', { name: 'Tiêu đề SEO' }).fill(title)
  await expect(page.getByText(`${title.length}/60 ký tự`)).toBeVisible()
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveURL(/\/article\/\d+$/)
  await expect(page.getByText('Hẹn giờ đăng', { exact: true })).toBeVisible()
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  const token = await tokenOf(request, 'admin', 'admin123')
  const saved = await apiData<{ content: string; public_at: string }>(request, token, `/api/article/${id}`)
  expect(saved.content).toMatch(/<img src="\/uploads\/[^"]+" alt="xe-tet">/)
  expect(saved.content).toContain('<table')
  expect(saved.public_at).toBe(`${at.day.split('/').reverse().join('-')}T${at.time}:00+07:00`)

  // the list, open while its time comes, shows it published (the backend's clock moved on: no waiting)
  await goInApp(page, '/article')
  const table = page.getByRole('table', { name: 'Danh sách bài viết' })
  await expect(rowOf(table, title)).toContainText('Hẹn giờ đăng')
  await request.post('/__mock/clock', { data: { ms: 3 * 60_000 } })
  await expect(rowOf(table, title)).toContainText('Đã đăng')

  await chooseRowAction(table, title, 'Xem trước')
  const preview = page.getByRole('dialog', { name: `Xem trước: ${title}` })
  await expect(preview.getByRole('heading', { name: title })).toBeVisible()
  await expect(preview.getByRole('img', { name: 'xe-tet' })).toBeVisible()
  await expect(preview.getByRole('table')).toContainText('Giờ xuất bến')
})

test('scripts pasted or typed into an article never run: refused in the editor and by the backend, shown as text in the list, the preview and the editor', async ({
  page,
  request,
}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a script opened a dialog: ${dialog.message()}`)
  })
  await openSignedIn(page, 'admin', '/article/add')
  const editor = page.getByRole('textbox', { name: 'Nội dung' })
  await editor.click()
  await paste(editor, { 'text/html': PAYLOADS.join('<p>x</p>'), 'text/plain': 'x' })
  await expect(page.getByText(/^Không dán được: nội dung có phần không được phép/)).toBeVisible()
  // as plain text (Ctrl+Shift+V) it is words, nothing more
  await paste(editor, { 'text/plain': PAYLOADS.join('\n') })
  await expect(editor).toContainText(PAYLOADS[0])
  const title = PAYLOADS[5]
  await page.getByRole('textbox', { name: 'Tên' }).fill(title)
  await page.getByRole('textbox', { name: 'Mô tả ngắn' }).fill(PAYLOADS.join(' '))
  await page.getByRole('textbox', { name: 'Đường dẫn' }).fill('kiem-tra-ma-doc')
  await page.getByRole('combobox', { name: 'Danh mục' }).selectOption({ label: 'Tin tức nhà xe' })
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(editor).toContainText(PAYLOADS[2])
  expect(await ran(page)).toBeUndefined()

  await goInApp(page, '/article')
  const table = page.getByRole('table', { name: 'Danh sách bài viết' })
  await expect(table.getByRole('link', { name: title })).toBeVisible()
  await chooseRowAction(table, title, 'Xem trước')
  const preview = page.getByRole('dialog', { name: `Xem trước: ${title}` })
  await expect(preview).toContainText(PAYLOADS[6])
  await expect(
    preview.locator('img[src="x"], script, iframe, svg[onload], a[href^="javascript"]'),
  ).toHaveCount(0)
  expect(await ran(page)).toBeUndefined()

  // another client sending them as HTML is refused, each named
  const token = await tokenOf(request, 'admin', 'admin123')
  const refused = await request.post('/api/article/create', {
    headers: { ...CLIENT, authorization: `Bearer ${token}` },
    data: { type: 0, name: 'Bài khác', content: PAYLOADS.join(''), category_id: 1, tag_ids: [], status: 1 },
  })
  expect(refused.status()).toBe(422)
  expect((await refused.json()).errors.content[0]).toMatch(/^Nội dung có phần không được phép: .*<script>/)
  expect(await ran(page)).toBeUndefined()
})

test('readers’ comments hidden two at once, and a customer’s report answered by e-mail through the mail server', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'admin', '/comment')
  const comments = page.getByRole('table', { name: 'Danh sách bình luận' })
  const rowsOf = (text: string) => comments.getByRole('row').filter({ hasText: text })
  for (const text of ['Xe limousine đi êm', 'Hàng đến đúng giờ'])
    await rowsOf(text).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Ẩn (2)' }).click()
  await expect(page.getByText('Đã ẩn 2 bình luận')).toBeVisible()
  for (const text of ['Xe limousine đi êm', 'Hàng đến đúng giờ'])
    await expect(rowsOf(text)).toContainText('Đã ẩn')
  await expect(rowsOf('Gửi xe máy được không')).toContainText('Đang hiện')

  await goInApp(page, '/report')
  const reports = page.getByRole('table', { name: 'Danh sách phản ánh' })
  await chooseRowAction(reports, 'Xe xuất bến trễ 40 phút', 'Trả lời')
  const dialog = page.getByRole('dialog', { name: 'Trả lời phản ánh: Xe xuất bến trễ 40 phút' })
  await expect(dialog.getByRole('textbox', { name: 'Tiêu đề trả lời' })).toHaveValue(
    'Trả lời: Xe xuất bến trễ 40 phút',
  )
  await dialog
    .getByRole('textbox', { name: 'Nội dung trả lời' })
    .fill('Nhà xe xin lỗi anh; chuyến 06:00 trễ vì xe hỏng dọc đường.')
  await dialog.getByRole('button', { name: 'Gửi trả lời' }).click()
  await expect(dialog).toBeHidden()
  const row = reports.getByRole('row').filter({ hasText: 'Xe xuất bến trễ 40 phút' })
  await expect(row).toContainText('Đã trả lời')
  await expect(row).toContainText('Trần Minh Quân')
  const mail = (await mock.outbox(request)).at(-1) as unknown as { to: string; subject: string; body: string }
  expect(mail).toMatchObject({
    to: 'binh.nguyen@gmail.com',
    subject: 'Trả lời: Xe xuất bến trễ 40 phút',
    body: 'Nhà xe xin lỗi anh; chuyến 06:00 trễ vì xe hỏng dọc đường.',
  })
})
