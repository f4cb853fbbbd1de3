import type { Locator, Page } from '@playwright/test'
import {
  test,
  expect,
  chooseRowAction,
  goInApp,
  openSignedIn,
  rowOf,
  seriousA11yViolations,
} from './fixtures'

/*
 * axe on every screen, dialog, drawer and tab, in the light and the dark theme. One test a screen (the signed-in
 * lists and pages: a run of up to five, below): it signs in once, checks the page in the dark theme, switches
 * the theme with the header's switch (as a user does; the choice is stored, so a page load keeps it), checks the
 * page in full and opens each of its dialogs in turn.
 */

// a test walks a screen twice, or a run of up to five pages, each twice, the last with its dialogs
test.describe.configure({ timeout: 120_000 })

const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]

/** The theme through the header's switch; `html[data-theme]` shows it applied. */
async function switchTheme(page: Page, theme: Theme) {
  const dark = page.getByRole('switch', { name: 'Chế độ tối' })
  const wanted = String(theme === 'dark')
  if ((await dark.getAttribute('aria-checked')) !== wanted) await dark.click()
  await expect(dark).toHaveAttribute('aria-checked', wanted)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** The axe rules whose outcome depends on the colours: what a second theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * No serious or critical violation now; `step` names what is on screen in the failure message. The dark theme
 * changes colours only (the same elements, names and roles): there, the rules about colours are checked.
 */
async function expectAccessible(page: Page, step: string) {
  const dark = (await page.locator('html').getAttribute('data-theme')) === 'dark'
  expect(await seriousA11yViolations(page, dark ? COLOUR_RULES : undefined), step).toEqual([])
}

/** Closes an open dialog or drawer with Escape, as a keyboard user does, and waits for it to be gone. */
async function dismiss(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

const online = (page: Page) => page.getByRole('status').filter({ hasText: 'Trực tuyến' })

/** Every public screen, with what shows once it has rendered. */
const publicScreens = [
  { path: '/login', ready: (page: Page) => page.getByRole('button', { name: 'Đăng nhập' }) },
  { path: '/forgot-password', ready: (page: Page) => page.getByRole('button', { name: 'Gửi yêu cầu' }) },
  {
    path: '/auth/reset-password?token=abc&email=admin%40nhaxe.vn',
    ready: (page: Page) => page.getByRole('button', { name: 'Đặt lại mật khẩu' }),
  },
  { path: '/khong-co-trang-nay', ready: (page: Page) => page.getByRole('heading', { name: '404' }) },
]

for (const screen of publicScreens) {
  test(`${screen.path} (signed out, light and dark) has no serious accessibility violations`, async ({
    page,
  }) => {
    await page.goto(screen.path)
    for (const theme of THEMES) {
      // no header switch before signing in: the stored choice, read as the app starts
      await page.evaluate((mode) => localStorage.setItem('theme-mode', mode), theme)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect(screen.ready(page)).toBeVisible()
      await expectAccessible(page, `${screen.path} (${theme})`)
    }
  })
}

interface Screen {
  path: string
  /** What shows once the page has rendered; without it only the dialogs are checked. */
  ready?: (page: Page) => Locator
  /** Dialogs opened from the page by the button named `open`. */
  /** `open`: the button that opens the dialog, or with `row`, that row's action (its button or menu entry) */
  dialogs?: Array<{ open: string; dialog: string | RegExp; row?: string }>
}

/** The administrator's screens, and the dialogs each opens from its list. */
const screens: Screen[] = [
  { path: '/', ready: (page) => page.getByTestId('stat-trips-today') },
  { path: '/user/info/', ready: (page) => page.getByLabel('Họ và tên') },
  { path: '/user/changepassword/', ready: (page) => page.getByLabel('Mật khẩu hiện tại') },
  // the accounts' administration (the directory /user is the same list without the actions) and its form page
  {
    path: '/users',
    ready: (page) => page.getByRole('cell', { name: 'Trần Minh Quân', exact: true }),
    dialogs: [
      { row: 'Lê Văn Hùng', open: 'Đặt lại mật khẩu', dialog: 'Đặt lại mật khẩu cho Lê Văn Hùng' },
      { row: 'Lê Văn Hùng', open: 'Khóa', dialog: 'Khóa tài khoản Lê Văn Hùng?' },
    ],
  },
  { path: '/user/add', ready: (page) => page.getByRole('checkbox', { name: 'Kho hàng' }) },
  // the roles with their edit dialog, and a role's permission matrix
  {
    path: '/role',
    ready: (page) => page.getByRole('cell', { name: 'Kho hàng', exact: true }),
    dialogs: [
      { open: 'Thêm vai trò', dialog: 'Thêm vai trò' },
      { row: 'Kho hàng', open: 'Sửa', dialog: 'Sửa vai trò' },
    ],
  },
  {
    path: '/role/3/permissions',
    ready: (page) => page.getByRole('checkbox', { name: 'Mọi quyền của Gửi hàng' }),
  },
  // the drivers, ready once the licence that ends within 30 days is flagged on its row (the seed's Huỳnh Tấn Lộc)
  {
    path: '/user/driver',
    ready: (page) => rowOf(page.getByRole('table'), 'Huỳnh Tấn Lộc').getByText('Sắp hết hạn'),
  },
  // a driver's page: the form, their trips of the last 30 days and this month's pay
  {
    path: '/user/driver/5',
    ready: (page) => page.getByRole('region', { name: 'Tiền công tháng này' }).getByText('Số dư'),
  },
  // the customers, and a customer's page with its history, standing and the merge dialog
  {
    path: '/user/customer',
    ready: (page) => page.getByRole('cell', { name: /^0\d{3}\.\d{3}\.\d{3}$/ }).first(),
  },
  {
    path: '/user/customer/1',
    ready: (page) => page.getByRole('region', { name: 'Điểm và hạng' }).getByText(/Lên hạng/),
    dialogs: [{ open: 'Gộp khách hàng', dialog: /^Gộp một khách hàng khác vào / }],
  },
  { path: '/user/customer/add', ready: (page) => page.getByRole('combobox', { name: 'Tỉnh/Thành phố' }) },
  // the customers' import before a file is chosen: the template, the file field and what to do
  { path: '/import-customer', ready: (page) => page.getByLabel('Chọn tệp Excel') },
  // the modules, their dialog with its actions' rows
  {
    path: '/module',
    ready: (page) => page.getByRole('cell', { name: 'Đặt vé', exact: true }),
    dialogs: [
      { open: 'Thêm chức năng', dialog: 'Thêm chức năng' },
      { row: 'Đặt vé', open: 'Sửa', dialog: 'Sửa chức năng' },
    ],
  },
  // the general settings with their preview, and the about page (the appearance settings: e2e/settings.spec.ts,
  // in the dark theme and a red they set)
  {
    path: '/setting-general',
    ready: (page) => page.getByRole('region', { name: 'Xem trước' }).getByText('1.250.000 ₫'),
  },
  { path: '/about', ready: (page) => page.getByRole('heading', { name: 'Có gì mới' }) },
  { path: '/setting-template', ready: (page) => page.getByRole('group', { name: 'Định dạng' }) },
  // the car-rental contracts: the list, a contract with its lines, payments and the payment dialog, and a
  // customer's statement
  { path: '/car-contract', ready: (page) => page.getByRole('cell', { name: 'HD000002', exact: true }) },
  {
    path: '/car-contract/2',
    ready: (page) =>
      page.getByRole('table', { name: 'Các khoản thu của hợp đồng' }).getByText('Chuyển khoản'),
    dialogs: [{ open: 'Thu tiền', dialog: 'Thu tiền hợp đồng HD000002' }],
  },
  {
    path: '/car-contract-customer?phone=0937291535',
    ready: (page) => page.getByRole('table', { name: 'Các khoản thu của hợp đồng HD000002' }),
  },
  // the website's content: the categories with their dialog, the tags' tab, the articles, an article in its editor,
  // the readers' comments, the customers' reports with the reply
  {
    path: '/category',
    ready: (page) => page.getByRole('cell', { name: 'Tin tức nhà xe', exact: true }),
    dialogs: [{ open: 'Thêm danh mục', dialog: 'Thêm danh mục' }],
  },
  { path: '/category?tab=tags', ready: (page) => page.getByRole('cell', { name: 'Madagui', exact: true }) },
  { path: '/article/1', ready: (page) => page.getByRole('group', { name: 'Định dạng' }) },
  {
    path: '/article',
    ready: (page) => page.getByRole('link', { name: 'Thông báo lịch chạy Tết Nguyên Đán' }),
    dialogs: [
      {
        row: 'Lịch chạy tuyến Sài Gòn – Đà Lạt qua Madagui',
        open: 'Xem trước',
        dialog: 'Xem trước: Lịch chạy tuyến Sài Gòn – Đà Lạt qua Madagui',
      },
    ],
  },
  {
    path: '/comment',
    ready: (page) => page.getByRole('cell', { name: 'Gửi xe máy được không ạ?', exact: true }),
  },
  {
    path: '/report',
    ready: (page) => page.getByRole('cell', { name: /^Quên túi xách trên xe/ }),
    dialogs: [
      {
        row: 'Xe xuất bến trễ 40 phút',
        open: 'Trả lời',
        dialog: 'Trả lời phản ánh: Xe xuất bến trễ 40 phút',
      },
    ],
  },
  // the side menu's entries, their dialog
  {
    path: '/menu',
    ready: (page) => page.getByRole('rowheader', { name: /^Hãng xe/ }),
    dialogs: [
      { open: 'Thêm mục menu', dialog: 'Thêm mục menu' },
      { open: 'Sửa Hãng xe', dialog: 'Sửa mục menu' },
    ],
  },
  { path: '/khong-co-trang-nay', ready: (page) => page.getByRole('heading', { name: '404' }) },
  {
    path: '/brand',
    ready: (page) => page.getByRole('cell', { name: 'Hyundai', exact: true }),
    dialogs: [{ open: 'Thêm hãng xe', dialog: 'Thêm hãng xe' }],
  },
  { path: '/product-type', ready: (page) => page.getByRole('cell', { name: 'Hàng dễ vỡ', exact: true }) },
  {
    path: '/vehicle',
    ready: (page) => page.getByRole('cell', { name: 'Xe giường nằm 34 giường', exact: true }),
    dialogs: [
      { row: 'Xe 16 chỗ', open: 'Sửa', dialog: 'Sửa loại xe' },
      { open: 'Giá theo đợt Xe giường nằm 34 giường', dialog: 'Giá theo đợt – Xe giường nằm 34 giường' },
    ],
  },
  {
    path: '/car',
    ready: (page) => page.getByRole('cell', { name: '51B-123.45', exact: true }),
    dialogs: [{ open: 'Thêm xe', dialog: 'Thêm xe' }],
  },
  {
    path: '/map',
    ready: (page) => page.getByRole('cell', { name: 'SG-VT', exact: true }),
    dialogs: [{ open: 'Sửa SG-VT', dialog: 'Sửa tuyến' }],
  },
  {
    path: '/trip',
    ready: (page) => page.getByRole('row', { name: /Sài Gòn ➡️ Đà Lạt 06:00/ }),
    dialogs: [
      { open: 'Thêm chuyến', dialog: 'Thêm chuyến' },
      // today's 14:30 trip is new (seed): it can be cancelled, with a reason
      {
        row: 'Sài Gòn ➡️ Madagui 14:30',
        open: 'Hủy chuyến',
        dialog: 'Hủy chuyến Sài Gòn ➡️ Madagui 14:30',
      },
    ],
  },
  { path: '/trip/1', ready: (page) => page.getByRole('grid', { name: /^Sơ đồ ghế / }) },
  {
    path: '/booking-waiting',
    ready: (page) => page.getByRole('cell', { name: /^DC000001/ }),
    dialogs: [
      { open: 'Thêm vé chờ xếp xe', dialog: 'Thêm vé chờ xếp xe' },
      // the seed's first waiting booking: cancelled (the reasons) and edited (the passenger part filled); opened for
      // the edit, it is no longer new and leaves the top of the list
      { row: 'DC000001', open: 'Hủy vé', dialog: 'Hủy vé chờ xếp xe DC000001' },
      { row: 'DC000001', open: 'Sửa', dialog: 'Sửa vé chờ xếp xe' },
    ],
  },
  {
    path: '/list-ticket-by-car',
    ready: (page) => page.getByText('Chọn chiều để xem các chuyến trong ngày'),
  },
  {
    path: '/list-ticket-by-car?map_detail_id=1&trip_id=5',
    ready: (page) => page.getByRole('table', { name: 'Danh sách khách theo xe', exact: true }),
    // the reports' exports ask first
    dialogs: [{ open: 'Xuất Excel', dialog: 'Bạn có chắc chắn muốn xuất?' }],
  },
  {
    path: '/canceled-tickets',
    ready: (page) => page.getByRole('table', { name: 'Danh sách vé đã hủy' }).getByRole('row').nth(1),
    dialogs: [{ open: 'Xuất Excel', dialog: 'Bạn có chắc chắn muốn xuất?' }],
  },
  {
    path: '/statistics/ticket-history',
    ready: (page) => page.getByText('Nhập số điện thoại, tên khách hoặc mã vé để xem lịch sử vé'),
  },
  {
    path: '/statistics/ticket-history?q=VE000001&ticket=1',
    ready: (page) => page.getByRole('region', { name: 'Lịch sử vé VE000001' }).getByRole('article').first(),
  },
  {
    path: '/shipping-waiting',
    ready: (page) => page.getByRole('cell', { name: 'HC000001', exact: true }),
    // the seed's first parcel: received, edited and cancelled
    dialogs: [
      { open: 'Nhận hàng', dialog: 'Nhận hàng' },
      { row: 'HC000001', open: 'Sửa', dialog: 'Sửa hàng chờ gửi' },
      { row: 'HC000001', open: 'Hủy', dialog: 'Hủy hàng HC000001' },
    ],
  },
  // the seed's first parcel's label page
  {
    path: '/shipping-waiting?label=1',
    ready: (page) => page.getByRole('img', { name: 'Mã vạch HC000001' }).locator('g rect').first(),
  },
  // shipping orders and loading onto the seed's trip 2
  {
    path: '/shipping?trip_id=2',
    ready: (page) => page.getByRole('button', { name: 'Xếp hàng lên xe' }),
    dialogs: [{ open: 'Xếp hàng lên xe', dialog: 'Xếp hàng lên chuyến Đà Lạt ➡️ Sài Gòn 09:30' }],
  },
  // the seed's order GH000010 (in transit): moved, cancelled, its history
  {
    path: '/shipping?q=GH000010',
    dialogs: [
      { row: 'GH000010', open: 'Chuyển hàng sang xe khác', dialog: 'Chuyển 1 hàng sang xe khác' },
      { row: 'GH000010', open: 'Hủy đơn', dialog: 'Hủy 1 đơn gửi hàng' },
      { row: 'GH000010', open: 'Lịch sử', dialog: 'Lịch sử hàng GH000010' },
    ],
  },
  // the seed's trip 1's load list
  {
    path: '/shipping?print=1',
    ready: (page) => page.getByRole('heading', { name: /^Danh sách hàng chuyến/ }),
  },
  // the scan modes of /shipping at Sài Gòn (office 1): warehouse import, loading and unloading the seed's trip 2
  ...['mode=receive', 'mode=load&trip_id=2', 'mode=unload&trip_id=2'].map((mode) => ({
    path: `/shipping?${mode}&office_id=1`,
    ready: (page: Page) =>
      page.getByRole('list', { name: 'Đối chiếu hàng cần và hàng đã quét' }).getByRole('listitem').first(),
  })),
]

/**
 * The screens in runs of up to five, a test each: a run signs in once and goes from screen to screen inside the
 * app, as a clerk does (a page load each would start the app afresh: most of a check's time). A screen with
 * dialogs ends its run: what a dialog opens may change the data the next screen shows. A screen of the same page
 * as the one before (another address of its) starts a run: the page would stay, and what it showed before might
 * be checked for the new one.
 */
const pageOf = (path: string) => new URL(path, 'http://app').pathname
const runs: Screen[][] = []
for (const screen of screens) {
  const run = runs.at(-1)
  const last = run?.at(-1)
  if (run && last && run.length < 5 && !last.dialogs?.length && pageOf(last.path) !== pageOf(screen.path))
    run.push(screen)
  else runs.push([screen])
}

for (const run of runs) {
  const title = run
    .map(({ path, ready, dialogs = [] }) =>
      [
        path,
        ready && 'the page',
        dialogs.length && `its dialogs (${dialogs.map((d) => d.dialog).join(', ')}; light)`,
      ]
        .filter(Boolean)
        .join(': '),
    )
    .join('; ')
  test(`${title} (signed in, light and dark): no serious accessibility violations`, async ({ page }) => {
    await openSignedIn(page, 'admin', run[0].path)
    for (const [index, { path, ready, dialogs = [] }] of run.entries()) {
      await test.step(path, async () => {
        if (index > 0) await goInApp(page, path)
        // the dark page first, its colours; then the light page in full and its dialogs, last: a dialog opened may
        // change the data (a waiting booking opened is no longer new), so nothing is checked after them
        for (const theme of [...THEMES].reverse()) {
          await switchTheme(page, theme)
          if (ready) {
            await expect(ready(page)).toBeVisible()
            await expect(online(page)).toBeVisible()
            // a refetch (the socket's catch-up once online) dims a list's rows for a moment: checked once settled
            await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
            await expectAccessible(page, `${path} (${theme})`)
          }
          // the lists' dialogs are FormDialog's, checked in the dark theme below (the decline, fee and new-trip
          // dialogs): the dark pass checks the page
          if (theme !== 'light') continue
          for (const { open, dialog, row } of dialogs) {
            if (row) await chooseRowAction(page.getByRole('main'), row, open)
            else await page.getByRole('button', { name: open }).click()
            const shown = page.getByRole('dialog', { name: dialog })
            await expect(shown).toBeVisible()
            // the dialog's async options and lists have settled
            await expect(shown.locator('[aria-busy="true"]')).toHaveCount(0)
            await expectAccessible(page, `${path}: the dialog "${dialog}" (${theme})`)
            await dismiss(page, shown)
          }
        }
      })
    }
  })
}

test('a fleet screen in English has no serious accessibility violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await openSignedIn(page, 'admin', '/car')
  await expect(page.getByRole('table', { name: 'Car list' })).toBeVisible()
  await expect(page.getByRole('cell', { name: '51B-123.45', exact: true })).toBeVisible()
  // checked once the socket's catch-up refetch is over: it dims the rows for a moment
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the signed-in layout in English has no serious accessibility violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await openSignedIn(page, 'letan', '/')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})

// /trip-need-to-confirm: the driver's view (answers) with the decline dialog, and the clerks' (every driver)
for (const account of ['taixe', 'admin'] as const) {
  const withDialog = account === 'taixe'
  test(`/trip-need-to-confirm (${account}, light and dark)${withDialog ? ' and its decline dialog' : ''} has no serious accessibility violations`, async ({
    page,
  }) => {
    await openSignedIn(page, account, '/trip-need-to-confirm')
    for (const theme of THEMES) {
      await switchTheme(page, theme)
      await expect(page.getByRole('list', { name: 'Chuyến chờ tài xế xác nhận' })).toBeVisible()
      await expect(online(page)).toBeVisible()
      await expectAccessible(page, `/trip-need-to-confirm (${theme})`)
      if (!withDialog) continue
      await page
        .getByRole('button', { name: /^Từ chối chuyến / })
        .first()
        .click()
      const dialog = page.getByRole('dialog', { name: /^Từ chối chuyến / })
      await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click()
      await expect(dialog.getByText('Vui lòng nhập lý do')).toBeVisible()
      await expectAccessible(page, `the decline dialog (${theme})`)
      await dismiss(page, dialog)
    }
  })
}

/** The tabs of a trip's page (/trip/{id}), each opened by the keyboard-reachable tab. */
const tripTabs = [
  { tab: 'Hành khách', ready: (page: Page) => page.getByRole('table', { name: 'Danh sách hành khách' }) },
  {
    tab: 'Hàng trên xe',
    ready: (page: Page) => page.getByRole('tab', { name: 'Hàng trên xe', selected: true }),
  },
  { tab: 'Tài xế và xe', ready: (page: Page) => page.getByText('Biển số') },
  { tab: 'Tiền chuyến', ready: (page: Page) => page.getByRole('form', { name: 'Tiền chuyến' }) },
  {
    tab: 'Lịch sử chuyển khách',
    ready: (page: Page) => page.getByText('Người chuyển: Nguyễn Thị Thu Hà').first(),
  },
]
test(`/trip/{id}: every tab (light and dark) has no serious accessibility violations`, async ({ page }) => {
  // trip 5 (today's night trip) has tickets, and passengers moved out of it
  await openSignedIn(page, 'admin', '/trip/5')
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    for (const { tab, ready } of tripTabs) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(ready(page)).toBeVisible()
      await expect(page.locator('.ant-skeleton')).toHaveCount(0)
      await expectAccessible(page, `the tab "${tab}" (${theme})`)
    }
  }
})

