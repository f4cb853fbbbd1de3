import { test, expect, openSignedIn, rowOf, showColumns } from './fixtures'

/**
 * Benchmark, not a timed test: a server that ignores the page size sends 10,000 cars in one page. The
 * figures (render time, rows in the DOM, time to jump to the last row) are printed and attached to the
 * report; the README's performance section records them. Only the virtualisation, and that the row the keys
 * move to is scrolled into view, are asserted.
 */
const ROWS = 10_000
const plate = (i: number) =>
  `51B-${String(Math.floor(i / 100)).padStart(3, '0')}.${String(i % 100).padStart(2, '0')}`
const cars = Array.from({ length: ROWS }, (_, k) => {
  const i = k + 1
  return {
    id: 100_000 + i,
    version: 1,
    name: `Xe thử ${String(i).padStart(5, '0')}`,
    brand_id: 1,
    vehicle_type_id: 1,
    license_plate: plate(i),
    avatar: null,
    year_manufacture: 2020,
    registration_date: '2024-05-10',
    insurance_expiration_date: '2027-05-10',
    weight_max: 500,
    seats: 16,
    status: 1,
    note: null,
    fare: 250_000,
  }
})

test('DataTable with 10,000 rows in one page: render time and rows in the DOM', async ({ page }) => {
  await page.route(/\/api\/car\/list\?.*sortBy=seats/, (route) =>
    route.fulfill({ json: { code: 200, message: 'OK', data: { last_page: 1, total: ROWS, data: cars } } }),
  )
  await openSignedIn(page, 'admin', '/car')
  const table = page.getByRole('table', { name: 'Danh sách xe' })
  await expect(rowOf(table, '51B-123.45')).toBeVisible()
  await showColumns(page, 'Số chỗ') // not among /car's columns at first

  const started = Date.now()
  await table.getByRole('button', { name: 'Số chỗ' }).click()
  await expect(rowOf(table, plate(1))).toBeVisible()
  const renderMs = Date.now() - started
  const domRows = await table.locator('tbody tr').count()

  // Keyboard: focus the first row, End jumps to the last of 10,000.
  await rowOf(table, plate(1)).focus()
  const jumpStarted = Date.now()
  await page.keyboard.press('End')
  await expect(rowOf(table, plate(ROWS))).toBeFocused()
  const jumpMs = Date.now() - jumpStarted
  // the table's own scroll box brought the row into view
  await expect(rowOf(table, plate(ROWS))).toBeInViewport()
  const domRowsAtEnd = await table.locator('tbody tr').count()

  const figures = `rows=${ROWS} render=${renderMs}ms domRows=${domRows} endKey=${jumpMs}ms domRowsAtEnd=${domRowsAtEnd}`
  console.log(`DataTable benchmark: ${figures}`)
  test.info().annotations.push({ type: 'benchmark', description: figures })
  await expect(table).toHaveAttribute('aria-rowcount', String(ROWS + 1))
  expect(domRows).toBeLessThan(200)
  expect(domRowsAtEnd).toBeLessThan(200)
})
