import { http, HttpResponse } from 'msw'
import { API } from '../../src/api/paths.ts'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, type UPLOAD_IMAGE_TYPES } from '../../src/api/contracts/uploads.ts'
import { randomToken, runtime } from '../db/index.ts'
import { ApiError, ok, param, requireUser, safe, t } from './util.ts'

/** The largest request body read at all: the largest file plus room for the multipart framing. */
export const MAX_REQUEST_BYTES = UPLOAD_MAX_BYTES + 64 * 1024

/** The accepted types, each known by the first bytes of its files (the client's claimed type is ignored). */
const SIGNATURES: Array<{
  type: (typeof UPLOAD_IMAGE_TYPES)[number]
  ext: string
  matches: (b: Uint8Array) => boolean
}> = [
  {
    type: 'image/png',
    ext: 'png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  },
  { type: 'image/jpeg', ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
]
const IMAGE_TYPES = new Set<string>(SIGNATURES.map((s) => s.type))

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

/** The file's name without its extension, in safe characters. */
const safeStem = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-60) || 'file'

const tooLarge = (request: Request) => new ApiError(413, t(request, 'tooLarge', UPLOAD_MAX_MB))

export const fileHandlers = [
  /**
   * multipart, field `file` → {name, url}. Refused: a Content-Length over the limit before the body is read
   * (413), a file over 5 MB (413), bytes that are not a PNG, JPEG or WebP (415). The bytes stay in memory
   * until a reset, under an unguessable name with the extension of the type found.
   */
  http.post(
    `*${API.file.upload}`,
    safe(async ({ request }) => {
      requireUser(request)
      if (Number(request.headers.get('content-length')) > MAX_REQUEST_BYTES) throw tooLarge(request)
      let file: FormDataEntryValue | null = null
      try {
        file = (await request.formData()).get('file')
      } catch {
        file = null
      }
      if (!file || typeof file === 'string') throw new ApiError(400, t(request, 'noFile'))
      if (file.size > UPLOAD_MAX_BYTES) throw tooLarge(request)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const kind = SIGNATURES.find((s) => s.matches(bytes))
      if (!kind) throw new ApiError(415, t(request, 'fileType'))
      const name = `${randomToken(8)}-${safeStem(file.name)}.${kind.ext}`
      runtime.uploads.set(name, { name, type: kind.type, bytes })
      return ok({ name, url: `/uploads/${name}` }, t(request, 'uploaded'))
    }),
  ),

  /**
   * Public (an <img> sends no token), and inert on the app's origin: never sniffed, sandboxed, and anything
   * but an accepted image is a download.
   */
  http.get('*/uploads/:name', ({ params }) => {
    const inert = { 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' }
    const upload = runtime.uploads.get(decodeURIComponent(param(params.name)))
    if (!upload)
      return new HttpResponse('Not found', {
        status: 404,
        headers: { ...inert, 'content-type': 'text/plain; charset=utf-8' },
      })
    return new HttpResponse(upload.bytes, {
      status: 200,
      headers: {
        ...inert,
        'content-type': upload.type,
        'content-length': String(upload.bytes.byteLength),
        'cache-control': 'no-cache',
        ...(IMAGE_TYPES.has(upload.type)
          ? {}
          : { 'content-disposition': `attachment; filename="${upload.name.replace(/["\\\r\n]/g, '_')}"` }),
      },
    })
  }),
]
