/* /article through the real app, against the demo backend (msw/node): the list, its filters, preview and export. */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CONTENT_API } from '../../api/contracts/content-paths'
import { renderApp } from '../../app/test-utils'
import {
  catchDownloads,
  chooseOption,
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  grantCodes,
  recordRequests,
  rowWith,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([() => import('./ArticlesPage'), () => import('./ArticlePreview')])

const LIST = `${CONTENT_API.article}/list`
const SCHEDULE = 'Lịch chạy tuyến Sài Gòn – Đà Lạt qua Madagui'

async function openArticles(url = '/article', username = 'admin', password = 'admin123') {
  await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách bài viết' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, wire, table, user: userEvent.setup({ delay: null }) }
}

const names = (table: HTMLElement) => columnValues(table, 'Tên')

describe('/article', () => {
  it('lists the seeded articles newest first, with their category, what a reader sees of each now, and the author', async () => {
    const { table } = await openArticles()
    expect(names(table)).toEqual([
      'Khuyến mãi hè giảm 10% vé khứ hồi',
      'Kinh nghiệm đi Đà Lạt bằng xe giường nằm',
      'Thông báo lịch chạy Tết Nguyên Đán',
      'Gửi hàng Sài Gòn – Đà Lạt: nhận trong ngày',
      SCHEDULE,
    ])
    expect(columnValues(table, 'Danh mục')).toEqual([
      'Tin tức nhà xe',
      'Cẩm nang tuyến Sài Gòn – Đà Lạt',
      'Thông báo lịch chạy',
      'Tin tức nhà xe',
      'Cẩm nang tuyến Sài Gòn – Đà Lạt',
    ])
    expect(columnValues(table, 'Trạng thái')).toEqual(['Đã ẩn', 'Nháp', 'Hẹn giờ đăng', 'Đã đăng', 'Đã đăng'])
    expect(new Set(columnValues(table, 'Người viết'))).toEqual(new Set(['Trần Minh Quân']))
    // the draft has no time yet
    expect(columnValues(table, 'Thời gian đăng')[1]).toBe('')
    expect(within(rowWith(table, /Kinh nghiệm đi Đà Lạt/)).getByRole('link')).toHaveAttribute(
      'href',
      `/article/${db.articles.findBy((a) => a.name.startsWith('Kinh nghiệm'))!.id}`,
    )
  })

  it('filters by state (scheduled asked of the backend by name) and by category, in the address and on the wire', async () => {
    const { table, wire, router, user } = await openArticles()
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }))
    await user.click(await screen.findByTitle('Hẹn giờ đăng'))
    await waitFor(() => expect(names(table)).toEqual(['Thông báo lịch chạy Tết Nguyên Đán']))
    expect(columnValues(table, 'Trạng thái')).toEqual(['Hẹn giờ đăng'])
    expect(router.state.location.search).toEqual({ state: 'scheduled' })
    expect(wire.to(LIST).at(-1)!.query).toEqual({ page: '1', itemsPerPage: '10', state: 'scheduled' })

    // published, then within one category
    await chooseOption(user, screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đã đăng')
    await waitFor(() =>
      expect(names(table)).toEqual(['Gửi hàng Sài Gòn – Đà Lạt: nhận trong ngày', SCHEDULE]),
    )
    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'Danh mục' }),
      'Cẩm nang tuyến Sài Gòn – Đà Lạt',
    )
    await waitFor(() => expect(names(table)).toEqual([SCHEDULE]))
    const guide = db.categories.findBy((c) => c.name === 'Cẩm nang tuyến Sài Gòn – Đà Lạt')!
    expect(router.state.location.search).toEqual({ state: 'published', category_id: guide.id })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      state: 'published',
      category_id: String(guide.id),
    })
  })

  it('previews an article as the website shows it: its title, headings and table', async () => {
    const { table, user } = await openArticles()
    await chooseRowAction(user, table, SCHEDULE, 'Xem trước')
    const dialog = await findDialog(`Xem trước: ${SCHEDULE}`)
    const article = within(dialog).getByRole('article')
    expect(within(article).getByRole('heading', { level: 2, name: SCHEDULE })).toBeInTheDocument()
    expect(within(article).getByText('Cẩm nang tuyến Sài Gòn – Đà Lạt')).toBeInTheDocument()
    expect(within(article).getByRole('heading', { level: 2, name: 'Giờ xuất bến' })).toBeInTheDocument()
    expect(within(article).getByRole('heading', { level: 3, name: 'Điểm dừng' })).toBeInTheDocument()
    const timetable = within(article).getByRole('table')
    expect(
      within(timetable)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Giờ xuất bến', 'Loại xe', 'Giá vé'])
    expect(
      within(timetable).getByRole('row', { name: '22:00 Limousine 22 phòng 450.000 ₫' }),
    ).toBeInTheDocument()
    // the footer's "Đóng" (the corner's close button has the same name)
    await user.click(within(dialog).getByText('Đóng'))
    await waitForClose(dialog)
  })

  it('renders nothing script-like of an old article whose content the backend would now refuse', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>'
    const author = db.users.findBy((u) => u.username === 'admin')!
    // stored by another client before the allow-list: straight into the data, past the backend's refusal
    db.articles.insert({
      type: 0,
      name: 'Bài cũ từ hệ thống trước',
      slug: 'bai-cu-tu-he-thong-truoc',
      intro: payload,
      avatar: null,
      content: `<p>Nội dung cũ</p>${payload}<p onclick="window.__xss=1">Đoạn cuối</p>`,
      category_id: db.categories.findBy((c) => c.name === 'Tin tức nhà xe')!.id,
      category_name: null,
      tag_ids: [],
      status: 1,
      state: 'published',
      public_at: '2024-01-02T08:00:00+07:00',
      public_date: '2024-01-02',
      public_time: '08:00',
      seo_title: null,
      seo_description: null,
      author_id: author.id,
      author_name: author.fullname,
      updated_at: '2024-01-02T08:00:00+07:00',
    })
    const { table, user } = await openArticles()
    const row = rowWith(table, /Bài cũ từ hệ thống trước/)
    expect(within(row).getByText('Đã đăng')).toBeInTheDocument()
    expect(table.querySelector('script, [onerror], [onclick]')).toBeNull()

    await chooseRowAction(user, table, 'Bài cũ từ hệ thống trước', 'Xem trước')
    const dialog = await findDialog('Xem trước: Bài cũ từ hệ thống trước')
    expect(within(dialog).getByText('Nội dung cũ')).toBeInTheDocument()
    expect(within(dialog).getByText('Đoạn cuối')).toBeInTheDocument()
    // the intro is text, shown as typed
    expect(within(dialog).getByText(payload)).toBeInTheDocument()
    expect(dialog.querySelector('img[onerror]')).toBeNull()
    expect(dialog.querySelector('script')).toBeNull()
    expect(dialog.querySelector('[onclick]')).toBeNull()
    expect(document.querySelector('script, [onerror]')).toBeNull()
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
  })

  it('exports after the confirmation, with the list’s filters', async () => {
    const downloads = catchDownloads()
    const guide = db.categories.findBy((c) => c.name === 'Cẩm nang tuyến Sài Gòn – Đà Lạt')!
    const { wire, user, table } = await openArticles(
      `/article?state=published&category_id=${guide.id}&q=Madagui`,
    )
    expect(names(table)).toEqual([SCHEDULE])
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }))
    const confirm = await findDialog('Bạn có chắc chắn muốn xuất?')
    expect(wire.to(`${CONTENT_API.article}/export-excel`)).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Đồng ý' }))
    expect(await screen.findByText('Đã xuất danh sách bài viết')).toBeInTheDocument()
    expect(wire.to(`${CONTENT_API.article}/export-excel`, 'GET').map((r) => r.query)).toEqual([
      { state: 'published', category_id: String(guide.id), q: 'Madagui' },
    ])
    expect(downloads.name()).toBe('bai-viet.xlsx')
    expect(downloads.file()?.size).toBeGreaterThan(0)
  })

  it('offers no "Thêm bài viết" to a reader without article.create', async () => {
    grantCodes('quan-ly', 'article.view')
    const { table } = await openArticles('/article', 'quanly', 'quanly123')
    expect(names(table)).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Thêm bài viết' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toBeInTheDocument()
  })
})
