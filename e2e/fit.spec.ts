import type { Page } from '@playwright/test'
import { test, expect, CLIENT, goInApp, openSignedIn } from './fixtures'

/**
 * Issue 23 §1: the lists and desks on the office PCs' screens. On each, every table's rows and headers take at
 * most two lines, no word is broken inside (a phone, a code, "Một chiều"), the screen's primary action is in
 * view without scrolling, and a list in its default columns fits the screen's width (the column chooser shows the
 * rest); the desks' rows are compact. One test walks every screen at both sizes (the screens' variations are
 * vitest's).
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]

/** The list screens, with rows (the seed's trip 2 for the orders); the desks are opened on a trip below. */
const SCREENS = [
  '/booking-waiting',
  '/shipping-waiting',
  '/shipping?trip_id=2',
  '/car',
  '/vehicle',
  '/brand',
  '/product-type',
  '/map',
  '/trip',
  '/users',
  '/user/customer',
  '/canceled-tickets',
  '/list-guests-require-pick-to-station',
  '/list-guests-require-pick-to-home',
  '/car-contract',
  '/category',
  '/article',
  '/comment',
  '/report',
]

/** The lists checked in English too, at 1366 (their English words are the longest: the pick-ups' statuses). */
const ENGLISH = ['/list-guests-require-pick-to-station', '/list-guests-require-pick-to-home']

/** The desks, in the compact density. */
const DESKS = ['/booking-waiting', '/shipping-waiting', '/shipping?trip_id=2', '/canceled-tickets']

/**
 * What does not fit on the page now, one line per fault. `fits`: no table scrolls sideways; `compact`: a row of n
 * lines of text (22 px each) is at most 12 + 22·n px tall (padding, border and a small button's height).
 */
async function faults(page: Page, checks: { fits: boolean; compact: boolean }) {
  return page.evaluate(({ fits, compact }) => {
    const found: string[] = []
    // the lines of text `el` shows: its text's distinct line boxes (tags and icons beside them do not count; nor
    // do the lines laid out past a two-line cell's ellipsis)
    const lines = (el: Element) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      const clips = Array.from(el.querySelectorAll('.cell-line-2'), (c) => c.getBoundingClientRect())
      const rects = Array.from(range.getClientRects()).filter(
        (r) =>
          r.width > 0 &&
          r.height > 0 &&
          !clips.some((c) => r.top >= c.bottom - 1 && r.left >= c.left - 1 && r.right <= c.right + 1),
      )
      const tops: number[] = []
      for (const r of rects.sort((a, b) => a.top - b.top))
        if (!tops.some((top) => Math.abs(top - r.top) < r.height / 2)) tops.push(r.top)
      return tops.length
    }
    for (const table of document.querySelectorAll('main table')) {
      const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'table'
      for (const th of table.querySelectorAll('thead th'))
        if (lines(th) > 2) found.push(`${name}: header "${th.textContent}" takes ${lines(th)} lines`)
      for (const tr of Array.from(table.querySelectorAll('tbody tr')).slice(0, 20)) {
        const cells = Array.from(tr.children)
        const tallest = Math.max(...cells.map(lines))
        if (tallest > 2) found.push(`${name}: row "${tr.textContent?.slice(0, 40)}" takes ${tallest} lines`)
        const height = Math.round(tr.getBoundingClientRect().height)
        if (compact && height > 12 + 22 * tallest)
          found.push(
            `${name}: row "${tr.textContent?.slice(0, 40)}" of ${tallest} lines is ${height} px tall`,
          )
        // a code, a phone, money or a day is never cut by the ellipsis
        for (const line of tr.querySelectorAll('.cell-line')) {
          const text = line.textContent ?? ''
          if (
            line.scrollWidth > line.clientWidth + 1 &&
            /[A-Z]{2}\d{5,}|\d{4}\.\d{3}\.\d{3}|₫|\d\d\/\d\d\/\d{4}/.test(text)
          )
            found.push(`${name}: "${text}" is cut`)
        }
        // a word broken inside spans two lines
        for (const cell of cells) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? ''
            for (const word of text.matchAll(/\S+/g)) {
              const range = document.createRange()
              range.setStart(node, word.index)
              range.setEnd(node, word.index + word[0].length)
              const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)))
              if (tops.size > 1) found.push(`${name}: "${word[0]}" is broken inside`)
            }
          }
        }
      }
    }
    // in its default columns, a list fits the screen's width
    if (fits)
      for (const box of document.querySelectorAll<HTMLElement>('main :is(.dt-scroll, .st-scroll)'))
        if (box.scrollWidth > box.clientWidth + 1) {
          const table = box.querySelector('table')
          const name = table?.getAttribute('aria-label') ?? table?.querySelector('caption')?.textContent
          found.push(`${name ?? 'table'} scrolls sideways by ${box.scrollWidth - box.clientWidth} px`)
        }
    // scrolled sideways to its end, a list keeps its rows' first column and actions in view
    for (const box of document.querySelectorAll<HTMLElement>('main :is(.dt-scroll, .st-scroll)')) {
      if (box.scrollWidth <= box.clientWidth) continue
      box.scrollLeft = box.scrollWidth
      const edges = box.getBoundingClientRect()
      const row = box.querySelector('tbody tr')
      const cells = {
        'first column': row?.querySelector('.dt-select + td') ?? row?.firstElementChild,
        actions: row?.querySelector('.dt-actions'),
      }
      for (const [what, cell] of Object.entries(cells)) {
        const r = cell?.getBoundingClientRect()
        if (r && (r.left < edges.left - 1 || r.right > edges.right + 1))
          found.push(
            `${box.querySelector('table')?.getAttribute('aria-label') ?? box.querySelector('caption')?.textContent}: its ${what} scrolls out of view`,
          )
      }
      box.scrollLeft = 0
    }
    return found
  }, checks)
}

