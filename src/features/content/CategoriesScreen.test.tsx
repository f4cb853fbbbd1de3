/* /category (categories and, on their tab, tags) through the real app, against the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CONTENT_API } from '../../api/contracts/content-paths'
import { renderApp } from '../../app/test-utils'
import {
  buttonNamed,
  chooseOption,
  columnValues,
  db,
  findDialog,
  grantCodes,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([() => import('./CategoriesPage'), () => import('./TaxonomyDialog')])

const CATEGORY_LIST = `${CONTENT_API.category}/list`
const TAG_LIST = `${CONTENT_API.tag}/list`
/** "Lưu" (jsdom never ends antd's loading-icon animation: after a first save its name stays "loading Lưu") */
const SAVE = /Lưu$/

/** Signs in (the administrator unless said) and opens /category (or `url`) with its rows on screen. */
async function openCategories(url = '/category', account: [string, string] = ['admin', 'admin123']) {
  const session = await signInDemo(...account)
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách danh mục' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, ...session, wire, table, user: userEvent.setup({ delay: null }) }
}

/** The list's own filter `label` (the header has a language switcher named alike). */
const filter = (label: string) => within(screen.getByRole('main')).getByRole('combobox', { name: label })

const names = (table: HTMLElement) => columnValues(table, 'Tên')

/** The row named `name`, column by column (header → text), the selection and actions left out. */
function rowNamed(table: HTMLElement, name: string): Record<string, string> {
  const index = names(table).indexOf(name)
  expect(index, `row "${name}"`).toBeGreaterThanOrEqual(0)
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '')
  return Object.fromEntries(
    headers.filter((h) => h && h !== 'Thao tác').map((h) => [h, columnValues(table, h)[index]]),
  )
}

