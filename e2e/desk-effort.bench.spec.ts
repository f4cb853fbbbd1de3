import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { test, expect, apiData, CLIENT, hcmDayFromToday, storeSession } from './fixtures'

/**
 * Benchmark, not a timed test: what the desks' repeated work costs a clerk in key presses and clicks, counted in
 * the page (every trusted keydown but a lone modifier, every mouse click), the way a clerk does it with the
 * keyboard first. It prints its figures (and attaches them to the report) for three jobs: selling 3 seats to
 * waiting customers, seating a website booking from its toast, receiving 3 parcels with their labels.
 * Names are typed without accents (a Vietnamese keyboard's Telex would add a key or two per word).
 */

interface Effort {
  /** characters typed */
  chars: number
  /** other keys: Tab, Enter, arrows, shortcuts */
  keys: number
  clicks: number
}

declare global {
  interface Window {
    effort: Effort
    printed: number
  }
}

async function countEffort(page: Page) {
  await page.addInitScript(() => {
    window.effort = { chars: 0, keys: 0, clicks: 0 }
    window.printed = 0
    window.print = () => void (window.printed += 1)
    document.addEventListener(
      'keydown',
      (e) => {
        if (!e.isTrusted || ['Alt', 'Control', 'Shift', 'Meta'].includes(e.key)) return
        if (e.key.length === 1 && !e.ctrlKey && !e.altKey && !e.metaKey) window.effort.chars += 1
        else window.effort.keys += 1
      },
      true,
    )
    // a click by the keyboard (Enter, Space on a button) has no detail: its key is counted already
    document.addEventListener(
      'click',
      (e) => void (e.isTrusted && e.detail > 0 && (window.effort.clicks += 1)),
      true,
    )
  })
}

const readEffort = (page: Page) => page.evaluate(() => ({ ...window.effort }))
const resetEffort = (page: Page) =>
  page.evaluate(() => void (window.effort = { chars: 0, keys: 0, clicks: 0 }))
const said = (what: string, e: Effort, per = 1) =>
  `${what}: ${e.chars + e.keys} key presses (${e.chars} characters typed, ${e.keys} other keys), ${e.clicks} clicks` +
  (per > 1
    ? `; per one: ${((e.chars + e.keys) / per).toFixed(1)} keys, ${(e.clicks / per).toFixed(1)} clicks`
    : '')

/** A 12-seat car of its own and its trip, the first to leave on a day no seeded trip of that car runs. */
async function ownTrip(request: APIRequestContext, token: string) {
  let n = 0
  const seat = (row: number, column: number) => ({ id: 0, code: `A${++n}`, type: 5, floor: 1, row, column })
  const type = await apiData<{ id: number }>(request, token, '/api/vehicle/create', {
    name: 'Limousine 12 chỗ (đo thao tác)',
    type: 'bus',
    seat_number: 12,
    fare: 250_000,
    status: 1,
    color: null,
    note: null,
    diagram: {
      columns: 3,
      floors: [{ floor: 1, rows: Array.from({ length: 4 }, (_, r) => [seat(r, 0), seat(r, 1), seat(r, 2)]) }],
    },
  })
  const car = await apiData<{ id: number }>(request, token, '/api/car/create', {
    name: 'Limousine 12 chỗ 47',
    brand_id: 1,
    vehicle_type_id: type.id,
    license_plate: '51B-999.47',
    seats: 12,
    status: 1,
    note: null,
  })
  const trip1 = await apiData<{ map_detail_id: number }>(request, token, '/api/trip/1')
  const drivers = await apiData<Array<{ id: number }>>(request, token, '/api/driver/all-active')
  return apiData<{ id: number; name: string; plan_date: string; map_detail_id: number }>(
    request,
    token,
    '/api/trip/create',
    {
      map_detail_id: trip1.map_detail_id,
      plan_date: hcmDayFromToday(9),
      departure_time: '00:30',
      return_time: null,
      car_id: car.id,
      user_id: drivers.at(-1)!.id,
      note: null,
      is_heighway: true,
      is_madagui: false,
      is_contract: false,
    },
  )
}