// /add-customer-to-car: the desk on today's night trip (trip 5), a sold seat's ticket, the shortcuts panel and a
// direct sale open
test('/add-customer-to-car (light and dark): the desk, a sold seat’s ticket, the shortcuts and a direct sale have no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'letan', '/add-customer-to-car')
  const trip = await page.evaluate(async () => {
    const response = await fetch('/api/booking-waiting/diagram-by-trip/5', {
      headers: { 'X-Client': 'backoffice-web', Authorization: `Bearer ${localStorage.getItem('token')}` },
    })
    return ((await response.json()) as { data: { trip: { plan_date: string; map_detail_id: number } } }).data
      .trip
  })
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    // each theme on a fresh desk
    await page.goto(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=5`,
    )
    await expect(page.getByRole('grid', { name: /^Sơ đồ ghế chuyến / })).toBeVisible()
    await page
      .getByRole('grid')
      .getByRole('button', { name: /đã bán/ })
      .first()
      .click()
    const ticket = page.getByRole('dialog', { name: /^Vé ghế / })
    await expect(ticket).toBeVisible()
    await expectAccessible(page, `a sold seat's ticket (${theme})`)
    await dismiss(page, ticket)
    await page.getByRole('button', { name: /Phím tắt/ }).click()
    const shortcuts = page.getByRole('dialog', { name: 'Phím tắt' })
    await expect(shortcuts).toBeVisible()
    await expectAccessible(page, `the shortcuts panel (${theme})`)
    await dismiss(page, shortcuts)
    await page.getByRole('radio', { name: /Bán trực tiếp/ }).check()
    await expect(page.getByRole('button', { name: /Xác nhận bán vé/ })).toBeVisible()
    await expect(page.locator('.ant-skeleton')).toHaveCount(0)
    await expectAccessible(page, `a direct sale (${theme})`)
  }
})

