import type { Locator, Page } from '@playwright/test'
import { test, expect, chooseOption, openSignedIn, storeSession } from './fixtures'

/** A PDF's pages and the first one's size in millimetres (the print as the browser makes it). */
async function printed(page: Page) {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  const [, width, height] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)!
  const mm = (pt: string) => Math.round((Number(pt) / 72) * 25.4)
  return { pages: pdf.match(/\/Type\s*\/Page\b/g)?.length, width: mm(width), height: mm(height) }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu chính' })

test('one print after another: each prints only its own area on its own page; a screen without one prints as it is', async ({
  page,
}) => {
  // the browser's print dialog stands aside (a run sheet's button opens it at once); page.pdf is the print
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  await storeSession(page, 'letan')
  // first a label (100 × 150 mm) …
  await page.goto('/shipping-waiting')
  await page
    .getByRole('button', { name: /^In nhãn / })
    .first()
    .click()
  const label = page.getByRole('article', { name: /^Nhãn hàng / })
  await expect(label).toBeVisible()
  expect(await printed(page)).toEqual({ pages: 1, width: 100, height: 150 })

  // … then, in the same document, a run sheet on A4
  await menu(page).getByRole('link', { name: 'Khách cần đón ra bến' }).click()
  await page
    .getByRole('button', { name: /In danh sách đón của / })
    .first()
    .click()
  // printed at once: a print layout, never on the screen
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  const sheet = page.getByRole('region', { name: /^Danh sách đón khách · / })
  await expect(sheet).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(sheet.getByRole('table')).toBeVisible()
  await expect(label).toHaveCount(0)
  // the header, the side menu and the screen are out of the print, not just invisible: they take no room
  const gone = [
    page.getByRole('banner', { includeHidden: true }),
    page.getByRole('navigation', { name: 'Menu chính', includeHidden: true }),
    page.getByRole('heading', { level: 1, includeHidden: true }),
  ]
  for (const part of gone) expect(await part.boundingBox()).toBeNull()
  // (no media emulated: page.pdf prints with the print media)
  await page.emulateMedia({ media: null })
  expect(await printed(page)).toMatchObject({ width: 210, height: 297 })
  // the print over (the browser's afterprint), the sheet leaves the page
  await expect(sheet).toHaveCount(0)

  // a screen with nothing to print of its own prints as it is: no earlier print's rule hides it
  await menu(page).getByRole('link', { name: 'Khách cần đón tận nhà' }).click()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1, name: 'Khách cần đón tận nhà' })).toBeVisible()
})

test('Ctrl+P on any screen prints its content over the page without the frame; a statistics report states its period and its filters', async ({
  page,
}) => {
  await storeSession(page, 'quanly')
  await page.goto('/car')
  const table = page.getByRole('table', { name: 'Danh sách xe' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  // the header and the side menu are out of the print; the content keeps its table and takes the page's width
  for (const part of [
    page.getByRole('banner', { includeHidden: true }),
    page.getByRole('navigation', { name: 'Menu chính', includeHidden: true }),
  ])
    expect(await part.boundingBox()).toBeNull()
  await expect(table).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.clientWidth)
  expect(await page.getByRole('main').boundingBox()).toMatchObject({ x: 0, width })
  // a button that only acts on screen stays off the paper
  await expect(page.getByRole('button', { name: 'Thêm xe' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  await page.goto('/statistical-trip?from=2026-11-01&to=2026-11-28&map_detail_id=1')
  await expect(page.getByRole('heading', { level: 1, name: 'Doanh thu theo chuyến' })).toBeVisible()
  const period = page.getByText('Từ 01/11/2026 đến 28/11/2026')
  await expect(period).toBeHidden()
  // on screen a filter shows the option chosen; its name is the field's
  const direction = page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Chiều đi' }) })
  await expect(direction).toHaveText('Sài Gòn ➡️ Đà Lạt', { useInnerText: true })
  await page.emulateMedia({ media: 'print' })
  await expect(period).toBeVisible()
  // the filters print as their names and values; one left empty as "Tất cả"
  await expect(direction).toHaveText('Chiều đi: Sài Gòn ➡️ Đà Lạt', { useInnerText: true })
  await expect(page.getByText('Tài xế: Tất cả')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  await chooseOption(page, 'Tài xế', 'vo van tai', 'Võ Văn Tài')
  await page.emulateMedia({ media: 'print' })
  const driver = page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Tài xế' }) })
  await expect(driver).toHaveText('Tài xế: Võ Văn Tài', { useInnerText: true })
  await page.emulateMedia({ media: 'screen' })

  // a ranking's row count too
  await page.goto('/top-drivers?from=2026-11-01&to=2026-11-28&limit=20')
  const rows = page.getByRole('combobox', { name: 'Số dòng' })
  await expect(rows).toHaveValue('20')
  const name = page.locator('label', { has: rows }).locator('span').first()
  await expect(name).toHaveText('Số dòng', { useInnerText: true })
  await page.emulateMedia({ media: 'print' })
  await expect(name).toHaveText('Số dòng:', { useInnerText: true })
  await expect(rows).toBeVisible()
})

/** The colour of an element's text, and the colour behind it (the first box up from it that paints one), 0–255. */
async function paint(target: Locator) {
  return target.evaluate((element) => {
    const pixel = document.createElement('canvas').getContext('2d')!
    const rgb = (css: string) => {
      pixel.clearRect(0, 0, 1, 1)
      pixel.fillStyle = css
      pixel.fillRect(0, 0, 1, 1)
      return Array.from(pixel.getImageData(0, 0, 1, 1).data)
    }
    let back = [255, 255, 255]
    for (let box: Element | null = element; box; box = box.parentElement) {
      const [r, g, b, a] = rgb(getComputedStyle(box).backgroundColor)
      if (a > 0) {
        back = [r, g, b]
        break
      }
    }
    return { text: rgb(getComputedStyle(element).color).slice(0, 3), back }
  })
}

test('printed in the dark theme, a screen is dark text on white paper', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/car')
  const dark = page.getByRole('switch', { name: 'Chế độ tối' })
  await dark.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const cell = page
    .getByRole('table', { name: 'Danh sách xe' })
    .getByRole('cell', { name: '51B-123.45', exact: true })
  await expect(cell).toBeVisible()
  // on screen: light text on a dark surface
  expect((await paint(cell)).text.every((c) => c > 180)).toBe(true)
  await page.emulateMedia({ media: 'print' })
  const main = await paint(page.getByRole('main'))
  const table = await paint(cell)
  expect(
    main.back.every((c) => c >= 240),
    `the content's paper ${main.back}`,
  ).toBe(true)
  expect(
    table.back.every((c) => c >= 240),
    `the table's paper ${table.back}`,
  ).toBe(true)
  expect(
    table.text.every((c) => c <= 80),
    `the table's text ${table.text}`,
  ).toBe(true)
})
