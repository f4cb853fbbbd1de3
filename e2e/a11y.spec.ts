import type { Page } from '@playwright/test'
import { test, expect, openSignedIn, seriousA11yViolations } from './fixtures'

/** Every screen of the product so far, with what shows once it has rendered. */
const publicScreens = [
  { path: '/login', ready: (page: Page) => page.getByRole('button', { name: 'Đăng nhập' }) },
  { path: '/forgot-password', ready: (page: Page) => page.getByRole('button', { name: 'Gửi yêu cầu' }) },
  {
    path: '/auth/reset-password?token=abc&email=admin%40nhaxe.vn',
    ready: (page: Page) => page.getByRole('button', { name: 'Đặt lại mật khẩu' }),
  },
  { path: '/khong-co-trang-nay', ready: (page: Page) => page.getByRole('heading', { name: '404' }) },
]
const signedInScreens = [
  { path: '/', ready: (page: Page) => page.getByTestId('stat-trips-today') },
  { path: '/user/info/', ready: (page: Page) => page.getByLabel('Họ và tên') },
  { path: '/user/changepassword/', ready: (page: Page) => page.getByLabel('Mật khẩu hiện tại') },
  { path: '/khong-co-trang-nay', ready: (page: Page) => page.getByRole('heading', { name: '404' }) },
  { path: '/brand', ready: (page: Page) => page.getByRole('cell', { name: 'Hyundai', exact: true }) },
  {
    path: '/product-type',
    ready: (page: Page) => page.getByRole('cell', { name: 'Hàng dễ vỡ', exact: true }),
  },
  {
    path: '/vehicle',
    ready: (page: Page) => page.getByRole('cell', { name: 'Xe giường nằm 34 giường', exact: true }),
  },
  { path: '/car', ready: (page: Page) => page.getByRole('cell', { name: '51B-123.45', exact: true }) },
  { path: '/map', ready: (page: Page) => page.getByRole('cell', { name: 'SG-VT', exact: true }) },
  { path: '/trip', ready: (page: Page) => page.getByRole('row', { name: /Sài Gòn ➡️ Đà Lạt 06:00/ }) },
  { path: '/trip/1', ready: (page: Page) => page.getByRole('grid', { name: /^Sơ đồ ghế / }) },
  { path: '/booking-waiting', ready: (page: Page) => page.getByRole('cell', { name: /^DC000001/ }) },
  {
    path: '/list-ticket-by-car',
    ready: (page: Page) => page.getByText('Chọn chiều để xem các chuyến trong ngày'),
  },
  {
    path: '/list-ticket-by-car?map_detail_id=1&trip_id=5',
    ready: (page: Page) => page.getByRole('table', { name: 'Danh sách khách theo xe', exact: true }),
  },
  {
    path: '/canceled-tickets',
    ready: (page: Page) => page.getByRole('table', { name: 'Danh sách vé đã hủy' }).getByRole('row').nth(1),
  },
  {
    path: '/statistics/ticket-history',
    ready: (page: Page) => page.getByText('Nhập số điện thoại, tên khách hoặc mã vé để xem lịch sử vé'),
  },
  {
    path: '/statistics/ticket-history?q=VE000001&ticket=1',
    ready: (page: Page) =>
      page.getByRole('region', { name: 'Lịch sử vé VE000001' }).getByRole('article').first(),
  },
  {
    path: '/shipping-waiting',
    ready: (page: Page) => page.getByRole('cell', { name: 'HC000001', exact: true }),
  },
  // the seed's first parcel's label page
  {
    path: '/shipping-waiting?label=1',
    ready: (page: Page) => page.getByRole('img', { name: 'Mã vạch HC000001' }).locator('g rect').first(),
  },
  // shipping orders and the seed's trip 1's load list
  {
    path: '/shipping?trip_id=2',
    ready: (page: Page) => page.getByRole('button', { name: 'Xếp hàng lên xe' }),
  },
  {
    path: '/shipping?print=1',
    ready: (page: Page) => page.getByRole('heading', { name: /^Danh sách hàng chuyến/ }),
  },
  // the scan modes of /shipping at Sài Gòn (office 1): warehouse import, loading and unloading the seed's trip 2
  ...['mode=receive', 'mode=load&trip_id=2', 'mode=unload&trip_id=2'].map((mode) => ({
    path: `/shipping?${mode}&office_id=1`,
    ready: (page: Page) =>
      page.getByRole('list', { name: 'Đối chiếu hàng cần và hàng đã quét' }).getByRole('listitem').first(),
  })),
]

