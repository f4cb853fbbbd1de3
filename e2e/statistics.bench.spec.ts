import { test, expect, CLIENT, mock, storeSession } from './fixtures'

/**
 * The statistics benchmark (README "Performance"): with a year of history added by `POST /__mock/history`, how
 * long each statistics endpoint takes to answer, and how long a chart of a year by day takes to draw once its
 * data is there. Prints p50 / p95; asserts only that the history is big enough.
 */
// fewer in CI (the suite's time), the full count on a developer's run (the README's figures)
const RUNS = process.env.CI ? 5 : 20
const DRAWS = process.env.CI ? 2 : 5
const hcmDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(Date.now() + offset * 86_400_000),
  )
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`

test('statistics over a year of history: endpoint answers and a year-by-day chart', async ({ page }) => {
  test.setTimeout(240_000)
  const history = await page.request.post('/__mock/history', { data: { days: 365 } })
  expect(history.status()).toBe(200)
  const added = (await history.json()).data as { trips: number; tickets: number; parcels: number }
  expect(added.tickets).toBeGreaterThanOrEqual(20_000)
  expect(added.parcels).toBeGreaterThanOrEqual(5_000)

  const token = await storeSession(page, 'quanly')
  const to = hcmDay()
  const from = hcmDay(-365)
  const year = to.slice(0, 4)
  const endpoints = [
    `/api/trip/statistical?from=${from}&to=${to}`,
    `/api/trip/top-drivers?from=${from}&to=${to}&limit=50`,
    `/api/ticket/top-customers?from=${from}&to=${to}&limit=50`,
    `/api/chart/list-of-monthly-trips?year=${year}`,
    `/api/chart/revenue-of-vehicle?year=${year}&month=${Number(to.slice(5, 7))}`,
    `/api/trip/statistical-shipping?from=${from}&to=${to}`,
    `/api/trip/statistical-shipping/parcels?from=${from}&to=${to}`,
    `/api/statistics/money-driver-and-moto?from=${from}&to=${to}`,
  ]
  const lines = [`history added: ${added.trips} trips, ${added.tickets} tickets, ${added.parcels} parcels`]
  for (const path of endpoints) {
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      const response = await page.request.get(path, {
        headers: { ...CLIENT, Authorization: `Bearer ${token}` },
      })
      await response.body()
      times.push(performance.now() - started)
      expect(response.status()).toBe(200)
    }
    lines.push(`${path.split('?')[0]}: ${figures(times)}`)
  }

  const draws: number[] = []
  const loads: number[] = []
  for (let i = 0; i < DRAWS; i++) {
    await page.goto(`/statistical-trip?from=${from}&to=${to}`)
    const canvas = page.getByRole('img', { name: 'Doanh thu theo ngày' })
    await expect(canvas).toHaveAttribute('data-draw-ms', /\d/, { timeout: 60_000 })
    draws.push(Number(await canvas.getAttribute('data-draw-ms')))
    loads.push(Number(await canvas.getAttribute('data-drawn-in')))
  }
  lines.push(`chart of 366 days, drawing once the data is there: ${figures(draws)}`)
  lines.push(`the same with chart.js's loading: ${figures(loads)}`)
  console.log(`Statistics benchmark:\n  ${lines.join('\n  ')}`)
  await mock.reset(page.request)
})