/** A ticket's dialogs on a trip's passenger list, each opened from the ticket's actions menu. */
const ticketDialogs = [
  { item: 'Sửa vé', dialog: /^Sửa vé / },
  { item: 'Đổi ghế', dialog: /^Đổi ghế vé / },
  { item: 'Hủy vé', dialog: /^Hủy vé / },
  { item: 'Xem lịch sử vé', dialog: /^Lịch sử vé / },
]
test('/trip/{id}: the ticket dialogs (light and dark) have no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/trip/1')
  await page.getByRole('tab', { name: 'Hành khách' }).click()
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    for (const { item, dialog } of ticketDialogs) {
      await page
        .getByRole('button', { name: /^Thao tác vé / })
        .first()
        .click()
      await page.getByRole('menuitem', { name: item }).click()
      const shown = page.getByRole('dialog', { name: dialog })
      await expect(shown).toBeVisible()
      await expect(shown.locator('.ant-skeleton')).toHaveCount(0)
      await expectAccessible(page, `the ticket dialog "${item}" (${theme})`)
      await dismiss(page, shown)
    }
  }
})

// /booking/split-merge and /split-merge-trip/{id}: today's night trip (trip 5) beside another trip of its day and
// direction, a passenger selected with a seat chosen and the preview shown; the confirmation, the new-trip and the
// merge dialogs
const moverTrips = async (page: Page) =>
  page.evaluate(async () => {
    const headers = { 'X-Client': 'backoffice-web', Authorization: `Bearer ${localStorage.getItem('token')}` }
    const read = async <T>(path: string) =>
      ((await (await fetch(path, { headers })).json()) as { data: T }).data
    const { trip } = await read<{ trip: { plan_date: string; map_detail_id: number } }>(
      '/api/booking-waiting/diagram-by-trip/5',
    )
    const day = await read<Array<{ id: number; departure_time: string }>>(
      `/api/trip/by-day-and-map-detail?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
    )
    const other = day.find((t) => t.id !== 5)!
    return { ...trip, other: other.id, otherTime: other.departure_time.slice(11, 16) }
  })
type MoverTrips = Awaited<ReturnType<typeof moverTrips>>
/** A fresh mover with one passenger of trip 5 selected and a seat of the other trip chosen. */
const openMover = async (page: Page, { plan_date, map_detail_id, other }: MoverTrips) => {
  await page.goto(
    `/booking/split-merge?date=${plan_date}&map_detail_id=${map_detail_id}&left=5&right=${other}`,
  )
  await expect(page.getByRole('grid', { name: /^Sơ đồ ghế chuyến / })).toHaveCount(2)
  await page
    .getByRole('checkbox', { name: /^Chọn khách / })
    .first()
    .check()
  await page
    .getByRole('grid', { name: /^Sơ đồ ghế chuyến / })
    .nth(1)
    .getByRole('button', { name: /trống/ })
    .first()
    .click()
  await expect(page.getByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.locator('.ant-skeleton')).toHaveCount(0)
}
test('/booking/split-merge and its confirmation (light and dark) have no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/booking/split-merge')
  const trips = await moverTrips(page)
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    await openMover(page, trips)
    await expectAccessible(page, `/booking/split-merge (${theme})`)
    await page.getByRole('button', { name: 'Chuyển khách' }).click()
    const confirmation = page.getByRole('dialog', { name: /^Chuyển 1 khách sang chuyến / })
    await expect(confirmation).toBeVisible()
    await expectAccessible(page, `its confirmation (${theme})`)
    await dismiss(page, confirmation)
  }
})
test('/split-merge-trip/{id}: the split, its new-trip dialog and the merge (light and dark) have no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/booking/split-merge')
  const trips = await moverTrips(page)
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    await page.goto(`/split-merge-trip/5?other=${trips.other}`)
    await page
      .getByRole('checkbox', { name: /^Chọn khách / })
      .first()
      .check()
    await expect(page.locator('.ant-skeleton')).toHaveCount(0)
    await expectAccessible(page, `the split (${theme})`)
    await page.getByRole('button', { name: 'Chuyến mới (xe và tài xế khác)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tách khách sang chuyến mới' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectAccessible(page, `the new-trip dialog (${theme})`)
    await dismiss(page, dialog)
    await page.getByRole('radio', { name: 'Ghép chuyến khác vào chuyến này' }).check()
    await page
      .getByRole('group', { name: 'Chuyến ghép vào chuyến này' })
      .getByRole('radio', { name: new RegExp(`^${trips.otherTime} `) })
      .check()
    await expect(page.getByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })).toBeVisible()
    await expectAccessible(page, `the merge (${theme})`)
    await page.getByRole('button', { name: 'Ghép chuyến' }).click()
    const confirmation = page.getByRole('dialog', { name: /^Ghép chuyến / })
    await expect(confirmation).toBeVisible()
    await expectAccessible(page, `the merge's confirmation (${theme})`)
    await dismiss(page, confirmation)
  }
})

