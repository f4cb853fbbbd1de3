import type { Browser, Page } from '@playwright/test'
import { test, expect, CLIENT, storeSession, type AccountName } from './fixtures'

/**
 * Benchmark, not a timed test: the scan desk with 5,000 extra waiting parcels in the demo backend. It prints
 * its figures (and attaches them to the report; the README's performance section records them):
 * scan-to-parcel, from the Enter to the parcel on screen (the next frame after the result's render), over 50
 * scans, on the hand-over lookup of /shipping-waiting (each code asks the backend) and on the load mode of
 * /shipping (the trip's expected parcels already in the browser); and the live list, a parcel received at one desk until it shows on another desk's waiting list, over
 * 20 receipts.
 */
const PARCELS = 5000
// fewer in CI (the suite's time), the full count on a developer's run (the README's figures)
const SCANS = process.env.CI ? 20 : 50
const RECEIPTS = process.env.CI ? 8 : 20

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const pick = (values: number[], q: number) => sorted(values)[Math.ceil(values.length * q) - 1]
const summary = (values: number[]) =>
  `p50=${pick(values, 0.5).toFixed(0)}ms p95=${pick(values, 0.95).toFixed(0)}ms max=${Math.max(...values).toFixed(0)}ms`

async function desk(browser: Browser, account: AccountName) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const token = await storeSession(page, account)
  return { context, page, token }
}

interface Parcel {
  code: string
  status: number
  map_detail_id: number
  sending_office_id: number
  receiving_office_id: number
  product_type_id: number
}

/** Scans `codes` with the "gun" into the focused field; the Enter→parcel-shown time of each (next frame). */
async function measureScans(page: Page, codes: string[]): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { scanMs: number[] }
    w.scanMs = []
    let pressed = 0
    document.addEventListener('keydown', (e) => e.key === 'Enter' && (pressed = performance.now()), true)
    new MutationObserver(() => {
      if (!pressed) return
      const at = pressed
      pressed = 0
      requestAnimationFrame(() => w.scanMs.push(performance.now() - at))
    }).observe(document.querySelector('[data-testid=scan-result]')!, {
      attributes: true,
      attributeFilter: ['data-scan-ms'],
    })
  })
  for (const [i, code] of codes.entries()) {
    await page.keyboard.type(code)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('scan-result')).toContainText(`Đúng hàng: ${code}`)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { scanMs: number[] }).scanMs.length))
      .toBe(i + 1)
  }
  return page.evaluate(() => (window as unknown as { scanMs: number[] }).scanMs)
}

