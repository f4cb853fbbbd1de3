/**
 * The HTTP core's helpers that only the signed-in screens use (delete, export, upload, a stored file's address), on
 * the one instance of ./http.ts and with its error reporting. Apart from it so that the sign-in page's first
 * bundle does not carry them: this module loads with the signed-in frame (vite.config.ts FRAME_MODULES).
 */
import { FIRST_API as API } from './first-paths'
import {
  apiUrl,
  envelopeOf,
  http,
  isJsonResponse,
  post,
  reportFailure,
  settle,
  type CallOptions,
} from './http'
import type { Catalogues } from '../i18n/types'
import i18n from '../i18n'
import { notify } from '../lib/notify'

/** The HTTP core's own messages (SPEC §8), in the language in use. */
const t = (key: keyof Catalogues['errors']) => i18n.t(key, { ns: 'errors' })

/**
 * DELETE `${path}/${ids}` (comma-joined). Code 200 → success toast with the server message, true. A refusal
 * rejects (its toast carries the server message, or the dedicated delete-failed message).
 */
export function remove(
  path: string,
  ids: Array<string | number>,
  options: CallOptions = {},
): Promise<boolean> {
  return settle(async () => {
    const envelope = await envelopeOf<unknown>(
      http.delete(
        `${path.replace(/\/+$/, '')}/${ids.map((id) => encodeURIComponent(String(id))).join(',')}`,
        {
          signal: options.signal,
          context: { failMessage: t('deleteFailed') },
        },
      ),
    )
    // A 2xx without an envelope: nothing was confirmed.
    if (envelope?.code !== 200) throw reportFailure(envelope, 0, 'envelope', t('deleteFailed'))
    notify({ type: 'success', message: envelope.message || t('deleteSuccess') })
    return true
  })
}

/** Hands a blob to the browser as a download named `filename`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

function cleanParams(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    out[key] = Array.isArray(value) ? value.join(',') : String(value)
  }
  return out
}

/** GET a blob and download it as `filename` (.xlsx / .pdf). True when a file was handed over. */
export function exportFile(
  path: string,
  searchParams: Record<string, unknown>,
  filename: string,
  options: CallOptions = {},
): Promise<boolean> {
  return settle(async () => {
    const response = await http.get(path, { searchParams: cleanParams(searchParams), signal: options.signal })
    // An envelope instead of a file (its code was 200, otherwise the hook threw): nothing to save.
    if (isJsonResponse(response)) return false
    downloadBlob(await response.blob(), filename)
    return true
  })
}

/** Multipart upload (field `file`) → `{ name, url }` of the stored file (a refusal rejects). */
export async function upload(
  file: File,
  path: string = API.file.upload,
  options: CallOptions = {},
): Promise<{ name: string; url: string } | null> {
  const form = new FormData()
  form.append('file', file, file.name)
  const data = await post<{ name?: unknown; url?: unknown; path?: unknown }>(path, form, options)
  if (!data || typeof data.name !== 'string') return null
  const url =
    typeof data.url === 'string'
      ? data.url
      : typeof data.path === 'string'
        ? data.path
        : `/uploads/${data.name}`
  return { name: data.name, url }
}

/** Where an uploaded file is served (SPEC §7: the uploads path plus the file name), on the API host. */
export function fileUrl(nameOrUrl: string | null | undefined): string {
  if (!nameOrUrl) return ''
  if (/^(?:https?:|blob:|data:image\/)/i.test(nameOrUrl)) return nameOrUrl
  const path = nameOrUrl.startsWith('/') ? nameOrUrl : `/uploads/${encodeURIComponent(nameOrUrl)}`
  return `${apiUrl.replace(/\/+$/, '')}${path}`
}
