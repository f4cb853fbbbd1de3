/* /article/add and /article/{id} through the real app, against the demo backend (msw/node), with the real editor. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { CONTENT_API } from '../../api/contracts/content-paths'
import { renderApp } from '../../app/test-utils'
import { formatDateTime } from '../../lib/format'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import {
  db,
  findDialog,
  grantCodes,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'
import { DRAFT_EVERY_MS, type ArticleDraft } from './article-draft'

withDemoBackend([
  () => import('./ArticlePages'),
  () => import('./ArticleForm'),
  () => import('./ArticlePreview'),
  () => import('../../components/rich-text/RichTextEditor'),
  () => import('../../components/confirm/ConfirmDialog'),
])

beforeAll(async () => {
  // jsdom lays nothing out: the editor asks where the selection is to scroll it into view
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
  Range.prototype.getClientRects ??= none
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
})

afterEach(() => {
  vi.useRealTimers()
})

const CREATE = `${CONTENT_API.article}/create`
const UPDATE = `${CONTENT_API.article}/update`
/** "Lưu" (jsdom never ends antd's loading-icon animation: after a save its name stays "loading Lưu") */
const SAVE = /Lưu$/
const LEAVE = 'Rời trang khi chưa lưu? Những thay đổi chưa lưu vẫn được giữ làm bản nháp trên máy này.'
const SCHEDULE = 'Lịch chạy tuyến Sài Gòn – Đà Lạt qua Madagui'

/** DD/MM/YYYY, as a clerk types a day. */
const typed = (day: string) => day.split('-').reverse().join('/')

async function open(url: string, username = 'admin', password = 'admin123') {
  await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp(url)
  // the form is there once its editor is
  await screen.findByRole('textbox', { name: 'Nội dung' })
  return { ...app, wire, user: userEvent.setup({ delay: null }) }
}

const field = (name: string) => screen.getByRole('textbox', { name })

async function typeInto(user: UserEvent, name: string, text: string) {
  const box = field(name)
  await user.clear(box)
  await user.type(box, text)
  await user.tab()
}

/** A paste of `html` into the editor, as a browser delivers it. */
function paste(editor: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'clipboardData', {
    value: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') },
  })
  act(() => void editor.dispatchEvent(event))
}