// The pick-up lists (DECISIONS #19): both lists, the fee dialog, the remove-driver and final-status questions (the
// run sheet is a print layout only, never on the screen)
test('/list-guests-require-pick-to-home (light and dark) has no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'letan', '/list-guests-require-pick-to-home')
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    await expect(page.getByRole('table').first()).toBeVisible()
    await expect(online(page)).toBeVisible()
    await expectAccessible(page, `/list-guests-require-pick-to-home (${theme})`)
  }
})
test('/list-guests-require-pick-to-station, its fee dialog, the remove-driver and final-status questions (light and dark) have no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'letan', '/list-guests-require-pick-to-station')
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    // each theme on a fresh list
    await page.goto('/list-guests-require-pick-to-station')
    await expect(page.getByRole('table').first()).toBeVisible()
    await expect(online(page)).toBeVisible()
    await expectAccessible(page, `the list (${theme})`)
    await page
      .getByRole('button', { name: /^Sửa phí đón vé / })
      .first()
      .click()
    const fee = page.getByRole('dialog', { name: /^Sửa phí đón vé / })
    await expect(fee.getByRole('textbox', { name: /Phí đón/ })).toBeVisible()
    await expectAccessible(page, `the fee dialog (${theme})`)
    await fee.getByRole('button', { name: 'Hủy' }).click()
    await expect(fee).toBeHidden()
    await page
      .getByRole('button', { name: /^Bỏ tài xế xe ôm của vé / })
      .first()
      .click()
    const remove = page.getByRole('dialog', { name: /^Bỏ tài xế xe ôm / })
    await expect(remove).toBeVisible()
    await expectAccessible(page, `the remove-driver question (${theme})`)
    await remove.getByRole('button', { name: 'Hủy' }).click()
    await expect(remove).toBeHidden()
    // a final status is asked first
    await page.getByRole('button', { name: 'Không liên lạc được' }).first().click()
    const final = page.getByRole('dialog', { name: /sang "Không liên lạc được"\?/ })
    await expect(final).toBeVisible()
    await expectAccessible(page, `the final-status question (${theme})`)
    await final.getByRole('button', { name: 'Hủy' }).click()
    await expect(final).toBeHidden()
  }
})