/** From the seat the map's focus is on, the arrow keys to the next free one (→, and ↓ at a row's end); Enter chooses it. */
async function chooseFreeSeat(page: Page) {
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
  for (let i = 0; i < 30; i++) {
    const name = await focused()
    if (/còn trống$/.test(name)) break
    await page.keyboard.press('ArrowRight')
    if ((await focused()) === name) await page.keyboard.press('ArrowDown')
  }
  expect(await focused()).toMatch(/còn trống$/)
  await page.keyboard.press('Enter')
}

/** Tab until `target` has the focus, as a clerk tabs through a form. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the field was never reached by Tab')
}

/** A select of the receive form: skipped when it holds a value already, else reached, typed and chosen. */
async function choose(page: Page, dialog: Locator, name: string, typed: string, option: string) {
  // a required field's name starts with its asterisk; `has` takes a locator relative to the select
  const named = { name: new RegExp(`^\\*?${name}$`) }
  const combobox = dialog.getByRole('combobox', named)
  const chosen = dialog
    .locator('.ant-select', { has: page.getByRole('combobox', named) })
    .locator('.ant-select-content-has-value')
  if (await chosen.count()) return
  await tabTo(page, combobox)
  await page.keyboard.type(typed)
  await expect(
    page.locator('.ant-select-item-option-active').and(page.getByTitle(option, { exact: true })),
  ).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(chosen).toHaveCount(1)
}

