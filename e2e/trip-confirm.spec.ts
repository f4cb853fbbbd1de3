import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, ACCOUNTS, CLIENT, openSignedIn, signIn, type AccountName } from './fixtures'

const SEND = '/api/trip/send-noti-to-driver'
const PENDING = '/api/trip/get-trip-for-driver-confirm'
const ANSWER = '/api/trip/confirm-trip'
const LIST = 'Chuyến chờ tài xế xác nhận'

interface PendingTrip {
  id: number
  version: number
  user_id: number
  status: number
  departure_time: string
  direction_name: string
  sent_to_driver_at: string | null
}

async function headersOf(request: APIRequestContext, account: AccountName) {
  const response = await request.post('/api/auth/login', { headers: CLIENT, data: ACCOUNTS[account] })
  return { ...CLIENT, Authorization: `Bearer ${(await response.json()).data.access_token}` }
}

async function pendingFor(request: APIRequestContext, account: AccountName): Promise<PendingTrip[]> {
  const response = await request.get(PENDING, { headers: await headersOf(request, account) })
  return (await response.json()).data
}

/** "Sài Gòn ➡️ Đà Lạt 27/11/2026 06:00": how the screen names a trip (its departure is +07:00). */
const labelOf = (trip: PendingTrip) => {
  const [date, time] = trip.departure_time.split('T')
  return `${trip.direction_name} ${date.split('-').reverse().join('/')} ${time.slice(0, 5)}`
}

const cards = (page: Page) => page.getByRole('list', { name: LIST }).getByRole('article')
const cardOf = (page: Page, trip: PendingTrip) => cards(page).filter({ hasText: labelOf(trip) })

test('taixe sees the menu entry and his trips to confirm', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'taixe')
  await page.getByRole('link', { name: 'Chuyến chờ xác nhận' }).click()
  await expect(page).toHaveURL(/\/trip-need-to-confirm$/)
  await expect(page.getByRole('heading', { name: 'Chuyến chờ xác nhận', level: 1 })).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  await expect(page.getByRole('button', { name: /^Nhận chuyến / })).toHaveCount(2)
})

