// @vitest-environment node
/**
 * The website's content (handlers/content.ts): categories and tags with a slug unique in its language and made
 * from the name when none is given, never deleted while articles use them; articles within the HTML allow-list,
 * scheduled and published when the backend's clock reaches their time; readers' comments hidden in bulk;
 * customers' reports answered by e-mail through the settings' mail server; who may do what.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi as vitest } from 'vitest'
import { readSheet } from 'read-excel-file/node'
import { CONTENT_API as P } from '../src/api/contracts/content-paths.ts'
import type { Article, Category, Comment, CustomerReport, Tag } from '../src/api/schemas/content.ts'
import type { ListPage } from '../src/api/schemas/envelope.ts'
import { MOCK_CONTROL } from '../src/api/paths.ts'
import vi from '../src/i18n/locales/vi/content.ts'
import { customerWithPhone } from './db/index.ts'
import { vnIsoAt } from './db/time.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { accountWith, call, login, request } from './test-client.ts'
import { XLSX_CONTENT_TYPE } from './xlsx.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const INVALID = 'Dữ liệu không hợp lệ'
const FORBIDDEN = 'Bạn không có quyền truy cập chức năng này!'
const STALE = 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.'

/** Every socket event the backend emits from now on, as [event, payload]. */
function captureEvents() {
  const events: Array<[string, unknown]> = []
  setEmitter((event, payload) => events.push([event, payload]))
  return events
}

const categoryNamed = (name: string) => db.categories.findBy((c) => c.name === name)!
const tagNamed = (name: string) => db.tags.findBy((tag) => tag.name === name)!
const admin = () => login('admin', 'admin123')
const adminName = () => db.users.findBy((u) => u.username === 'admin')!.fullname

function newArticle(over: Record<string, unknown> = {}) {
  return {
    type: 0,
    name: 'Khai trương văn phòng Bảo Lộc',
    slug: '',
    intro: 'Văn phòng mới nhận vé và hàng gửi từ 6 giờ sáng.',
    content: '<h2>Địa chỉ</h2><p>12 Trần Phú, Bảo Lộc.</p>',
    category_id: categoryNamed('Tin tức nhà xe').id,
    tag_ids: [tagNamed('Gửi hàng').id],
    status: 1,
    public_date: null,
    public_time: null,
    seo_title: '',
    seo_description: '',
    ...over,
  }
}

// ------------------------------------------------------------------------------------------ categories, tags

