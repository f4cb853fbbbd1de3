import { test, expect, openSignedIn, type AccountName } from './fixtures'

const booking = [
  '/booking-waiting',
  '/add-customer-to-car',
  '/booking/split-merge',
  '/list-ticket-by-car',
  '/canceled-tickets',
  '/list-guests-require-pick-to-station',
  '/list-guests-require-pick-to-home',
]
const shipping = ['/shipping-waiting', '/shipping', '/product-type']
const statistical = [
  '/statistical-trip',
  '/statistics/ticket-history',
  '/statistical-shipping',
  '/top-drivers',
  '/top-customers',
  '/statistics/money-driver-and-moto',
]
const everything = [
  ...booking,
  ...shipping,
  ...statistical,
  '/map',
  '/trip',
  '/trip-need-to-confirm',
  '/vehicle',
  '/brand',
  '/car',
  '/report',
  '/category',
  '/article',
  '/comment',
  '/setting-general',
  '/setting-appearance',
  '/role',
  '/module',
  '/menu',
  '/user',
  '/user/driver',
  '/user/customer',
  '/about',
]

const expected: Record<AccountName, string[]> = {
  admin: everything,
  letan: [...booking, ...shipping],
  kho: [...shipping, '/statistical-shipping'],
  quanly: [...statistical, '/map', '/trip', '/trip-need-to-confirm', '/vehicle', '/brand', '/car'],
  taixe: ['/trip-need-to-confirm'],
}

for (const [account, paths] of Object.entries(expected) as Array<[AccountName, string[]]>) {
  test(`${account} sees exactly the menu of its permission codes`, async ({ page }) => {
    await openSignedIn(page, account)
    await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Menu chính' })
    await expect(nav).toBeAttached()
    const hrefs = () =>
      nav
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname).sort())
    await expect.poll(hrefs).toEqual([...paths].sort())
  })
}

test('menu entries are real links that open in a new tab', async ({ page, context }) => {
  await openSignedIn(page, 'letan')
  const link = page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link').first()
  await expect(link).toHaveAttribute('href', '/booking-waiting')
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })])
  await popup.waitForLoadState()
  expect(new URL(popup.url()).pathname).toBe('/booking-waiting')
})