/** Dialogs of the fleet screens, opened from their list. */
const dialogs = [
  { path: '/brand', open: 'Thêm hãng xe', dialog: 'Thêm hãng xe' },
  { path: '/vehicle', open: 'Sửa Xe 16 chỗ', dialog: 'Sửa loại xe' },
  {
    path: '/vehicle',
    open: 'Giá theo đợt Xe giường nằm 34 giường',
    dialog: 'Giá theo đợt – Xe giường nằm 34 giường',
  },
  { path: '/car', open: 'Thêm xe', dialog: 'Thêm xe' },
  { path: '/map', open: 'Sửa SG-VT', dialog: 'Sửa tuyến' },
  { path: '/trip', open: 'Thêm chuyến', dialog: 'Thêm chuyến' },
  // today's 14:30 trip is new (seed): it can be cancelled, with a reason
  {
    path: '/trip',
    open: 'Hủy chuyến Sài Gòn ➡️ Madagui 14:30',
    dialog: 'Hủy chuyến Sài Gòn ➡️ Madagui 14:30',
  },
  { path: '/booking-waiting', open: 'Thêm vé chờ xếp xe', dialog: 'Thêm vé chờ xếp xe' },
  // the seed's first waiting booking: edited (the passenger part filled) and cancelled (the reasons)
  { path: '/booking-waiting', open: 'Sửa DC000001', dialog: 'Sửa vé chờ xếp xe' },
  { path: '/booking-waiting', open: 'Hủy vé DC000001', dialog: 'Hủy vé chờ xếp xe DC000001' },
  // the reports' exports ask first
  {
    path: '/list-ticket-by-car?map_detail_id=1&trip_id=5',
    open: 'Xuất Excel',
    dialog: 'Bạn có chắc chắn muốn xuất?',
  },
  { path: '/canceled-tickets', open: 'Xuất Excel', dialog: 'Bạn có chắc chắn muốn xuất?' },
  // the seed's first parcel: received, edited and cancelled
  { path: '/shipping-waiting', open: 'Nhận hàng', dialog: 'Nhận hàng' },
  { path: '/shipping-waiting', open: 'Sửa HC000001', dialog: 'Sửa hàng chờ gửi' },
  { path: '/shipping-waiting', open: 'Hủy HC000001', dialog: 'Hủy hàng HC000001' },
  // shipping orders: loading onto the seed's trip 2, and the seed's order GH000010 (in transit)
  {
    path: '/shipping?trip_id=2',
    open: 'Xếp hàng lên xe',
    dialog: 'Xếp hàng lên chuyến Đà Lạt ➡️ Sài Gòn 09:30',
  },
  {
    path: '/shipping?q=GH000010',
    open: 'Chuyển hàng sang xe khác GH000010',
    dialog: 'Chuyển 1 hàng sang xe khác',
  },
  { path: '/shipping?q=GH000010', open: 'Hủy đơn GH000010', dialog: 'Hủy 1 đơn gửi hàng' },
  { path: '/shipping?q=GH000010', open: 'Lịch sử GH000010', dialog: 'Lịch sử hàng GH000010' },
]