// The scan desk of /shipping-waiting: each class of result shown, then the confirmation that clears the list.
test('/shipping-waiting?scan=1: the scan desk and its results (light and dark) have no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/shipping-waiting')
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    // each theme on a fresh desk, its field focused
    await page.goto('/shipping-waiting?scan=1')
    const field = page.getByRole('textbox', { name: /Mã hàng \(quét/ })
    await expect(field).toBeFocused()
    for (const code of ['HC000011', 'ZZ000000', 'HC-1', 'HC000001']) {
      await page.keyboard.type(code)
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('scan-result')).toContainText(code)
    }
    await expect(page.getByTestId('scan-result')).toContainText('Đúng hàng: HC000001')
    await expectAccessible(page, `the scan desk (${theme})`)
    await page.getByRole('button', { name: 'Xóa danh sách quét' }).click()
    const confirmation = page.getByRole('dialog', { name: 'Xóa toàn bộ danh sách quét của phiên này?' })
    await expect(confirmation).toBeVisible()
    await expectAccessible(page, `the confirmation (${theme})`)
    await dismiss(page, confirmation)
  }
})

// The statistics (issue 13): each screen with its chart, its table alternative open, and a drill-down drawer.
const statsScreens = [
  { path: '/statistical-trip', chart: 'Doanh thu theo ngày', total: true },
  { path: '/top-drivers', chart: 'Số chuyến của tài xế' },
  { path: '/top-customers', chart: 'Số vé của khách hàng' },
]
for (const { path, chart, total } of statsScreens) {
  test(`${path} (light and dark) with its chart${total ? ', its drill-down drawer' : ''} and table alternative has no serious accessibility violations`, async ({
    page,
  }) => {
    await openSignedIn(page, 'quanly', path)
    for (const theme of THEMES) {
      await switchTheme(page, theme)
      // each theme on a fresh screen, the table alternative closed (the first is the one just opened)
      if (theme !== THEMES[0]) await page.goto(path)
      await expect(page.getByRole('img', { name: chart })).toBeVisible()
      if (total) {
        await page.getByRole('button', { name: /^Xem các dòng của Tổng/ }).click()
        const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('detail-total') })
        await expect(drawer.getByTestId('detail-total')).toBeVisible()
        await expectAccessible(page, `the drill-down drawer (${theme})`)
        await dismiss(page, drawer)
      }
      await page.getByRole('button', { name: 'Xem dạng bảng' }).click()
      await expect(page.getByRole('table', { name: chart })).toBeVisible()
      await expectAccessible(page, `${path} (${theme})`)
    }
  })
}
test('the dashboard’s charts and its tickets sold today (light and dark) have no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'quanly', '/')
  for (const theme of THEMES) {
    await switchTheme(page, theme)
    await expect(page.getByRole('img', { name: /^Doanh thu theo xe / })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Chuyến theo tháng / })).toBeVisible()
    await expectAccessible(page, `the dashboard (${theme})`)
    // the tickets sold today, in their drawer
    await page.getByRole('button', { name: 'Xem danh sách vé bán hôm nay' }).click()
    const drawer = page.getByRole('dialog', { name: /^Vé bán ngày / })
    await expect(drawer.getByRole('table')).toBeVisible()
    await expectAccessible(page, `the tickets sold today (${theme})`)
    await dismiss(page, drawer)
  }
})