describe('/article/add', () => {
  it('writes, schedules and saves a new article, which then opens on its own page as scheduled', async () => {
    const { user, wire, router } = await open('/article/add')
    expect(screen.getByRole('heading', { level: 1, name: 'Thêm bài viết' })).toBeInTheDocument()
    const day = shiftDay(hcmToday(), 3)
    const guide = db.categories.findBy((c) => c.name === 'Cẩm nang tuyến Sài Gòn – Đà Lạt')!
    const dalat = db.tags.findBy((t) => t.name === 'Đà Lạt')!

    // the slug the backend would make follows the title
    const slug = field('Đường dẫn')
    expect(slug).toHaveValue('')
    expect(screen.getByText('Để trống để tạo từ tên')).toBeInTheDocument()
    await typeInto(user, 'Tên', 'Tuyến mới Sài Gòn – Nha Trang')
    expect(screen.getByText('Để trống: tuyen-moi-sai-gon-nha-trang')).toBeInTheDocument()
    await typeInto(user, 'Mô tả ngắn', 'Xe giường nằm mỗi tối.')
    paste(field('Nội dung'), '<p>Xe khởi hành lúc 20:00 từ bến xe Miền Đông mới.</p>')
    await waitFor(() => expect(field('Nội dung')).toHaveTextContent('Xe khởi hành lúc 20:00'))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Danh mục' }), guide.name)
    await user.click(screen.getByRole('checkbox', { name: 'Đà Lạt' }))
    await user.click(screen.getByRole('radio', { name: 'Đăng' }))
    await typeInto(user, 'Ngày đăng', typed(day))
    await typeInto(user, 'Giờ đăng', '0800')
    expect(field('Giờ đăng')).toHaveValue('08:00')

    // the SEO title counts its characters as typed
    expect(screen.getByText('0/60 ký tự')).toBeInTheDocument()
    await user.type(field('Tiêu đề SEO'), 'Xe Sài Gòn – Nha Trang')
    expect(screen.getByText('22/60 ký tự')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/article\/\d+$/))
    const made = db.articles.all().at(-1)!
    expect(router.state.location.pathname).toBe(`/article/${made.id}`)
    expect(wire.to(CREATE)).toHaveLength(1)
    expect(await wire.to(CREATE)[0].body).toEqual({
      type: 0,
      name: 'Tuyến mới Sài Gòn – Nha Trang',
      slug: null,
      intro: 'Xe giường nằm mỗi tối.',
      avatar: null,
      content: '<p>Xe khởi hành lúc 20:00 từ bến xe Miền Đông mới.</p>',
      category_id: guide.id,
      tag_ids: [dalat.id],
      status: 1,
      public_date: day,
      public_time: '08:00',
      seo_title: 'Xe Sài Gòn – Nha Trang',
      seo_description: null,
    })
    expect(made).toMatchObject({ slug: 'tuyen-moi-sai-gon-nha-trang', status: 1 })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tuyến mới Sài Gòn – Nha Trang' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Hẹn giờ đăng')).toBeInTheDocument()
    expect(screen.getByText(/^Hẹn đăng lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Sửa bài viết' })).toBeInTheDocument()
  })

  it('shows the backend’s refusal of a taken slug beside the field and keeps what was typed', async () => {
    const { user, wire, router } = await open('/article/add')
    const taken = db.articles.findBy((a) => a.name === SCHEDULE)!.slug
    const count = db.articles.all().length
    await typeInto(user, 'Tên', 'Lịch chạy mới')
    await typeInto(user, 'Đường dẫn', taken)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Danh mục' }), 'Tin tức nhà xe')
    await typeInto(user, 'Tiêu đề SEO', 'Lịch chạy')
    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() =>
      expect(field('Đường dẫn')).toHaveAccessibleDescription('Đường dẫn đã được dùng cho bài viết khác'),
    )
    expect(field('Đường dẫn')).toHaveAttribute('aria-invalid', 'true')
    expect(wire.to(CREATE)).toHaveLength(1)
    expect(db.articles.all()).toHaveLength(count)
    expect(router.state.location.pathname).toBe('/article/add')
    expect(field('Tên')).toHaveValue('Lịch chạy mới')
    expect(field('Đường dẫn')).toHaveValue(taken)
    expect(field('Tiêu đề SEO')).toHaveValue('Lịch chạy')
    expect(screen.getByRole('combobox', { name: 'Danh mục' })).toHaveDisplayValue('Tin tức nhà xe')
  })
})

