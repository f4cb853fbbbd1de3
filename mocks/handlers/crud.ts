import { http, HttpResponse } from 'msw'
import type { z } from 'zod'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import type { ResourceGroup } from '../../src/realtime/events.ts'
import type { Collection } from '../db/collection.ts'
import { vnToday } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxCell } from '../xlsx.ts'
import {
  ApiError,
  assertValid,
  label,
  langOf,
  ok,
  paginate,
  param,
  parseIds,
  parseListQuery,
  queryRows,
  readJson,
  requirePermission,
  requireUser,
  safe,
  t,
  type Lang,
  type ListQuery,
} from './util.ts'

export interface ExportColumn<T> {
  header: Record<Lang, string>
  value: (row: T, lang: Lang) => XlsxCell
}

export interface CrudOptions<T extends { id: number }> {
  /** resource group in socket events */
  resource: ResourceGroup
  base: string
  rows: () => Collection<T>
  /** validates a whole row on create and update; required with writeCodes */
  schema?: z.ZodType<T>
  /** the permission codes reads need, any one of them; absent = any signed-in account */
  readCodes?: readonly PermissionCode[]
  /** the permission code of each write; absent = read-only */
  writeCodes?: { create: PermissionCode; update: PermissionCode; delete: PermissionCode }
  /** fields filled on create when absent */
  defaults?: () => Partial<T>
  /** body fields never taken from a create or update (kept as stored, or the defaults) */
  ignore?: Array<keyof T & string>
  /** business rules after the schema passed: throw (assertValid) or return the row to store, normalised */
  rules?: (request: Request, row: T, existing: T | undefined) => T
  /** query filters that are not plain row fields (list and export), applied before `paginate` */
  filter?: (rows: T[], filters: Record<string, string>) => T[]
  /** true when a row may not be deleted */
  inUse?: (id: number) => boolean
  /** GET `<base>/export-excel`: the list's filters and sort, every matching row, as .xlsx */
  exportExcel?: {
    code: PermissionCode
    sheet: Record<Lang, string>
    /** download name without the date and extension */
    filename: string
    columns: Array<ExportColumn<T>>
  }
}

/** Fields whose missing value reads "please choose" rather than "please enter". */
const isSelectField = (field: string) => field.endsWith('_id') || field === 'status' || field === 'type'

/** zod issues as field errors: missing → required / requiredSelect, a number too small → minValue. */
export function zodErrors(
  request: Request,
  error: z.ZodError,
  body: Record<string, unknown>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    const missing = body[field] === undefined || body[field] === null || body[field] === ''
    const message = missing
      ? t(request, isSelectField(field) ? 'requiredSelect' : 'required', label(request, field))
      : issue.code === 'too_small' && issue.origin === 'number'
        ? t(request, 'minValue', Number(issue.minimum))
        : t(request, 'invalidData')
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return errors
}

const without = (body: Record<string, unknown>, keys: readonly string[] = []) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)))

/**
 * Generic reference-data endpoints: GET all, all-active (status 1), list, :id with `readCodes` (or for any
 * signed-in user); POST create, POST update (body id or /update/:id), DELETE :ids with `writeCodes`;
 * GET export-excel with its own code.
 */
export function crud<T extends { id: number }>(o: CrudOptions<T>) {
  const find = (request: Request, id: number) => {
    const row = o.rows().find(id)
    if (!row) throw new ApiError(404, t(request, 'notFound'))
    return row
  }
  /** every row passing the query's extra filters (`filter`); paginate / queryRows do the rest */
  const filtered = (query: ListQuery) => {
    const all = o.rows().all()
    return o.filter ? o.filter(all, query.filters) : all
  }
  const save = async (request: Request, idFromPath?: number) => {
    const body = await readJson(request)
    const rawId =
      idFromPath ??
      (body.id === undefined || body.id === null || body.id === '' ? undefined : Number(body.id))
    const existing = rawId === undefined ? undefined : find(request, rawId)
    requirePermission(request, existing ? o.writeCodes!.update : o.writeCodes!.create)
    const fields = without(body, o.ignore)
    const candidate = existing
      ? { ...existing, ...fields, id: existing.id }
      : { ...o.defaults?.(), ...fields, id: 0 }
    const parsed = o.schema!.safeParse(candidate)
    if (!parsed.success) assertValid(request, zodErrors(request, parsed.error, body))
    const value = o.rules ? o.rules(request, parsed.data as T, existing) : (parsed.data as T)
    const row = existing ? o.rows().update(existing.id, value)! : o.rows().insert({ ...value, id: undefined })
    emitChanged(o.resource, existing ? 'updated' : 'created', [row.id])
    return ok(row, t(request, existing ? 'updated' : 'created'))
  }
  /** the reader, or a thrown 401/403 */
  const read = (request: Request) =>
    o.readCodes ? requirePermission(request, o.readCodes) : requireUser(request)
  const handlers = [
    http.get(
      `*${o.base}/all`,
      safe(({ request }) => (read(request), ok(o.rows().all()))),
    ),
    http.get(
      `*${o.base}/all-active`,
      safe(
        ({ request }) => (read(request), ok(o.rows().filter((r) => (r as { status?: number }).status !== 0))),
      ),
    ),
    http.get(
      `*${o.base}/list`,
      safe(({ request }) => {
        read(request)
        const query = parseListQuery(request)
        return ok(paginate(filtered(query), query))
      }),
    ),
  ]
  const ex = o.exportExcel
  if (ex) {
    handlers.push(
      http.get(
        `*${o.base}/export-excel`,
        safe(({ request }) => {
          requirePermission(request, ex.code)
          const lang = langOf(request)
          const query = parseListQuery(request)
          const rows = queryRows(filtered(query), query)
          const bytes = writeXlsx(ex.sheet[lang], [
            ex.columns.map((c) => c.header[lang]),
            ...rows.map((row) => ex.columns.map((c) => c.value(row, lang))),
          ])
          return new HttpResponse(bytes, {
            status: 200,
            headers: {
              'content-type': XLSX_CONTENT_TYPE,
              'content-disposition': `attachment; filename="${ex.filename}-${vnToday()}.xlsx"`,
              'content-length': String(bytes.byteLength),
            },
          })
        }),
      ),
    )
  }
  if (o.writeCodes) {
    handlers.push(
      http.post(
        `*${o.base}/create`,
        safe(({ request }) => save(request)),
      ),
      http.post(
        `*${o.base}/update/:id`,
        safe(({ request, params }) => save(request, Number(param(params.id)))),
      ),
      http.post(
        `*${o.base}/update`,
        safe(({ request }) => save(request)),
      ),
      http.delete(
        `*${o.base}/:ids`,
        safe(({ request, params }) => {
          requirePermission(request, o.writeCodes!.delete)
          const ids = parseIds(params.ids)
          if (o.inUse && ids.some(o.inUse)) throw new ApiError(400, t(request, 'inUse'))
          const removed = o.rows().remove(ids)
          if (!removed.length) throw new ApiError(404, t(request, 'notFound'))
          emitChanged(o.resource, 'deleted', removed)
          return ok(removed, t(request, 'deleted'))
        }),
      ),
    )
  }
  // get by id last: `:id` would otherwise swallow /all, /list ...
  handlers.push(
    http.get(
      `*${o.base}/get-by-id/:id`,
      safe(({ request, params }) => (read(request), ok(find(request, Number(param(params.id)))))),
    ),
    http.get(
      `*${o.base}/:id`,
      safe(({ request, params }) => (read(request), ok(find(request, Number(param(params.id)))))),
    ),
  )
  return handlers
}