// one test a size, so the two run side by side
for (const size of SIZES) {
  test(`every list and desk fits ${size.width}×${size.height}: rows and headers on two lines, no word broken, the primary action in view, no sideways scrolling, compact desks${size === SIZES[0] ? ' (and in English)' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openSignedIn(page, 'admin', '/')
    // the desks on today's night trip (the seed's trip 5, sold in part)
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
    const diagram = await page.request.get('/api/booking-waiting/diagram-by-trip/5', {
      headers: { ...CLIENT, Authorization: `Bearer ${token}` },
    })
    const { trip } = (await diagram.json()).data as { trip: { plan_date: string; map_detail_id: number } }
    const onTrip = `date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=5`
    const screens = [...SCREENS, `/add-customer-to-car?${onTrip}`, `/list-ticket-by-car?${onTrip}`]
    const found: string[] = []
    {
      await page.setViewportSize(size)
      for (const path of screens) {
        // from screen to screen inside the app: the heading of the screen left behind is marked, so what is
        // measured is the new screen's
        await page.evaluate(() => {
          for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-left', '')
        })
        await goInApp(page, path)
        await expect(page.locator('main h1:not([data-left])')).toBeVisible()
        await expect(page.locator('main table').first()).toBeVisible()
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
        const checks = {
          fits: SCREENS.includes(path),
          compact: DESKS.includes(path),
        }
        for (const fault of await faults(page, checks)) found.push(`${path} at ${size.width}: ${fault}`)
        const primary = page.locator('main .ant-btn-primary:not(.dt-pager *)').first()
        if (
          (await primary.count()) &&
          !(await primary.evaluate((b) => b.getBoundingClientRect().bottom <= innerHeight))
        )
          found.push(`${path} at ${size.width}: the primary action is below the fold`)
      }
    }
    await page.evaluate(() => localStorage.setItem('locale', 'en'))
    for (const path of size === SIZES[0] ? ENGLISH : []) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('main table').first()).toBeVisible()
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
      for (const fault of await faults(page, { fits: true, compact: false }))
        found.push(`${path} in English at 1366: ${fault}`)
    }
    expect(found).toEqual([])
  })
}
