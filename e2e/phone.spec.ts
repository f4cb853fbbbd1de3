import type { Page } from '@playwright/test'
import { test, expect, openSignedIn } from './fixtures'

// A driver's phone: the frame (header, side menu, dialogs) fits its width.
test.use({ viewport: { width: 390, height: 844 } })

const MENU = 'Menu chính'

/** Nothing is wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, `the page is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  )
}

/** Every control of the header, and the live status, is wholly on the screen. */
async function expectHeaderFits(page: Page) {
  const header = page.getByRole('banner')
  const controls = [
    header.getByRole('button', { name: MENU }),
    header.getByRole('status'),
    header.getByRole('combobox', { name: 'Ngôn ngữ' }),
    header.getByRole('switch', { name: 'Chế độ tối' }),
    header.getByRole('button', { name: /.+/ }).last(), // the user menu, at the end of the line
  ]
  for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 })
}

test("the driver's screens on a phone: the header fits, the menu is an overlay that closes after a choice, dialogs fit", async ({
  page,
}) => {
  await openSignedIn(page, 'taixe', '/')
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeAttached()
  await expectHeaderFits(page)
  await expectNoSidewaysScroll(page)

  // the menu opens over the content (which keeps its place and width), and Escape closes it back to its button
  const main = page.getByRole('main')
  const before = await main.boundingBox()
  const toggle = page.getByRole('banner').getByRole('button', { name: MENU })
  const menu = page.getByRole('navigation', { name: MENU })
  await expect(menu).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'Chuyến chờ xác nhận' })).toBeInViewport({ ratio: 1 })
  expect(await main.boundingBox()).toMatchObject({ x: before!.x, width: before!.width })
  await expectNoSidewaysScroll(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  // a choice closes it
  await toggle.click()
  await menu.getByRole('link', { name: 'Chuyến chờ xác nhận' }).click()
  await expect(page).toHaveURL(/\/trip-need-to-confirm$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Chuyến chờ xác nhận' })).toBeVisible()
  await expect(menu).toBeHidden()
  const card = page.getByRole('list', { name: 'Chuyến chờ tài xế xác nhận' }).getByRole('article').first()
  await expect(card).toBeVisible()
  await expectHeaderFits(page)
  await expectNoSidewaysScroll(page)

  // both answers' dialogs show their buttons whole
  await card.getByRole('button', { name: /^Nhận chuyến / }).click()
  const question = page.getByRole('dialog')
  for (const name of ['Hủy', 'Nhận chuyến'])
    await expect(question.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 })
  await question.getByRole('button', { name: 'Hủy', exact: true }).click()
  await expect(question).toBeHidden()

  await card.getByRole('button', { name: /^Từ chối / }).click()
  const decline = page.getByRole('dialog')
  await expect(decline.getByRole('radio', { name: 'Xe hỏng' })).toBeFocused()
  for (const name of ['Hủy', 'Từ chối'])
    await expect(decline.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 })
  await expectNoSidewaysScroll(page)
})

test('the dashboard on a phone, as the manager and the administrator: nothing wider than the screen', async ({
  browser,
  page,
}) => {
  await openSignedIn(page, 'quanly', '/')
  await expect(page.getByRole('img', { name: /^Doanh thu theo xe / })).toBeVisible()
  await expectHeaderFits(page)
  await expectNoSidewaysScroll(page)

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const admin = await context.newPage()
    await openSignedIn(admin, 'admin', '/')
    await expect(admin.getByRole('img', { name: /^Chuyến theo tháng / })).toBeVisible()
    await expectHeaderFits(admin)
    await expectNoSidewaysScroll(admin)
  } finally {
    await context.close()
  }
})