describe('categories and tags', () => {
  it('lists categories in a page, each with how many articles it holds', async () => {
    const token = await admin()
    const res = await call<ListPage<Category>>(`${P.category}/list?itemsPerPage=100`, { token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ code: 200, data: { total: db.categories.size, last_page: 1 } })
    const news = categoryNamed('Tin tức nhà xe')
    const held = db.articles.filter((a) => a.category_id === news.id).length
    expect(held).toBe(2)
    expect(res.body.data.data.find((c) => c.id === news.id)).toMatchObject({
      slug: 'tin-tuc-nha-xe',
      language: 'vi',
      article_count: held,
    })
    for (const row of res.body.data.data)
      expect(row.article_count).toBe(db.articles.filter((a) => a.category_id === row.id).length)
  })

  it('makes an empty slug from the name', async () => {
    const token = await admin()
    const events = captureEvents()
    const res = await call<Category>(`${P.category}/create`, {
      token,
      body: { name: 'Tuyến Sài Gòn – Đà Lạt', type: 1, slug: '', language: 'vi', status: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      code: 200,
      message: 'Tạo mới thành công',
      data: { name: 'Tuyến Sài Gòn – Đà Lạt', slug: 'tuyen-sai-gon-da-lat', article_count: 0 },
    })
    expect(events).toEqual([['category:created', { ids: [res.body.data.id] }]])
  })

  it('refuses a slug already used in the same language, and takes it in the other', async () => {
    const token = await admin()
    const body = { name: 'Tin tức nhà xe', type: 0, slug: '', language: 'vi', status: 1 }
    const twice = await call(`${P.category}/create`, { token, body })
    expect(twice.status).toBe(422)
    expect(twice.body).toMatchObject({ code: 422, message: INVALID, data: null })
    expect(twice.body.errors).toEqual({ slug: ['Đường dẫn đã được dùng trong ngôn ngữ này'] })
    const typed = await call(`${P.category}/create`, {
      token,
      body: { ...body, name: 'Tin mới', slug: 'tin-tuc-nha-xe' },
    })
    expect(typed.body.errors).toEqual({ slug: [vi.validation.slugTaken] })
    const english = await call<Category>(`${P.category}/create`, { token, body: { ...body, language: 'en' } })
    expect(english.status).toBe(200)
    expect(english.body.data).toMatchObject({ slug: 'tin-tuc-nha-xe', language: 'en' })
    // a category saved again keeps its own slug
    const news = categoryNamed('Tin tức nhà xe')
    const saved = await call(`${P.category}/update`, {
      token,
      body: { id: news.id, version: news.version, status: 1 },
    })
    expect(saved.status).toBe(200)
  })

  it('says the refusal in the request language', async () => {
    const token = await admin()
    const res = await call(`${P.category}/create`, {
      token,
      lang: 'en',
      body: { name: 'Tin tức nhà xe', type: 0, slug: '', language: 'vi', status: 1 },
    })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('The given data was invalid')
    expect(res.body.errors).toEqual({ slug: ['This web address is already used in this language'] })
  })

  it('refuses a slug with capitals, accents or spaces', async () => {
    const token = await admin()
    const res = await call(`${P.category}/create`, {
      token,
      body: { name: 'Có Dấu', type: 0, slug: 'Có Dấu', language: 'vi', status: 1 },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      slug: ['Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang'],
    })
  })

  it('keeps a category holding articles, naming it and their count; deletes an empty one and announces it', async () => {
    const token = await admin()
    const events = captureEvents()
    const news = categoryNamed('Tin tức nhà xe')
    const count = db.articles.filter((a) => a.category_id === news.id).length
    const refused = await call(`${P.category}/${news.id}`, { token, method: 'DELETE' })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      code: 400,
      message: `Danh mục Tin tức nhà xe còn ${count} bài viết: hãy chuyển các bài sang danh mục khác trước khi xóa`,
      data: null,
    })
    const english = await call(`${P.category}/${news.id}`, { token, method: 'DELETE', lang: 'en' })
    expect(english.body.message).toBe(
      `Category Tin tức nhà xe still holds ${count} articles: move them to another category before deleting it`,
    )
    expect(db.categories.find(news.id)).toBeDefined()

    const empty = categoryNamed('Company news')
    const removed = await call(`${P.category}/${empty.id}`, { token, method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ code: 200, message: 'Xóa thành công', data: [empty.id] })
    expect(events).toEqual([['category:deleted', { ids: [empty.id] }]])
  })

  it('by-type gives only the active categories of that type', async () => {
    const token = await admin()
    const guides = await call<Category[]>(`${P.category}/by-type?type=1`, { token })
    expect(guides.status).toBe(200)
    expect(guides.body.data.map((c) => [c.name, c.article_count])).toEqual([
      ['Cẩm nang tuyến Sài Gòn – Đà Lạt', 2],
    ])
    // 'Khuyến mãi cũ' is a news category too, but stopped
    const news = await call<Category[]>(`${P.category}/by-type?type=0`, { token })
    expect(news.body.data.map((c) => c.name)).toEqual(['Tin tức nhà xe', 'Company news'])
  })

  it('gives a tag the same slug rule', async () => {
    const token = await admin()
    const body = { name: 'Đà Lạt', slug: '', language: 'vi', status: 1 }
    const twice = await call(`${P.tag}/create`, { token, body })
    expect(twice.status).toBe(422)
    expect(twice.body.errors).toEqual({ slug: [vi.validation.slugTaken] })
    const english = await call<Tag>(`${P.tag}/create`, { token, body: { ...body, language: 'en' } })
    expect(english.status).toBe(200)
    expect(english.body.data).toMatchObject({ slug: 'da-lat', language: 'en', article_count: 0 })
    const fresh = await call<Tag>(`${P.tag}/create`, { token, body: { ...body, name: 'Bảo Lộc' } })
    expect(fresh.body.data.slug).toBe('bao-loc')
  })

  it('keeps a tag on articles, naming it and their count; deletes a free one', async () => {
    const token = await admin()
    const events = captureEvents()
    const dalat = tagNamed('Đà Lạt')
    const count = db.articles.filter((a) => a.tag_ids.includes(dalat.id)).length
    expect(count).toBe(3)
    const refused = await call(`${P.tag}/${dalat.id}`, { token, method: 'DELETE' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(
      `Thẻ Đà Lạt đang gắn với ${count} bài viết: hãy bỏ thẻ khỏi các bài trước khi xóa`,
    )
    const free = tagNamed('Travel tips')
    const removed = await call(`${P.tag}/${free.id}`, { token, method: 'DELETE' })
    expect(removed.body).toMatchObject({ code: 200, data: [free.id] })
    expect(events).toEqual([['tag:deleted', { ids: [free.id] }]])
  })
})

// ------------------------------------------------------------------------------------------ articles

describe('articles', () => {
  it('needs article.view to read and article.create to write', async () => {
    const driver = await login('taixe', 'taixe123')
    const denied = await call(`${P.article}/list`, { token: driver })
    expect(denied.status).toBe(403)
    expect(denied.body).toEqual({ code: 403, message: FORBIDDEN, data: null })
    const manager = await login('quanly', 'quanly123')
    expect((await call(`${P.article}/list`, { token: manager })).status).toBe(403)

    const { token } = await accountWith(['article.view'])
    expect((await call(`${P.article}/list`, { token })).status).toBe(200)
    const write = await call(`${P.article}/create`, { token, body: newArticle() })
    expect(write.status).toBe(403)
    expect(write.body.message).toBe(FORBIDDEN)
    const first = db.articles.all()[0]
    const update = await call(`${P.article}/update`, {
      token,
      body: { id: first.id, version: first.version, name: 'Đổi tên' },
    })
    expect(update.status).toBe(403)
    expect((await call(`${P.article}/${first.id}`, { token, method: 'DELETE' })).status).toBe(403)
    expect(db.articles.find(first.id)!.name).toBe(first.name)
  })

  it('schedules a published article whose time is ahead, and publishes it when the clock gets there', async () => {
    const token = await admin()
    const events = captureEvents()
    const inAnHour = vnIsoAt(Date.now() + 3600 * 1000)
    const [date, time] = [inAnHour.slice(0, 10), inAnHour.slice(11, 16)]
    const created = await call<Article>(`${P.article}/create`, {
      token,
      body: newArticle({ public_date: date, public_time: time }),
    })
    expect(created.status).toBe(200)
    const id = created.body.data.id
    expect(created.body.data).toMatchObject({
      state: 'scheduled',
      status: 1,
      public_at: `${date}T${time}:00+07:00`,
    })
    expect(events).toEqual([['article:created', { ids: [id] }]])

    const clock = await call<{ published: number[] }>(MOCK_CONTROL.clock, { body: { ms: 2 * 3600 * 1000 } })
    expect(clock.status).toBe(200)
    // the seed's article scheduled for tomorrow 07:00 is at least 7 hours away: still scheduled
    expect(clock.body.data.published).toEqual([id])
    expect(events.at(-1)).toEqual(['article:updated', { ids: [id] }])
    const read = await call<Article>(`${P.article}/${id}`, { token })
    expect(read.body.data.state).toBe('published')
  })

  it('announces a scheduled article when its time comes, the test clock moved on before it was saved or not', async () => {
    const token = await admin()
    // the test clock moved on first: the article's time is counted from there
    await call(MOCK_CONTROL.clock, { body: { ms: 1000 } })
    vitest.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    try {
      const events = captureEvents()
      const inAMinute = vnIsoAt(Date.now() + 1000 + 90_000)
      const created = await call<Article>(`${P.article}/create`, {
        token,
        body: newArticle({ public_date: inAMinute.slice(0, 10), public_time: inAMinute.slice(11, 16) }),
      })
      const id = created.body.data.id
      expect(created.body.data.state).toBe('scheduled')
      vitest.advanceTimersByTime(90_000 + 100)
      expect(events).toEqual([
        ['article:created', { ids: [id] }],
        ['article:updated', { ids: [id] }],
      ])
      expect((await call<Article>(`${P.article}/${id}`, { token })).body.data.state).toBe('published')
    } finally {
      vitest.useRealTimers()
    }
  })

  it('publishes now an article published without a time; a draft has none', async () => {
    const token = await admin()
    const before = Date.now()
    const published = await call<Article>(`${P.article}/create`, { token, body: newArticle() })
    expect(published.status).toBe(200)
    expect(published.body.message).toBe('Tạo mới thành công')
    expect(published.body.data).toMatchObject({
      state: 'published',
      public_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/),
      slug: 'khai-truong-van-phong-bao-loc',
      category_name: 'Tin tức nhà xe',
      author_name: adminName(),
    })
    const at = Date.parse(published.body.data.public_at!)
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(at).toBeLessThanOrEqual(Date.now())

    const draft = await call<Article>(`${P.article}/create`, {
      token,
      body: newArticle({ name: 'Bản nháp', status: 0 }),
    })
    expect(draft.body.data).toMatchObject({ state: 'draft', status: 0, public_at: null })
  })

  it('writes its creator as the author', async () => {
    const { token } = await accountWith(['article.view', 'article.create'])
    const res = await call<Article>(`${P.article}/create`, { token, body: newArticle() })
    expect(res.status).toBe(200)
    expect(res.body.data.author_name).toBe('Thử Nghiệm')
  })

  it('refuses content outside the HTML allow-list, naming what', async () => {
    const token = await admin()
    const cases: Array<[string, string]> = [
      ['<p>Xin chào</p><script>alert(1)</script>', '<script>'],
      ['<p><img src=x onerror=alert(1)></p>', 'onerror'],
      ['<p><a href="javascript:alert(1)">Bấm</a></p>', 'javascript:alert(1)'],
    ]
    for (const [content, named] of cases) {
      const res = await call(`${P.article}/create`, { token, body: newArticle({ content }) })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ content: [`Nội dung có phần không được phép: ${named}`] })
    }
    const english = await call(`${P.article}/create`, {
      token,
      lang: 'en',
      body: newArticle({ content: cases[0][0] }),
    })
    expect(english.body.errors).toEqual({
      content: ['The content holds parts that are not allowed: <script>'],
    })
    expect(db.articles.size).toBe(5)
  })

  it('needs a publication date with a publication time', async () => {
    const token = await admin()
    const res = await call(`${P.article}/create`, { token, body: newArticle({ public_time: '08:00' }) })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ public_date: ['Vui lòng chọn ngày đăng'] })
  })

  it('keeps the SEO title within 60 characters and the description within 160', async () => {
    const token = await admin()
    const long = await call(`${P.article}/create`, {
      token,
      body: newArticle({ seo_title: 'a'.repeat(61), seo_description: 'b'.repeat(161) }),
    })
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({
      seo_title: ['Tối đa 60 ký tự'],
      seo_description: ['Tối đa 160 ký tự'],
    })
    const fits = await call<Article>(`${P.article}/create`, {
      token,
      body: newArticle({ seo_title: 'a'.repeat(60), seo_description: 'b'.repeat(160) }),
    })
    expect(fits.status).toBe(200)
    expect(fits.body.data.seo_title).toHaveLength(60)
  })

  it('refuses a slug another article has, a stopped category and an unknown tag', async () => {
    const token = await admin()
    const seeded = db.articles.all()[0]
    const res = await call(`${P.article}/create`, {
      token,
      body: newArticle({
        name: seeded.name,
        category_id: categoryNamed('Khuyến mãi cũ').id,
        tag_ids: [9999],
      }),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      slug: [vi.validation.articleSlugTaken],
      category_id: ['Danh mục không tồn tại'],
      tag_ids: ['Có thẻ không tồn tại'],
    })
  })

  it('refuses an update of a version someone else saved (409)', async () => {
    const token = await admin()
    const article = db.articles.all()[0]
    const first = await call<Article>(`${P.article}/update`, {
      token,
      body: { id: article.id, version: article.version, name: 'Lịch chạy mới' },
    })
    expect(first.status).toBe(200)
    expect(first.body.data.version).toBe(article.version + 1)
    const stale = await call(`${P.article}/update`, {
      token,
      body: { id: article.id, version: article.version, name: 'Lịch chạy cũ' },
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({ code: 409, message: STALE, data: null })
    expect(db.articles.find(article.id)!.name).toBe('Lịch chạy mới')
  })

  it('lists articles by state, with their category and author', async () => {
    const token = await admin()
    const all = await call<ListPage<Article>>(`${P.article}/list?itemsPerPage=100`, { token })
    expect(all.body.data.data.map((a) => a.state).sort()).toEqual([
      'draft',
      'hidden',
      'published',
      'published',
      'scheduled',
    ])
    for (const a of all.body.data.data) {
      expect(a.category_name).toBe(db.categories.find(a.category_id)!.name)
      expect(a.author_name).toBe(adminName())
    }
    const scheduled = await call<ListPage<Article>>(`${P.article}/list?state=scheduled`, { token })
    expect(scheduled.body.data.data.map((a) => [a.name, a.state])).toEqual([
      ['Thông báo lịch chạy Tết Nguyên Đán', 'scheduled'],
    ])
    // a search reads the title, web address and summary, not the HTML's markup (every timetable is a <table>)
    const search = (q: string) =>
      call<ListPage<Article>>(`${P.article}/list?q=${encodeURIComponent(q)}`, { token }).then((r) =>
        r.body.data.data.map((a) => a.name),
      )
    expect(await search('table')).toEqual([])
    expect(await search('madagui')).toEqual(['Lịch chạy tuyến Sài Gòn – Đà Lạt qua Madagui'])
  })

  it('exports the list as filtered, as a spreadsheet', async () => {
    const token = await admin()
    const file = await request(`${P.article}/export-excel?state=scheduled`, { token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE)
    const rows = await readSheet(Buffer.from(await file.arrayBuffer()))
    expect(rows[0]).toEqual(['Tên', 'Danh mục', 'Trạng thái', 'Thời gian đăng', 'Người viết', 'Đường dẫn'])
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['Thông báo lịch chạy Tết Nguyên Đán', 'Hẹn giờ đăng'],
    ])
  })
})