describe('/article/{id}', () => {
  it('loads the article’s values and saves a change with its id and version', async () => {
    const { user, wire } = await open('/article/1')
    const article = db.articles.find(1)!
    expect(article.name).toBe(SCHEDULE)
    expect(screen.getByRole('heading', { level: 1, name: SCHEDULE })).toBeInTheDocument()
    expect(field('Tên')).toHaveValue(SCHEDULE)
    expect(field('Đường dẫn')).toHaveValue(article.slug)
    expect(screen.getByRole('combobox', { name: 'Danh mục' })).toHaveDisplayValue(
      'Cẩm nang tuyến Sài Gòn – Đà Lạt',
    )
    const tags = screen.getByRole('group', { name: 'Thẻ' })
    expect(
      within(tags)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Đà Lạt', 'Madagui'])
    expect(screen.getByRole('radio', { name: 'Đăng' })).toBeChecked()
    expect(field('Ngày đăng')).toHaveValue(typed(article.public_date!))
    expect(field('Giờ đăng')).toHaveValue('08:00')
    expect(screen.getByText('Đã đăng')).toBeInTheDocument()
    expect(field('Nội dung')).toHaveTextContent('Giờ xuất bến')
    expect(screen.getByText(`${article.seo_title!.length}/60 ký tự`)).toBeInTheDocument()

    await typeInto(user, 'Mô tả ngắn', 'Giờ xuất bến và giá vé mới nhất.')
    await user.click(screen.getByRole('checkbox', { name: 'Madagui' }))
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa bài viết thành công')).toBeInTheDocument()
    expect(wire.to(UPDATE)).toHaveLength(1)
    expect(await wire.to(UPDATE)[0].body).toMatchObject({
      id: 1,
      version: article.version,
      name: SCHEDULE,
      intro: 'Giờ xuất bến và giá vé mới nhất.',
      category_id: article.category_id,
      tag_ids: [db.tags.findBy((t) => t.name === 'Đà Lạt')!.id],
      status: 1,
      public_date: article.public_date,
      public_time: '08:00',
    })
    expect(db.articles.find(1)).toMatchObject({ intro: 'Giờ xuất bến và giá vé mới nhất.', version: 2 })
  })

  it('shows the article read-only to a reader without article.update', async () => {
    grantCodes('quan-ly', 'article.view')
    await open('/article/1', 'quanly', 'quanly123')
    expect(field('Tên')).toHaveValue(SCHEDULE)
    expect(field('Tên')).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Danh mục' })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Đà Lạt' })).toBeDisabled()
    await waitFor(() => expect(field('Nội dung')).toHaveAttribute('contenteditable', 'false'))
    expect(screen.queryByRole('group', { name: 'Định dạng' })).toBeNull()
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull()
  })
})