// Shipping revenue and driver and motorbike pay (issue 13): chart, its table alternative, a drill-down drawer.
const moneyScreens = [
  { path: '/statistical-shipping', chart: 'Tổng cước theo ngày', drawer: /^Hàng gửi ngày / },
  {
    path: '/statistics/money-driver-and-moto',
    chart: 'Tiền công theo người',
    drawer: /^Các chuyến, lượt đón, lượt giao của /,
  },
]
for (const { path, chart, drawer } of moneyScreens) {
  test(`${path} (light and dark) with its chart, table alternative and drill-down has no serious accessibility violations`, async ({
    page,
  }) => {
    await openSignedIn(page, 'quanly', path)
    for (const theme of THEMES) {
      await switchTheme(page, theme)
      // each theme on a fresh screen, the table alternative closed (the first is the one just opened)
      if (theme !== THEMES[0]) await page.goto(path)
      await expect(page.getByRole('img', { name: chart })).toBeVisible()
      await page.getByRole('button', { name: 'Xem dạng bảng' }).click()
      await expect(page.getByRole('table', { name: chart })).toBeVisible()
      await expectAccessible(page, `${path} (${theme})`)
      await page
        .getByRole('table', { name: chart })
        .getByRole('button', { name: /^Xem các dòng của / })
        .last()
        .click()
      const shown = page.getByRole('dialog', { name: drawer })
      await expect(shown).toBeVisible()
      await expect(shown.getByRole('table')).toBeVisible()
      await expectAccessible(page, `its drill-down (${theme})`)
      await dismiss(page, shown)
    }
  })
}