for (const theme of ['light', 'dark'] as const) {
  for (const screen of publicScreens) {
    test(`${screen.path} (${theme}, signed out) has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await page.goto(screen.path)
      await expect(screen.ready(page)).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
  for (const screen of signedInScreens) {
    test(`${screen.path} (${theme}, signed in) has no serious accessibility violations`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await openSignedIn(page, 'admin', screen.path)
      await expect(screen.ready(page)).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
}

for (const theme of ['light', 'dark'] as const) {
  for (const { path, open, dialog } of dialogs) {
    test(`${path}: the dialog "${dialog}" (${theme}) has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await openSignedIn(page, 'admin', path)
      await page.getByRole('button', { name: open }).click()
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
      // The dialog's async options and lists have settled.
      await expect(page.getByRole('dialog', { name: dialog }).locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
}

test('a fleet screen in English has no serious accessibility violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await openSignedIn(page, 'admin', '/car')
  await expect(page.getByRole('table', { name: 'Car list' })).toBeVisible()
  await expect(page.getByRole('cell', { name: '51B-123.45', exact: true })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('the signed-in layout in English has no serious accessibility violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await openSignedIn(page, 'letan', '/')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})

// /trip-need-to-confirm: the driver's view (answers) and the clerks' (every driver), and the decline dialog
for (const theme of ['light', 'dark'] as const) {
  for (const account of ['taixe', 'admin'] as const) {
    test(`/trip-need-to-confirm (${theme}, ${account}) has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await openSignedIn(page, account, '/trip-need-to-confirm')
      await expect(page.getByRole('list', { name: 'Chuyến chờ tài xế xác nhận' })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
  test(`/trip-need-to-confirm: the decline dialog (${theme}) has no serious accessibility violations`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
    await openSignedIn(page, 'taixe', '/trip-need-to-confirm')
    await page
      .getByRole('button', { name: /^Từ chối chuyến / })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: /^Từ chối chuyến / })
    await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click()
    await expect(dialog.getByText('Vui lòng nhập lý do')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
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
for (const theme of ['light', 'dark'] as const) {
  for (const { tab, ready } of tripTabs) {
    test(`/trip/{id}: the tab "${tab}" (${theme}) has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      // trip 5 (today's night trip) has tickets, and passengers moved out of it
      await openSignedIn(page, 'admin', '/trip/5')
      await page.getByRole('tab', { name: tab }).click()
      await expect(ready(page)).toBeVisible()
      await expect(page.locator('.ant-skeleton')).toHaveCount(0)
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
}

// /add-customer-to-car: the desk on today's night trip (trip 5) with a direct sale open, a sold seat's ticket and
// the shortcuts panel
const saleDesk = async (page: Page, theme: 'light' | 'dark') => {
  await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
  await openSignedIn(page, 'letan', '/add-customer-to-car')
  const trip = await page.evaluate(async () => {
    const response = await fetch('/api/booking-waiting/diagram-by-trip/5', {
      headers: { 'X-Client': 'backoffice-web', Authorization: `Bearer ${localStorage.getItem('token')}` },
    })
    return ((await response.json()) as { data: { trip: { plan_date: string; map_detail_id: number } } }).data
      .trip
  })
  await page.goto(`/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=5`)
  await expect(page.getByRole('grid', { name: /^Sơ đồ ghế chuyến / })).toBeVisible()
}
for (const theme of ['light', 'dark'] as const) {
  test(`/add-customer-to-car (${theme}) has no serious accessibility violations`, async ({ page }) => {
    await saleDesk(page, theme)
    await page.getByRole('radio', { name: /Bán trực tiếp/ }).check()
    await expect(page.getByRole('button', { name: /Xác nhận bán vé/ })).toBeVisible()
    await expect(page.locator('.ant-skeleton')).toHaveCount(0)
    expect(await seriousA11yViolations(page)).toEqual([])
  })
  test(`/add-customer-to-car: a sold seat's ticket and the shortcuts panel (${theme}) have no serious accessibility violations`, async ({
    page,
  }) => {
    await saleDesk(page, theme)
    await page
      .getByRole('grid')
      .getByRole('button', { name: /đã bán/ })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: /^Vé ghế / })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: /^Vé ghế / })).toBeHidden()
    await page.getByRole('button', { name: /Phím tắt/ }).click()
    await expect(page.getByRole('dialog', { name: 'Phím tắt' })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}

/** A ticket's dialogs on a trip's passenger list, each opened from the ticket's actions menu. */
const ticketDialogs = [
  { item: 'Sửa vé', dialog: /^Sửa vé / },
  { item: 'Đổi ghế', dialog: /^Đổi ghế vé / },
  { item: 'Hủy vé', dialog: /^Hủy vé / },
  { item: 'Xem lịch sử vé', dialog: /^Lịch sử vé / },
]
for (const theme of ['light', 'dark'] as const) {
  for (const { item, dialog } of ticketDialogs) {
    test(`/trip/{id}: the ticket dialog "${item}" (${theme}) has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await openSignedIn(page, 'admin', '/trip/1')
      await page.getByRole('tab', { name: 'Hành khách' }).click()
      await page
        .getByRole('button', { name: /^Thao tác vé / })
        .first()
        .click()
      await page.getByRole('menuitem', { name: item }).click()
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
      await expect(page.getByRole('dialog', { name: dialog }).locator('.ant-skeleton')).toHaveCount(0)
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
}

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
    const day = await read<Array<{ id: number }>>(
      `/api/trip/by-day-and-map-detail?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
    )
    return { ...trip, other: day.find((t) => t.id !== 5)!.id }
  })
const openMoverA11y = async (page: Page, theme: 'light' | 'dark') => {
  await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
  await openSignedIn(page, 'admin', '/booking/split-merge')
  const { plan_date, map_detail_id, other } = await moverTrips(page)
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
  return other
}
for (const theme of ['light', 'dark'] as const) {
  test(`/booking/split-merge and its confirmation (${theme}) have no serious accessibility violations`, async ({
    page,
  }) => {
    await openMoverA11y(page, theme)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Chuyển khách' }).click()
    await expect(page.getByRole('dialog', { name: /^Chuyển 1 khách sang chuyến / })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
  })
  test(`/split-merge-trip/{id}: the split, its new-trip dialog and the merge (${theme}) have no serious accessibility violations`, async ({
    page,
  }) => {
    const other = await openMoverA11y(page, theme)
    await page.goto(`/split-merge-trip/5?other=${other}`)
    await page
      .getByRole('checkbox', { name: /^Chọn khách / })
      .first()
      .check()
    await expect(page.locator('.ant-skeleton')).toHaveCount(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Chuyến mới (xe và tài xế khác)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tách khách sang chuyến mới' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('radio', { name: 'Ghép chuyến khác vào chuyến này' }).check()
    await page.getByRole('combobox', { name: 'Chuyến ghép vào chuyến này' }).selectOption(String(other))
    await expect(page.getByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Ghép chuyến' }).click()
    await expect(page.getByRole('dialog', { name: /^Ghép chuyến / })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}
// The pick-up lists (DECISIONS #19): both lists, the fee dialog, the remove-driver question and the run sheet
for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/list-guests-require-pick-to-station', '/list-guests-require-pick-to-home']) {
    test(`${path} (${theme}) has no serious accessibility violations`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await openSignedIn(page, 'letan', path)
      await expect(page.getByRole('table').first()).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
  test(`/list-guests-require-pick-to-station: the fee dialog, the remove-driver and final-status questions and the run sheet (${theme}) have no serious accessibility violations`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
    await openSignedIn(page, 'letan', '/list-guests-require-pick-to-station')
    await page
      .getByRole('button', { name: /^Sửa phí đón vé / })
      .first()
      .click()
    const fee = page.getByRole('dialog', { name: /^Sửa phí đón vé / })
    await expect(fee.getByRole('textbox', { name: /Phí đón/ })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await fee.getByRole('button', { name: 'Hủy' }).click()
    await expect(fee).toBeHidden()
    await page
      .getByRole('button', { name: /^Bỏ tài xế xe ôm của vé / })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: /^Bỏ tài xế xe ôm / })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await page
      .getByRole('dialog', { name: /^Bỏ tài xế xe ôm / })
      .getByRole('button', { name: 'Hủy' })
      .click()
    // a final status is asked first
    await page.getByRole('button', { name: 'Không liên lạc được' }).first().click()
    const final = page.getByRole('dialog', { name: /sang "Không liên lạc được"\?/ })
    await expect(final).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await final.getByRole('button', { name: 'Hủy' }).click()
    await expect(final).toBeHidden()
    await page
      .getByRole('button', { name: /In danh sách đón của / })
      .first()
      .click()
    await expect(page.getByRole('region', { name: /^Danh sách đón khách/ })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}

// The scan desk of /shipping-waiting: each class of result shown, then the confirmation that clears the list.
for (const theme of ['light', 'dark'] as const) {
  test(`/shipping-waiting?scan=1: the scan desk and its results (${theme}) have no serious accessibility violations`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
    await openSignedIn(page, 'admin', '/shipping-waiting?scan=1')
    const field = page.getByRole('textbox', { name: /^Mã hàng \(quét/ })
    await expect(field).toBeFocused()
    for (const code of ['HC000011', 'ZZ000000', 'HC-1', 'HC000001']) {
      await page.keyboard.type(code)
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('scan-result')).toContainText(code)
    }
    await expect(page.getByTestId('scan-result')).toContainText('Đúng hàng: HC000001')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Xóa danh sách quét' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Xóa toàn bộ danh sách quét của phiên này?' }),
    ).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}

// The statistics (issue 13): each screen with its chart, its table alternative open, and a drill-down drawer.
const statsScreens = [
  { path: '/statistical-trip', chart: 'Doanh thu theo ngày' },
  { path: '/top-drivers', chart: 'Số chuyến của tài xế' },
  { path: '/top-customers', chart: 'Số vé của khách hàng' },
]
for (const theme of ['light', 'dark'] as const) {
  for (const { path, chart } of statsScreens) {
    test(`${path} (${theme}) with its chart and table alternative has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await openSignedIn(page, 'quanly', path)
      await expect(page.getByRole('img', { name: chart })).toBeVisible()
      await page.getByRole('button', { name: 'Xem dạng bảng' }).click()
      await expect(page.getByRole('table', { name: chart })).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
  test(`/statistical-trip: the drill-down drawer (${theme}) has no serious accessibility violations`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
    await openSignedIn(page, 'quanly', '/statistical-trip')
    await page.getByRole('button', { name: /^Xem các dòng của Tổng/ }).click()
    await expect(page.getByRole('dialog').getByTestId('detail-total')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
  })
  test(`the dashboard's charts (${theme}) have no serious accessibility violations`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
    await openSignedIn(page, 'quanly', '/')
    await expect(page.getByRole('img', { name: /^Doanh thu theo xe / })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Chuyến theo tháng / })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    // the tickets sold today, in their drawer
    await page.getByRole('button', { name: 'Xem danh sách vé bán hôm nay' }).click()
    await expect(page.getByRole('dialog', { name: /^Vé bán ngày / }).getByRole('table')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}

// Shipping revenue and driver and motorbike pay (issue 13): chart, its table alternative, a drill-down drawer.
const moneyScreens = [
  {
    path: '/statistical-shipping',
    chart: 'Tổng cước theo ngày',
    drawer: /^Hàng gửi ngày /,
  },
  {
    path: '/statistics/money-driver-and-moto',
    chart: 'Tiền công theo người',
    drawer: /^Các chuyến, lượt đón, lượt giao của /,
  },
]
for (const theme of ['light', 'dark'] as const) {
  for (const { path, chart, drawer } of moneyScreens) {
    test(`${path} (${theme}) with its chart, table alternative and drill-down has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await openSignedIn(page, 'quanly', path)
      await expect(page.getByRole('img', { name: chart })).toBeVisible()
      await page.getByRole('button', { name: 'Xem dạng bảng' }).click()
      await expect(page.getByRole('table', { name: chart })).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
      await page
        .getByRole('table', { name: chart })
        .getByRole('button', { name: /^Xem các dòng của / })
        .last()
        .click()
      await expect(page.getByRole('dialog', { name: drawer })).toBeVisible()
      await expect(page.getByRole('dialog', { name: drawer }).getByRole('table')).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
}
