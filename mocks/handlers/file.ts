import { http, HttpResponse } from 'msw'
import { API } from '../../src/api/paths.ts'
import { runtime } from '../db/index.ts'
import { ApiError, ok, param, requireUser, safe, t } from './util.ts'

const safeName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-80) || 'file'

export const fileHandlers = [
  /** multipart, field `file` → {name, url}; the bytes stay in memory until a reset. */
  http.post(
    `*${API.file.upload}`,
    safe(async ({ request }) => {
      requireUser(request)
      let file: FormDataEntryValue | null = null
      try {
        file = (await request.formData()).get('file')
      } catch {
        file = null
      }
      if (!file || typeof file === 'string') throw new ApiError(400, t(request, 'noFile'))
      const name = `${++runtime.uploadSeq}-${Date.now().toString(36)}-${safeName(file.name)}`
      const bytes = new Uint8Array(await file.arrayBuffer())
      runtime.uploads.set(name, { name, type: file.type || 'application/octet-stream', bytes })
      return ok({ name, url: `/uploads/${name}` }, t(request, 'uploaded'))
    }),
  ),

  http.get('*/uploads/:name', ({ params }) => {
    const upload = runtime.uploads.get(decodeURIComponent(param(params.name)))
    if (!upload)
      return new HttpResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
    return new HttpResponse(upload.bytes, {
      status: 200,
      headers: {
        'content-type': upload.type,
        'content-length': String(upload.bytes.byteLength),
        'cache-control': 'no-cache',
      },
    })
  }),
]