test('a trip sent to the driver shows on his open screen, and his answers leave the admin’s open screen, live', async ({
  browser,
  request,
}) => {
  test.slow() // two browsers, a dozen steps
  const driverContext = await browser.newContext()
  const adminContext = await browser.newContext()
  try {
    const driver = await driverContext.newPage()
    await openSignedIn(driver, 'taixe', '/trip-need-to-confirm')
    await expect(cards(driver)).toHaveCount(2)
    await expect(driver.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()

    const admin = await adminContext.newPage()
    await openSignedIn(admin, 'admin', '/trip-need-to-confirm')
    await expect(cards(admin)).toHaveCount(3)
    await expect(admin.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
    // a clerk's view: the drivers, no answers
    await expect(cards(admin).first()).toContainText('Tài xế')
    await expect(admin.getByRole('button', { name: /^Nhận chuyến/ })).toHaveCount(0)

    // the clerk sends taixe's new trip the seed did not send (through the API, as the roster does)
    const headers = await headersOf(request, 'admin')
    const [first] = await pendingFor(request, 'taixe')
    const all: PendingTrip[] = (await (await request.get('/api/trip/all', { headers })).json()).data
    const unsent = all.find(
      (t) =>
        t.user_id === first.user_id &&
        t.status === 0 &&
        !t.sent_to_driver_at &&
        Date.parse(t.departure_time) > Date.now(),
    )!
    expect((await request.post(SEND, { headers, data: { id: unsent.id } })).ok()).toBeTruthy()
    const sent = (await pendingFor(request, 'taixe')).find((t) => t.id === unsent.id)!

    await expect(cardOf(driver, sent)).toBeVisible()
    await expect(cards(driver)).toHaveCount(3)
    await expect(cards(admin)).toHaveCount(4)

    // the driver accepts it
    await cardOf(driver, sent)
      .getByRole('button', { name: `Nhận chuyến ${labelOf(sent)}` })
      .click()
    await driver
      .getByRole('dialog', { name: `Nhận chuyến ${labelOf(sent)}?` })
      .getByRole('button', { name: 'Nhận chuyến' })
      .click()
    await expect(driver.getByText('Đã nhận chuyến')).toBeVisible()
    await expect(cardOf(driver, sent)).toHaveCount(0)
    await expect(cardOf(admin, sent)).toHaveCount(0)
    await expect(cards(admin)).toHaveCount(3)

    // and declines another: a reason is needed
    await cardOf(driver, first)
      .getByRole('button', { name: `Từ chối chuyến ${labelOf(first)}` })
      .click()
    const dialog = driver.getByRole('dialog', { name: `Từ chối chuyến ${labelOf(first)}` })
    await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click()
    await expect(dialog.getByText('Vui lòng nhập lý do từ chối')).toBeVisible()
    await dialog.getByRole('radio', { name: 'Lý do khác' }).check()
    await dialog.getByRole('textbox', { name: 'Lý do' }).fill('Xe đang bảo dưỡng')
    await dialog.getByRole('button', { name: 'Từ chối', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(cardOf(driver, first)).toHaveCount(0)
    await expect(cardOf(admin, first)).toHaveCount(0)
    await expect(cards(admin)).toHaveCount(2)
  } finally {
    await driverContext.close()
    await adminContext.close()
  }
})

test('of an accept and a decline of one trip sent at once, exactly one wins', async ({ request }) => {
  const headers = await headersOf(request, 'taixe')
  const [trip] = await pendingFor(request, 'taixe')
  const answers = await Promise.all([
    request.post(ANSWER, { headers, data: { id: trip.id, version: trip.version, accept: true } }),
    request.post(ANSWER, {
      headers,
      data: { id: trip.id, version: trip.version, accept: false, reason_key: 'conflict' },
    }),
  ])
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 409])
  const winner = await answers.find((a) => a.status() === 200)!.json()
  const loser = await answers.find((a) => a.status() === 409)!.json()
  expect(loser.message).toMatch(/^Chuyến đã được trả lời: Tài xế (đã nhận|từ chối)$/)
  const admin = await headersOf(request, 'admin')
  const stored = (await (await request.get(`/api/trip/${trip.id}`, { headers: admin })).json()).data
  expect(stored.status).toBe(winner.data.status)
  expect((await pendingFor(request, 'taixe')).map((t) => t.id)).not.toContain(trip.id)
})

test('the roster sends a trip to its driver, he accepts it, and the roster shows it live; its row opens its page', async ({
  browser,
  request,
}) => {
  test.slow() // two browsers, a dozen steps
  const headers = await headersOf(request, 'admin')
  const [first] = await pendingFor(request, 'taixe')
  const all: PendingTrip[] = (await (await request.get('/api/trip/all', { headers })).json()).data
  const trip = all.find(
    (t) =>
      t.user_id === first.user_id &&
      t.status === 0 &&
      !t.sent_to_driver_at &&
      Date.parse(t.departure_time) > Date.now(),
  )! as PendingTrip & { name: string; plan_date: string }

  const clerkContext = await browser.newContext()
  const driverContext = await browser.newContext()
  try {
    const clerk = await clerkContext.newPage()
    await openSignedIn(clerk, 'admin', `/trip?date=${trip.plan_date}`)
    const row = clerk.getByRole('row', { name: new RegExp(trip.name) })
    await expect(row).toContainText('Mới tạo')
    await expect(clerk.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()

    const driver = await driverContext.newPage()
    await openSignedIn(driver, 'taixe', '/trip-need-to-confirm')
    await expect(cards(driver)).toHaveCount(2)
    await expect(driver.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()

    await row.getByRole('button', { name: `Gửi cho tài xế ${trip.name}` }).click()
    await expect(clerk.getByText('Đã gửi chuyến cho tài xế')).toBeVisible()
    await expect(row).toContainText('Đã gửi cho tài xế')

    const sent = (await pendingFor(request, 'taixe')).find((t) => t.id === trip.id)!
    await expect(cardOf(driver, sent)).toBeVisible()
    await cardOf(driver, sent)
      .getByRole('button', { name: `Nhận chuyến ${labelOf(sent)}` })
      .click()
    await driver
      .getByRole('dialog', { name: `Nhận chuyến ${labelOf(sent)}?` })
      .getByRole('button', { name: 'Nhận chuyến' })
      .click()
    await expect(driver.getByText('Đã nhận chuyến')).toBeVisible()

    // the clerk's open roster, without a reload
    await expect(row).toContainText('Tài xế đã nhận')
    await expect(row.getByRole('button', { name: `Gửi cho tài xế ${trip.name}` })).toHaveCount(0)

    await row.getByRole('link', { name: `Chi tiết chuyến ${trip.name}` }).click()
    await expect(clerk).toHaveURL(new RegExp(`/trip/${trip.id}$`))
    await expect(clerk.getByRole('heading', { level: 1 })).toContainText(trip.name)
  } finally {
    await clerkContext.close()
    await driverContext.close()
  }
})