describe('the draft kept in this browser', () => {
  /** An article's write fields, as the form holds them (what a draft keeps), and its version. */
  const toFormValues = (a: NonNullable<ReturnType<typeof db.articles.find>>) => ({
    version: a.version,
    type: a.type,
    name: a.name,
    slug: a.slug,
    intro: a.intro,
    avatar: a.avatar,
    content: a.content,
    category_id: a.category_id,
    tag_ids: a.tag_ids,
    status: a.status,
    public_date: a.public_date,
    public_time: a.public_time,
    seo_title: a.seo_title,
    seo_description: a.seo_description,
  })

  const draftOf = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as ArticleDraft | null

  /**
   * Opens /article/1 and changes its title with the draft's timer faked: only setTimeout (the timer is the subject;
   * the app keeps real time otherwise), and the change made with fireEvent (user-event waits on a real-time
   * setTimeout between its steps).
   */
  async function changeWithFakeTimer(name: string) {
    const opened = await open('/article/1')
    const key = `article-draft:${db.users.findBy((u) => u.username === 'admin')!.id}:1`
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.change(field('Tên'), { target: { value: name } })
    expect(field('Tên')).toHaveValue(name)
    return { ...opened, key }
  }

  it('writes the changed form every DRAFT_EVERY_MS, offers it on the next opening, restores it; a save drops it', async () => {
    const { user, unmount, key } = await changeWithFakeTimer('Lịch chạy tuyến mới')
    act(() => void vi.advanceTimersByTime(DRAFT_EVERY_MS - 1))
    expect(localStorage.getItem(key)).toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    vi.useRealTimers()
    const draft = draftOf(key)!
    expect(draft.values).toMatchObject({ name: 'Lịch chạy tuyến mới', category_id: 2, status: 1 })
    expect(draft.version).toBe(db.articles.find(1)!.version)
    const savedAt = formatDateTime(draft.savedAt, { format_date: 'DD/MM/YYYY', format_time: 'HH:mm' })
    expect(screen.getByText(`Đã lưu nháp trên máy lúc ${savedAt}`)).toBeInTheDocument()

    // the tab closed and the article opened again: the draft is offered, the saved article shown until restored
    unmount()
    renderApp('/article/1')
    expect(await screen.findByText(`Có bản nháp chưa lưu lúc ${savedAt} trên máy này.`)).toBeInTheDocument()
    await waitFor(() => expect(field('Tên')).toHaveValue(SCHEDULE))
    await user.click(screen.getByRole('button', { name: 'Khôi phục bản nháp' }))
    expect(field('Tên')).toHaveValue('Lịch chạy tuyến mới')
    expect(screen.queryByText(/^Có bản nháp chưa lưu/)).toBeNull()
    expect(draftOf(key)).not.toBeNull()

    // saved: the draft is gone
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa bài viết thành công')).toBeInTheDocument()
    expect(db.articles.find(1)!.name).toBe('Lịch chạy tuyến mới')
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('saves a draft restored after someone else saved over the version it was edited from: the save says so, the typing stays', async () => {
    const admin = db.users.findBy((u) => u.username === 'admin')!
    const key = `article-draft:${admin.id}:1`
    const { version, ...values } = toFormValues(db.articles.find(1)!)
    localStorage.setItem(
      key,
      JSON.stringify({ values: { ...values, name: 'Tiêu đề của tôi' }, savedAt: Date.now(), version }),
    )
    db.articles.update(1, { name: 'Tiêu đề của người khác' })
    const { user } = await open('/article/1')
    expect(screen.getByText(/^Bản nháp được sửa từ một phiên bản cũ hơn/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Khôi phục bản nháp' }))
    expect(field('Tên')).toHaveValue('Tiêu đề của tôi')
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText(/^Bản ghi đã được người khác thay đổi/)).toBeInTheDocument()
    expect(field('Tên')).toHaveValue('Tiêu đề của tôi')
    expect(db.articles.find(1)!.name).toBe('Tiêu đề của người khác')
  })

  it('drops the draft offered when asked to, and shows the saved article', async () => {
    const { user, unmount, key } = await changeWithFakeTimer('Tiêu đề chưa lưu')
    act(() => void vi.advanceTimersByTime(DRAFT_EVERY_MS))
    vi.useRealTimers()
    expect(draftOf(key)!.values).toMatchObject({ name: 'Tiêu đề chưa lưu' })

    unmount()
    renderApp('/article/1')
    await user.click(await screen.findByRole('button', { name: 'Bỏ bản nháp' }))
    expect(localStorage.getItem(key)).toBeNull()
    expect(screen.queryByText(/^Có bản nháp chưa lưu/)).toBeNull()
    expect(field('Tên')).toHaveValue(SCHEDULE)
  })
})

describe('leaving the form', () => {
  it('asks before leaving with unsaved changes: cancelled it stays, confirmed it leaves', async () => {
    const { user, router } = await open('/article/1')
    await typeInto(user, 'Mô tả ngắn', 'Chưa lưu')

    // from the router (the menu, the browser's back)
    void router.navigate({ to: '/article' })
    let question = await findDialog(LEAVE)
    await user.click(within(question).getByRole('button', { name: 'Hủy' }))
    await waitForClose(question)
    expect(router.state.location.pathname).toBe('/article/1')
    expect(field('Mô tả ngắn')).toHaveValue('Chưa lưu')

    // from the page's own link
    await user.click(screen.getByRole('link', { name: 'Danh sách bài viết' }))
    question = await findDialog(LEAVE)
    await user.click(within(question).getByRole('button', { name: 'Rời trang' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/article'))
    expect(await screen.findByRole('table', { name: 'Danh sách bài viết' })).toBeInTheDocument()
  })

  it('leaves without asking when nothing was changed, or once saved', async () => {
    // its timetable and its list: HTML the editor holds in its own form, which is no change of the user's
    const { user, router } = await open('/article/1')
    expect(field('Tên')).toHaveValue(SCHEDULE)
    await user.click(screen.getByRole('link', { name: 'Danh sách bài viết' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/article'))
    expect(await screen.findByRole('table', { name: 'Danh sách bài viết' })).toBeInTheDocument()
    expect(screen.queryByText(LEAVE)).toBeNull()

    await act(() => router.navigate({ to: '/article/$id', params: { id: '1' } }))
    await screen.findByRole('textbox', { name: 'Nội dung' })
    await typeInto(user, 'Mô tả ngắn', 'Đã lưu')
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa bài viết thành công')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Danh sách bài viết' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/article'))
    expect(screen.queryByText(LEAVE)).toBeNull()
  })
})
