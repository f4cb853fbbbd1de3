import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { SafeHtml } from './SafeHtml'
import { PAYLOADS, SET } from '../test/xss-payloads'

/** The page's own window: inline handlers, javascript: frames and named elements act on it (not on the test's global). */
const page = () => (globalThis as unknown as { jsdom: { window: Record<string, unknown> } }).jsdom.window

afterEach(() => {
  cleanup()
  delete page().__xss
})

const FORBIDDEN_TAGS = new Set(
  'script style iframe frame frameset object embed applet form input button textarea select base meta link svg math template noscript'.split(
    ' ',
  ),
)
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'background',
  'poster',
  'data',
])
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:']
const RASTER_DATA_URL = /^data:image\/(?:png|gif|jpeg|webp);base64,/

/** Everything in `root` that could run script, load a document or clobber a global. */
function dangers(root: Document | Element): string[] {
  const found: string[] = []
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName
    if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag}>`)
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || ['style', 'srcdoc', 'id', 'name'].includes(name))
        found.push(`${tag}[${name}]`)
      if (!URL_ATTRIBUTES.has(name)) continue
      const scheme = new URL(value, 'https://relative.invalid/').protocol
      const rasterImage = tag === 'img' && name === 'src' && RASTER_DATA_URL.test(value)
      if (!SAFE_SCHEMES.includes(scheme) && !rasterImage) found.push(`${tag}[${name}=${value}]`)
    }
  }
  return found
}

/** Fires the events inline handlers listen for, on every element. */
function provoke(root: Element) {
  for (const element of root.querySelectorAll('*')) {
    for (const type of ['load', 'error', 'focus', 'mouseover', 'toggle', 'animationstart', 'submit']) {
      element.dispatchEvent(new Event(type))
    }
  }
}

const renderHtml = (html: string) => render(<SafeHtml html={html} />).container

describe('SafeHtml against XSS payloads', () => {
  it('has payloads that are dangerous unsanitised, and a canary that fires', () => {
    for (const payload of PAYLOADS) {
      // jsdom lets the ids of a parsed document shadow the page's globals: keep the raw copies off the canary.
      const raw = new DOMParser().parseFromString(payload.replaceAll('__xss', '__raw'), 'text/html')
      expect(dangers(raw), payload).not.toEqual([])
    }
    const img = document.createElement('img')
    img.setAttribute('onerror', SET)
    document.body.append(img)
    provoke(document.body)
    img.remove()
    expect(page().__xss).toBe(1)
  })

  it.each(PAYLOADS)('renders %s harmless', (payload) => {
    const container = renderHtml(payload)
    provoke(container)
    expect(dangers(container)).toEqual([])
    // Not toBeUndefined: in jsdom (not in browsers) the ids of DOMPurify's own parsing document shadow the
    // page's globals. Clobbering in the rendered DOM is what the id/name check above rules out.
    expect(page().__xss).not.toBe(1)
  })
})

describe('SafeHtml keeps article content', () => {
  it('keeps headings, text formatting, lists and tables as written', () => {
    const html = [
      '<h2>Lịch trình Sài Gòn ⇄ Đà Lạt</h2>',
      '<p>Xe <strong>giường nằm</strong> đi qua <em>Madagui</em>.<br>Giờ đi: 07:00</p>',
      '<ul><li>Sài Gòn</li><li>Đà Lạt</li></ul>',
      '<ol start="3"><li>Ba</li></ol>',
      '<blockquote><p>Trích dẫn</p></blockquote>',
      '<table><caption>Giá vé</caption><thead><tr><th scope="col">Chặng</th><th scope="col">Giá</th></tr></thead>',
      '<tbody><tr><td>SG – ĐL</td><td>250.000 ₫</td></tr><tr><td colspan="2">Trẻ em giảm 50%</td></tr></tbody></table>',
    ].join('')
    const container = renderHtml(html)
    expect(container.firstElementChild?.innerHTML).toBe(html)
  })

  it('keeps links with safe schemes, and opens a new tab without a handle back to the app', () => {
    const container = renderHtml(
      [
        '<a href="https://nhaxe.example/lich-trinh">Lịch trình</a>',
        '<a href="/car?page=2">Xe</a>',
        '<a href="mailto:datve@nhaxe.example">E-mail</a>',
        '<a href="tel:0912345678">Gọi</a>',
        '<a href="https://nhaxe.example/" target="_blank" rel="opener">Tab mới</a>',
        '<a href="https://nhaxe.example/" target="_top">Khung trên</a>',
        '<a href="sms:0912345678">Tin nhắn</a>',
      ].join(''),
    )
    const links = [...container.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.target, a.rel])
    expect(links).toEqual([
      ['https://nhaxe.example/lich-trinh', '', ''],
      ['/car?page=2', '', ''],
      ['mailto:datve@nhaxe.example', '', ''],
      ['tel:0912345678', '', ''],
      ['https://nhaxe.example/', '_blank', 'noopener noreferrer'],
      ['https://nhaxe.example/', '', ''],
      [null, '', ''],
    ])
  })

  it('keeps images from /uploads, the web and pasted raster pictures; drops inline styles but not their text', () => {
    const pasted =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
    const container = renderHtml(
      `<figure><img src="/uploads/xe-giuong-nam.jpg" alt="Xe giường nằm" width="640"><figcaption>Xe mới</figcaption></figure>` +
        `<img src="https://cdn.nhaxe.example/a.webp" alt="Bến xe"><img src="${pasted}" alt="Dán vào">` +
        '<p style="color: red">Chữ đỏ</p>',
    )
    const images = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.alt])
    expect(images).toEqual([
      ['/uploads/xe-giuong-nam.jpg', 'Xe giường nằm'],
      ['https://cdn.nhaxe.example/a.webp', 'Bến xe'],
      [pasted, 'Dán vào'],
    ])
    expect(container.querySelector('figcaption')).toHaveTextContent('Xe mới')
    expect(container.querySelector('p')?.outerHTML).toBe('<p>Chữ đỏ</p>')
  })
})
