import { test, expect, CLIENT, openSignedIn, storeSession } from './fixtures'

interface Ticket {
  customer_name: string
  seat_code: string
  deleted_at: string | null
}

test('a trip: its seat map names the passengers; its money is edited, the net follows and stays after a reload', async ({
  page,
}) => {
  const token = await storeSession(page, 'quanly')
  const tickets = await page.request.get('/api/ticket/by-trip/1', {
    headers: { ...CLIENT, Authorization: `Bearer ${token}` },
  })
  const passenger = ((await tickets.json()).data as Ticket[]).find((k) => !k.deleted_at)!
  await page.goto('/trip/1')
  await expect(
    page.getByRole('heading', { level: 1, name: /^Chuyến Sài Gòn ➡️ Đà Lạt 06:00$/ }),
  ).toBeVisible()
  await expect(page).toHaveTitle(/^Chi tiết chuyến/)
  const map = page.getByRole('grid', { name: /^Sơ đồ ghế / })
  await expect(
    map.getByRole('gridcell', {
      name: new RegExp(`^Ghế ${passenger.seat_code}\\b.*${passenger.customer_name}`),
    }),
  ).toBeVisible()

  await page.getByRole('tab', { name: 'Tiền chuyến' }).click()
  const form = page.getByRole('form', { name: 'Tiền chuyến' })
  const revenue = Number((await form.getByLabel('Doanh thu').inputValue()).replace(/\./g, ''))
  await form.getByLabel('Tiền dầu').fill('1250000')
  await form.getByLabel('Phụ thu').fill('50000')
  const net = (revenue + 50_000 - 1_250_000).toLocaleString('de-DE')
  await expect(form.getByRole('status', { name: 'Lãi chuyến' })).toHaveText(`Lãi chuyến: ${net} ₫`)
  await form.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Đã lưu tiền chuyến')).toBeVisible()

  await page.reload()
  await page.getByRole('tab', { name: 'Tiền chuyến' }).click()
  await expect(form.getByLabel('Tiền dầu')).toHaveValue('1.250.000')
  await expect(form.getByRole('status', { name: 'Lãi chuyến' })).toHaveText(`Lãi chuyến: ${net} ₫`)
})

test('an unknown or malformed trip id shows the 404 page inside the layout', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/trip/999999')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible()
  await page.goto('/trip/abc')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
})

test('a money save over another browser’s save gets the "changed meanwhile" notice and keeps what was typed', async ({
  browser,
}) => {
  const first = await browser.newContext()
  const second = await browser.newContext()
  try {
    const pages = [await first.newPage(), await second.newPage()]
    for (const p of pages) {
      await openSignedIn(p, 'quanly', '/trip/2')
      await p.getByRole('tab', { name: 'Tiền chuyến' }).click()
    }
    const [mine, theirs] = pages.map((p) => p.getByRole('form', { name: 'Tiền chuyến' }))
    await theirs.getByLabel('Thưởng').fill('100000')
    await theirs.getByRole('button', { name: 'Lưu' }).click()
    await expect(pages[1].getByText('Đã lưu tiền chuyến')).toBeVisible()

    await mine.getByLabel('Tiền sửa xe').fill('300000')
    await mine.getByRole('button', { name: 'Lưu' }).click()
    await expect(mine.getByRole('alert')).toContainText(
      'Bản ghi đã được người khác thay đổi trong lúc bạn sửa.',
    )
    await expect(mine.getByLabel('Tiền sửa xe')).toHaveValue('300.000')
    await mine.getByRole('button', { name: 'Tải bản mới nhất' }).click()
    await expect(mine.getByLabel('Thưởng')).toHaveValue('100.000')
  } finally {
    await first.close()
    await second.close()
  }
})