describe('/category', () => {
  it('lists the seeded categories with their type, slug, language, article count and status', async () => {
    const { table, wire } = await openCategories()
    expect(names(table)).toEqual([
      'Tin tức nhà xe',
      'Cẩm nang tuyến Sài Gòn – Đà Lạt',
      'Thông báo lịch chạy',
      'Company news',
      'Khuyến mãi cũ',
    ])
    expect(columnValues(table, 'Loại')).toEqual([
      'Tin tức',
      'Cẩm nang tuyến',
      'Thông báo',
      'Tin tức',
      'Tin tức',
    ])
    expect(columnValues(table, 'Đường dẫn')).toEqual([
      'tin-tuc-nha-xe',
      'cam-nang-tuyen-sai-gon-da-lat',
      'thong-bao-lich-chay',
      'company-news',
      'khuyen-mai-cu',
    ])
    expect(columnValues(table, 'Ngôn ngữ')).toEqual([
      'Tiếng Việt',
      'Tiếng Việt',
      'Tiếng Việt',
      'Tiếng Anh',
      'Tiếng Việt',
    ])
    expect(columnValues(table, 'Số bài viết')).toEqual(['2', '2', '1', '0', '0'])
    expect(columnValues(table, 'Trạng thái')).toEqual([
      'Hoạt động',
      'Hoạt động',
      'Hoạt động',
      'Hoạt động',
      'Ngừng hoạt động',
    ])
    expect(wire.to(CATEGORY_LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10' }])
    expect(wire.under(CONTENT_API.tag)).toEqual([])
  })

  it('switches to the tags tab, its own list and call, and back to the categories', async () => {
    const { wire, router, user } = await openCategories()
    // (the Tabs' aria-label lands on antd's wrapper, not on its tablist: the tabs are found by their own names)
    const tab = (name: string) => screen.getByRole('tab', { name })
    expect(tab('Danh mục')).toHaveAttribute('aria-selected', 'true')

    await user.click(tab('Thẻ'))
    const tagTable = await screen.findByRole('table', { name: 'Danh sách thẻ' })
    await waitFor(() =>
      expect(names(tagTable)).toEqual(['Đà Lạt', 'Madagui', 'Lịch Tết', 'Gửi hàng', 'Travel tips']),
    )
    expect(tab('Thẻ')).toHaveAttribute('aria-selected', 'true')
    expect(router.state.location.search).toEqual({ tab: 'tags' })
    expect(wire.to(TAG_LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10' }])
    expect(columnValues(tagTable, 'Đường dẫn')).toEqual([
      'da-lat',
      'madagui',
      'lich-tet',
      'gui-hang',
      'travel-tips',
    ])
    expect(columnValues(tagTable, 'Số bài viết')).toEqual(['3', '1', '1', '1', '0'])
    // a tag has no type, and no type filter
    expect([...tagTable.querySelectorAll('thead th')].map((th) => th.textContent)).not.toContain('Loại')
    expect(within(screen.getByRole('main')).queryByRole('combobox', { name: 'Loại' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Thêm thẻ' })).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Danh sách danh mục' })).toBeNull()

    await user.click(tab('Danh mục'))
    const table = await screen.findByRole('table', { name: 'Danh sách danh mục' })
    await waitFor(() => expect(names(table)).toHaveLength(5))
    expect(router.state.location.search).toEqual({})
    expect(screen.getByRole('button', { name: 'Thêm danh mục' })).toBeInTheDocument()
  })

  it('filters by type and by language, in the URL and the list call', async () => {
    const { table, wire, router, user } = await openCategories()
    await chooseOption(user, filter('Loại'), 'Tin tức')
    await waitFor(() => expect(names(table)).toEqual(['Tin tức nhà xe', 'Company news', 'Khuyến mãi cũ']))
    expect(router.state.location.search).toEqual({ type: 0 })
    expect(wire.to(CATEGORY_LIST).at(-1)!.query).toEqual({ page: '1', itemsPerPage: '10', type: '0' })

    await chooseOption(user, filter('Ngôn ngữ'), 'Tiếng Anh')
    await waitFor(() => expect(names(table)).toEqual(['Company news']))
    expect(router.state.location.search).toEqual({ type: 0, language: 'en' })
    expect(wire.to(CATEGORY_LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      type: '0',
      language: 'en',
    })
  })

  it('creates a category with an empty slug: the hint follows the name, the backend makes the slug', async () => {
    const { table, wire, user } = await openCategories()
    await user.click(screen.getByRole('button', { name: 'Thêm danh mục' }))
    const dialog = await findDialog('Thêm danh mục')
    const slug = within(dialog).getByRole('textbox', { name: 'Đường dẫn' })
    const row = slug.closest('.field')!
    expect(row).toHaveTextContent('Để trống để tạo từ tên')

    await user.type(within(dialog).getByRole('textbox', { name: 'Tên' }), 'Tuyến Sài Gòn')
    expect(row).toHaveTextContent('Để trống: tuyen-sai-gon')
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên' }), ' – Đà Lạt')
    expect(row).toHaveTextContent('Để trống: tuyen-sai-gon-da-lat')
    expect(slug).toHaveValue('')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Loại' }), 'Cẩm nang tuyến')

    const listCalls = wire.to(CATEGORY_LIST).length
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitForClose(dialog)
    expect(await screen.findByText('Thêm danh mục thành công')).toBeInTheDocument()
    expect(await wire.to(`${CONTENT_API.category}/create`)[0].body).toEqual({
      name: 'Tuyến Sài Gòn – Đà Lạt',
      type: 1,
      slug: null,
      language: 'vi',
      status: 1,
    })
    await waitFor(() => expect(names(table)).toContain('Tuyến Sài Gòn – Đà Lạt'))
    expect(rowNamed(table, 'Tuyến Sài Gòn – Đà Lạt')).toEqual({
      Tên: 'Tuyến Sài Gòn – Đà Lạt',
      Loại: 'Cẩm nang tuyến',
      'Đường dẫn': 'tuyen-sai-gon-da-lat',
      'Ngôn ngữ': 'Tiếng Việt',
      'Số bài viết': '0',
      'Trạng thái': 'Hoạt động',
    })
    expect(db.categories.findBy((c) => c.name === 'Tuyến Sài Gòn – Đà Lạt')).toMatchObject({
      type: 1,
      slug: 'tuyen-sai-gon-da-lat',
    })
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    expect(wire.to(CATEGORY_LIST).length - listCalls).toBe(1)
  })

  it('refuses a slug taken in the language with the backend’s message beside the field, keeping the typing', async () => {
    const { wire, user } = await openCategories()
    await user.click(screen.getByRole('button', { name: 'Thêm danh mục' }))
    const dialog = await findDialog('Thêm danh mục')
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    const slug = within(dialog).getByRole('textbox', { name: 'Đường dẫn' })
    await user.type(name, 'Tin mới')
    await user.type(slug, 'tin-tuc-nha-xe')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(slug).toHaveAccessibleDescription('Đường dẫn đã được dùng trong ngôn ngữ này'))
    expect(slug).toHaveAttribute('aria-invalid', 'true')
    expect(await wire.to(`${CONTENT_API.category}/create`)[0].body).toMatchObject({
      name: 'Tin mới',
      slug: 'tin-tuc-nha-xe',
    })
    expect(dialog).toBeInTheDocument()
    expect(name).toHaveValue('Tin mới')
    expect(slug).toHaveValue('tin-tuc-nha-xe')
    expect(db.categories.filter((c) => c.slug === 'tin-tuc-nha-xe')).toHaveLength(1)
  })

  it('asks before deleting a category holding articles, then refuses naming the count; the row stays', async () => {
    const { table, wire, user } = await openCategories()
    const news = db.categories.findBy((c) => c.name === 'Tin tức nhà xe')!
    await user.click(buttonNamed(table, 'Xóa Tin tức nhà xe')!)
    const confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    expect(wire.to(`${CONTENT_API.category}/${news.id}`, 'DELETE')).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    expect(
      await screen.findByText(
        'Danh mục Tin tức nhà xe còn 2 bài viết: hãy chuyển các bài sang danh mục khác trước khi xóa',
      ),
    ).toBeInTheDocument()
    expect(wire.to(`${CONTENT_API.category}/${news.id}`, 'DELETE')).toHaveLength(1)
    await waitForClose(confirm)
    expect(rowNamed(table, 'Tin tức nhà xe')).toMatchObject({ 'Số bài viết': '2' })
    expect(buttonNamed(table, 'Xóa Tin tức nhà xe')).toBeDefined()
    expect(db.categories.find(news.id)).toBeDefined()
  })

  it('offers neither create nor edit nor delete to a clerk who may only view', async () => {
    grantCodes('quan-ly', 'category.view')
    const { table } = await openCategories('/category', ['quanly', 'quanly123'])
    expect(names(table)).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Thêm danh mục' })).toBeNull()
    expect(buttonNamed(table, 'Sửa Tin tức nhà xe')).toBeUndefined()
    expect(buttonNamed(table, 'Xóa Tin tức nhà xe')).toBeUndefined()
    expect(within(table).queryAllByRole('checkbox')).toEqual([])
  })
})