// ------------------------------------------------------------------------------------------ comments

describe('comments', () => {
  it('lists comments with their article’s name, and filters the hidden ones', async () => {
    const token = await admin()
    const all = await call<ListPage<Comment>>(`${P.comment}/list?itemsPerPage=100`, { token })
    expect(all.status).toBe(200)
    expect(all.body.data.total).toBe(db.comments.size)
    for (const c of all.body.data.data) expect(c.article_name).toBe(db.articles.find(c.article_id)!.name)
    const hidden = await call<ListPage<Comment>>(`${P.comment}/list?is_active=0`, { token })
    expect(hidden.body.data.data.map((c) => [c.user_name, c.is_active])).toEqual([['Khách', 0]])
  })

  it('hides a selection at once and announces it', async () => {
    const token = await admin()
    const events = captureEvents()
    const [a, b] = db.comments.all()
    const res = await call<Comment[]>(P.commentBulkUpdate, {
      token,
      body: { ids: [a.id, b.id], is_active: 0 },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Cập nhật thành công')
    expect(res.body.data.map((c) => [c.id, c.is_active, c.article_name])).toEqual([
      [a.id, 0, db.articles.find(a.article_id)!.name],
      [b.id, 0, db.articles.find(b.article_id)!.name],
    ])
    expect(events).toEqual([['comment:updated', { ids: [a.id, b.id] }]])
    expect(db.comments.find(a.id)!.is_active).toBe(0)
  })

  it('needs comment.update to show or hide, and at least one comment', async () => {
    const { token } = await accountWith(['article.view'])
    const first = db.comments.all()[0]
    const denied = await call(P.commentBulkUpdate, { token, body: { ids: [first.id], is_active: 0 } })
    expect(denied.status).toBe(403)
    expect(db.comments.find(first.id)!.is_active).toBe(1)
    const empty = await call(P.commentBulkUpdate, { token: await admin(), body: { ids: [], is_active: 0 } })
    expect(empty.status).toBe(422)
    expect(empty.body.message).toBe(INVALID)
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['ids'])
  })
})

// ------------------------------------------------------------------------------------------ reports

describe('customers’ reports', () => {
  const unanswered = () => db.reports.findBy((r) => r.responded === 0 && !!r.email)!
  const reply = (token: string, over: Record<string, unknown> = {}, lang?: string) => {
    const r = unanswered()
    return call<CustomerReport>(P.reportReply, {
      token,
      lang,
      body: {
        id: r.id,
        version: r.version,
        reply_title: 'Nhà xe xin lỗi quý khách',
        reply_content: 'Chuyến 06:00 trễ vì kẹt xe ở cầu Sài Gòn; nhà xe gửi quý khách mã giảm giá.',
        ...over,
      },
    })
  }

  it('links a report to the customer whose phone it is', async () => {
    const token = await admin()
    const res = await call<ListPage<CustomerReport>>(`${P.report}/list?itemsPerPage=100`, { token })
    expect(res.status).toBe(200)
    const rows = res.body.data.data
    expect(rows).toHaveLength(4)
    for (const r of rows) expect(r.customer_id).toBe((r.phone && customerWithPhone(r.phone)?.id) || null)
    // the seed's first two come from customers' phones; the last left no phone
    const byName = (name: string) => rows.find((r) => r.name === name)!
    expect(byName('Nguyễn Văn Bình').customer_id).toEqual(expect.any(Number))
    expect(byName('Huỳnh Thị Yến').customer_id).toEqual(expect.any(Number))
    expect(byName('Bùi Thu Trang').customer_id).toBeNull()
  })

  it('mails the answer to the customer, and marks the report answered by whom and when', async () => {
    const token = await admin()
    const events = captureEvents()
    const report = unanswered()
    const res = await reply(token)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`Đã gửi trả lời tới ${report.email}`)
    expect(res.body.data).toMatchObject({
      id: report.id,
      responded: 1,
      responded_by: adminName(),
      responded_at: expect.stringMatching(/\+07:00$/),
      reply_title: 'Nhà xe xin lỗi quý khách',
      version: report.version + 1,
    })
    expect(events).toEqual([['report:updated', { ids: [report.id] }]])
    const outbox = (await (await request(MOCK_CONTROL.outbox)).json()) as Array<Record<string, string>>
    expect(outbox).toEqual([
      expect.objectContaining({
        to: report.email,
        subject: 'Nhà xe xin lỗi quý khách',
        body: 'Chuyến 06:00 trễ vì kẹt xe ở cầu Sài Gòn; nhà xe gửi quý khách mã giảm giá.',
      }),
    ])
  })

  it('does not answer a report twice', async () => {
    const token = await admin()
    const answered = db.reports.findBy((r) => r.responded === 1)!
    const res = await call(P.reportReply, {
      token,
      body: { id: answered.id, version: answered.version, reply_title: 'Lần hai', reply_content: 'Lần hai' },
    })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(`Phản ánh này đã được ${answered.responded_by} trả lời`)
    expect(db.reports.find(answered.id)!.reply_title).toBe(answered.reply_title)
  })

  it('takes the report’s id in the path too (reply-by-id)', async () => {
    const report = unanswered()
    const res = await call<CustomerReport>(`${P.reportReplyById}/${report.id}`, {
      token: await admin(),
      body: {
        version: report.version,
        reply_title: 'Cảm ơn quý khách',
        reply_content: 'Nhà xe đã ghi nhận.',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: report.id, responded: 1, reply_title: 'Cảm ơn quý khách' })
  })

  it('says the answer sent in the request language', async () => {
    const report = unanswered()
    const res = await reply(await admin(), {}, 'en')
    expect(res.body.message).toBe(`Reply sent to ${report.email}`)
  })

  it('refuses an answer to a version someone else changed (409)', async () => {
    const token = await admin()
    const report = unanswered()
    const res = await reply(token, { version: report.version + 1 })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ code: 409, message: STALE, data: null })
    expect(db.reports.find(report.id)!.responded).toBe(0)
  })

  it('cannot answer a customer who left no email, nor without a mail server', async () => {
    const token = await admin()
    const silent = db.reports.findBy((r) => !r.email)!
    const noEmail = await call(P.reportReply, {
      token,
      body: { id: silent.id, version: silent.version, reply_title: 'Cảm ơn', reply_content: 'Cảm ơn chị.' },
    })
    expect(noEmail.status).toBe(422)
    expect(noEmail.body).toEqual({
      code: 422,
      message: 'Khách không để lại email: hãy gọi cho khách theo số điện thoại',
      data: null,
    })

    db.privateSettings.mail_host = ''
    const noServer = await reply(token)
    expect(noServer.status).toBe(422)
    expect(noServer.body.message).toBe('Chưa có máy chủ thư: hãy nhập máy chủ và cổng rồi lưu')
    expect(db.reports.find(unanswered().id)!.responded).toBe(0)
    expect(await (await request(MOCK_CONTROL.outbox)).json()).toEqual([])
  })

  it('needs a reply title', async () => {
    const res = await reply(await admin(), { reply_title: '  ' })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ reply_title: ['Vui lòng nhập tiêu đề trả lời'] })
  })

  it('needs report.reply to answer and report.delete to delete', async () => {
    const { token } = await accountWith(['report.view'])
    expect((await call(`${P.report}/list`, { token })).status).toBe(200)
    expect((await reply(token)).status).toBe(403)
    const report = unanswered()
    const denied = await call(`${P.report}/${report.id}`, { token, method: 'DELETE' })
    expect(denied.status).toBe(403)
    expect(db.reports.find(report.id)).toBeDefined()

    const events = captureEvents()
    const removed = await call(`${P.report}/${report.id}`, { token: await admin(), method: 'DELETE' })
    expect(removed.body).toEqual({ code: 200, message: 'Xóa thành công', data: [report.id] })
    expect(events).toEqual([['report:deleted', { ids: [report.id] }]])
    expect(db.reports.find(report.id)).toBeUndefined()
  })
})