test('scan-to-parcel and the live list, with 5,000 parcels waiting', async ({ browser }) => {
  test.setTimeout(240_000)
  const scanner = await desk(browser, 'kho')
  const watcher = await desk(browser, 'admin')
  try {
    const made = await scanner.page.request.post('/__mock/parcels', { data: { count: PARCELS } })
    expect(made.ok()).toBeTruthy()
    const { first } = ((await made.json()) as { data: { first: string } }).data
    const auth = { ...CLIENT, Authorization: `Bearer ${scanner.token}` }

    // ---- scan-to-parcel: codes spread over the 5,000, typed by the "gun" into the focused field
    const page = scanner.page
    await page.goto('/shipping-waiting?scan=1')
    const field = page.getByRole('textbox', { name: /Mã hàng \(quét/ })
    await expect(field).toBeFocused()
    const step = Math.floor(PARCELS / SCANS)
    const base = Number(first.slice(2))
    const scans = await measureScans(
      page,
      Array.from({ length: SCANS }, (_, i) => `HB${String(base + i * step).padStart(8, '0')}`),
    )
    await expect(page.getByText(`Đã quét ${SCANS} mã, ${SCANS} đúng hàng`)).toBeVisible()

    // ---- the load mode of /shipping: an open trip of today whose direction has the most of them waiting
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date())
    const waiting = (
      (await (await page.request.get('/api/shipping-waiting/all', { headers: auth })).json()) as {
        data: Parcel[]
      }
    ).data.filter((p) => p.status === 4 && p.code.startsWith('HB'))
    const trips = (
      (await (
        await page.request.get(`/api/shipping/trips-by-day?date=${today}`, { headers: auth })
      ).json()) as { data: Array<{ id: number; map_detail_id: number; open: boolean }> }
    ).data.filter((x) => x.open)
    const [trip, goods] = trips
      .map((x) => [x, waiting.filter((p) => p.map_detail_id === x.map_detail_id)] as const)
      .sort((a, b) => b[1].length - a[1].length)[0]
    const office = goods[0].sending_office_id
    const here = goods.filter((p) => p.sending_office_id === office)
    await page.goto(
      `/shipping?mode=load&date=${today}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}&office_id=${office}`,
    )
    await expect(page.getByRole('textbox', { name: /Mã hàng \(quét/ })).toBeFocused()
    await expect(page.getByRole('list', { name: 'Đối chiếu hàng cần và hàng đã quét' })).toBeVisible()
    const loadStep = Math.max(1, Math.floor(here.length / SCANS))
    const loadScans = await measureScans(
      page,
      Array.from({ length: Math.min(SCANS, here.length) }, (_, i) => here[i * loadStep].code),
    )

    // ---- live: the scanner's desk receives parcels, the watcher's waiting list shows each
    const template = (
      (await (await page.request.get(`/api/shipping-waiting/list?q=${first}`, { headers: auth })).json()) as {
        data: { data: Parcel[] }
      }
    ).data.data[0]
    await watcher.page.goto('/shipping-waiting')
    const list = watcher.page.getByRole('table', { name: 'Danh sách hàng chờ gửi' })
    await expect(list).toHaveAttribute('aria-busy', 'false')
    await expect(watcher.page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
    await watcher.page.evaluate(() => {
      const w = window as unknown as { seen: Record<string, number> }
      w.seen = {}
      const table = document.querySelector('table[aria-label="Danh sách hàng chờ gửi"]')!
      new MutationObserver(() => {
        const now = Date.now()
        for (const cell of table.querySelectorAll('tbody td strong')) w.seen[cell.textContent ?? ''] ??= now
      }).observe(table, { subtree: true, childList: true, characterData: true })
    })
    const live: number[] = []
    for (let i = 0; i < RECEIPTS; i++) {
      const { sent, code } = await page.evaluate(
        async ({ headers, parcel, n }) => {
          const sent = Date.now()
          const response = await fetch('/api/shipping-waiting/create', {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              sender_name: 'Người gửi đo',
              sender_phone: '0912000111',
              sender_citizen_id: null,
              receiver_name: `Người nhận đo ${n}`,
              receiver_phone: '0988000222',
              receiver_citizen_id: null,
              package_name: 'Thùng hàng đo',
              product_type_id: parcel.product_type_id,
              weight: 2,
              quantity: 1,
              product_value: 0,
              fee: 30000,
              delivery_fee: 0,
              surcharge: 0,
              cod_amount: 0,
              payment_type: 0,
              map_detail_id: parcel.map_detail_id,
              sending_office_id: parcel.sending_office_id,
              receiving_office_id: parcel.receiving_office_id,
              delivery_type: 0,
              delivery_address: null,
              receiving_address: null,
              note: null,
            }),
          })
          const body = (await response.json()) as { data: { code: string } }
          return { sent, code: body.data.code }
        },
        { headers: auth, parcel: template, n: i },
      )
      await expect(list.getByRole('cell', { name: code, exact: true })).toBeVisible()
      const seen = await watcher.page.evaluate(
        (c) => (window as unknown as { seen: Record<string, number> }).seen[c],
        code,
      )
      live.push(seen - sent)
    }

    const figures = [
      `parcels waiting=${PARCELS}+`,
      `Enter→parcel shown, hand-over lookup of /shipping-waiting, next frame (${SCANS} scans): ${summary(scans)}`,
      `Enter→parcel shown, load mode of /shipping (${here.length} expected at the desk's office, ${loadScans.length} scans): ${summary(loadScans)}`,
      `received at one desk→on another desk's waiting list (${RECEIPTS} receipts): ${summary(live)}`,
    ].join('\n  ')
    console.log(`Scan desk benchmark:\n  ${figures}`)
    test.info().annotations.push({ type: 'benchmark', description: figures })
  } finally {
    await scanner.context.close()
    await watcher.context.close()
  }
})