test('a clerk’s keys and clicks: 3 seats to waiting customers, a website booking from its toast, 3 parcels with labels', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const admin = (
    (await (
      await request.post('/api/auth/login', {
        headers: CLIENT,
        data: { username: 'admin', password: 'admin123' },
      })
    ).json()) as { data: { access_token: string } }
  ).data.access_token
  const trip = await ownTrip(request, admin)
  for (const [i, name] of ['Le Van Mot', 'Tran Thi Hai', 'Pham Van Ba'].entries()) {
    const waiting = await request.post('/__mock/web-booking', {
      data: {
        customer_name: name,
        phone: `09120000${10 + i}`,
        departure_date: trip.plan_date,
        map_detail_id: trip.map_detail_id,
      },
    })
    expect(waiting.ok()).toBeTruthy()
  }
  const figures: string[] = []

  const clerk = await browser.newContext()
  try {
    const page = await clerk.newPage()
    await countEffort(page)
    await storeSession(page, 'letan')
    // yesterday the clerk sold on that day and direction; this morning the desk is opened from the menu
    await page.goto(`/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`)
    await expect(page.getByRole('group', { name: 'Chuyến trong ngày' })).toBeVisible()
    await page.goto('/dashboard')
    await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
    await resetEffort(page)

    // 1. three seats to the three waiting customers
    await page
      .getByRole('navigation', { name: 'Menu chính' })
      .getByRole('link', { name: 'Xếp khách lên xe' })
      .click()
    await expect(page).toHaveURL(new RegExp(`trip_id=${trip.id}`))
    const map = page.getByRole('grid', { name: `Sơ đồ ghế chuyến ${trip.name}` })
    await expect(map).toBeVisible()
    const justSold = page.getByRole('region', { name: 'Vé vừa bán' })
    const waiting = ['Le Van Mot', 'Tran Thi Hai', 'Pham Van Ba']
    for (let sold = 0; sold < 3; sold++) {
      // the customers: the direct sale first, then the waiting ones
      await page.keyboard.press('Alt+K')
      await expect(page.getByRole('radio', { name: 'Bán trực tiếp' })).toBeFocused()
      await page.keyboard.press('ArrowDown')
      const name = await page.evaluate(
        () => document.activeElement?.closest('label')?.querySelector('strong')?.textContent,
      )
      expect(waiting).toContain(name)
      await page.keyboard.press('Enter')
      await expect(map.locator(':focus')).toHaveCount(1)
      await chooseFreeSeat(page)
      await page.keyboard.press('Control+Enter')
      await expect(justSold).toContainText(name!)
    }
    const selling = await readEffort(page)
    figures.push(said('selling 3 seats to waiting customers', selling, 3))

    // 2. a website booking: from its toast to its seat
    await resetEffort(page)
    const web = await request.post('/__mock/web-booking', {
      data: {
        customer_name: 'Khach Dat Web',
        phone: '0912000020',
        departure_date: trip.plan_date,
        map_detail_id: trip.map_detail_id,
      },
    })
    expect(web.ok()).toBeTruthy()
    await page.getByRole('link', { name: /^Vé chờ xếp xe mới: Khach Dat Web, / }).click()
    await expect(page.getByRole('radio', { name: /^Khach Dat Web / })).toBeChecked()
    await expect(page).toHaveURL(new RegExp(`trip_id=${trip.id}`))
    await page.keyboard.press('Alt+G')
    await expect(
      page.getByRole('grid', { name: `Sơ đồ ghế chuyến ${trip.name}` }).locator(':focus'),
    ).toHaveCount(1)
    await chooseFreeSeat(page)
    await page.keyboard.press('Control+Enter')
    await expect(justSold).toContainText('Khach Dat Web')
    figures.push(said('seating a website booking from its toast', await readEffort(page)))
  } finally {
    await clerk.close()
  }

  // 3. three parcels of one returning sender, each label printed
  const desk = await browser.newContext()
  try {
    const page = await desk.newPage()
    await countEffort(page)
    const token = await storeSession(page, 'kho')
    const earlier = await apiData<Array<{ sender_phone: string; sender_name: string }>>(
      request,
      token,
      '/api/shipping-waiting/all',
    )
    const sender = earlier[0]!
    await page.goto('/shipping-waiting')
    await expect(page.getByRole('table', { name: 'Danh sách hàng chờ gửi' })).toHaveAttribute(
      'aria-busy',
      'false',
    )
    await resetEffort(page)
    await page.getByRole('button', { name: 'Nhận hàng' }).click()
    for (const [i, receiver] of ['Vo Thi Nhan', 'Dang Van Lay', 'Ngo Thi Giu'].entries()) {
      const dialog = page.getByRole('dialog', { name: 'Nhận hàng' })
      const senderName = dialog.getByRole('textbox', { name: 'Tên người gửi' })
      if (i === 0) {
        await expect(dialog.getByRole('textbox', { name: 'Số điện thoại người gửi' })).toBeFocused()
        await page.keyboard.type(sender.sender_phone)
        // the returning sender's name comes with the phone
        await expect(senderName).toHaveValue(sender.sender_name)
      }
      await tabTo(page, dialog.getByRole('textbox', { name: 'Số điện thoại người nhận' }))
      await page.keyboard.type(`03992223${30 + i}`)
      await tabTo(page, dialog.getByRole('textbox', { name: 'Tên người nhận' }))
      await page.keyboard.type(receiver)
      await choose(page, dialog, 'Chiều', 'sai gon', 'Sài Gòn ➡️ Đà Lạt')
      await choose(page, dialog, 'Văn phòng gửi', 'sai gon', 'Văn phòng Sài Gòn')
      await choose(page, dialog, 'Văn phòng nhận', 'da lat', 'Văn phòng Đà Lạt')
      await tabTo(page, dialog.getByRole('textbox', { name: 'Tên hàng' }))
      await page.keyboard.type('Thung trai cay')
      await choose(page, dialog, 'Loại hàng', 'dien tu', 'Đồ điện tử')
      await tabTo(page, dialog.getByRole('spinbutton', { name: 'Cân nặng (kg)' }))
      await page.keyboard.type('3')
      await tabTo(page, dialog.getByRole('textbox', { name: 'Cước gửi' }))
      await page.keyboard.type('30000')
      // Enter saves and opens the label ("Lưu và in nhãn"), which prints once drawn
      await page.keyboard.press('Enter')
      await expect(page.getByRole('article', { name: /^Nhãn hàng / })).toContainText(receiver)
      await expect.poll(() => page.evaluate(() => window.printed)).toBe(i + 1)
      if (i < 2) {
        const again = page.getByRole('button', { name: `Gửi tiếp cho ${sender.sender_name}` })
        await tabTo(page, again)
        await page.keyboard.press('Enter')
        await expect(
          page.getByRole('dialog', { name: 'Nhận hàng' }).getByRole('textbox', { name: 'Tên người gửi' }),
        ).toHaveValue(sender.sender_name)
      }
    }
    figures.push(said('receiving 3 parcels with labels', await readEffort(page), 3))
  } finally {
    await desk.close()
  }

  const report = figures.join('\n')
  console.log(
    `\nDesk effort (walked before: 79 keys and 9 clicks for the morning's selling; 26–30 keys and 3 clicks per parcel)\n${report}`,
  )
  await test.info().attach('desk-effort', { body: report, contentType: 'text/plain' })
})
