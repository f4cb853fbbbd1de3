import { http, HttpResponse, type PathParams } from 'msw'
import type { z } from 'zod'
import type { Contract } from '../../src/api/contracts/contract.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import type { LazyNamespace } from '../../src/i18n/types.ts'
import { fieldLabel } from '../catalogues.ts'
import { fileColumns, registerFile } from '../column-templates.ts'
import type { Collection } from '../db/collection.ts'
import { vnToday } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxCell } from '../xlsx.ts'
import {
  ApiError,
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
import { parseWrite } from './validate.ts'

export interface ExportColumn<T> {
  /** the column's name in the export's template (/setting-template): a write field, whose label is its header */
  key: string
  /** the header when the column is no write field (or says it otherwise) */
  header?: Record<Lang, string>
  value: (row: T, lang: Lang) => XlsxCell
}

export interface CrudOptions<T extends { id: number }, W extends z.ZodObject> {
  /** group, path, label namespace and view code: src/api/contracts */
  contract: Contract<T, W>
  /** the contract's write schema (src/api/schemas): every limit, the form's messages */
  write: W
  rows: () => Collection<T>
  /** the permission codes reads need, any one of them (default: any signed-in account) */
  readCodes?: readonly PermissionCode[]
  /** a new row's values where the create does not send them (the write schema's fields too, e.g. status) */
  defaults?: () => Partial<T>
  /** business rules after the write schema passed: throw (assertValid) or return the values to store */
  rules?: (request: Request, values: z.output<W>, existing: T | undefined) => z.output<W>
  /** refuses an update of a row in a state that allows none, before the version check (a state beats "stale") */
  guard?: (request: Request, existing: T) => void
  filter?: ReadOptions<T>['filter']
  present?: ReadOptions<T>['present']
  /** what follows a stored save (the row as stored), before its answer */
  afterSave?: (row: T) => void
  /** true when a row may not be deleted */
  inUse?: (id: number) => boolean
  /** the refusal's words when `inUse` (default: the generic "in use" message), given the ids in use */
  inUseMessage?: (request: Request, ids: number[]) => string
  /** GET `<path>/export-excel`: the list's filters and sort, every matching row, as .xlsx */
  exportExcel?: ExcelExport<T>
}

export interface ExcelExport<T> {
  code: PermissionCode
  sheet: Record<Lang, string>
  /** download name without the date and extension */
  filename: string
  columns: Array<ExportColumn<T>>
}

/**
 * GET `<path>/export-excel` with `ex.code`: the rows `rowsOf` gives for the list's query (its filters and sort,
 * never paged) as .xlsx, in the columns, order and headers of the export's template (/setting-template; by
 * default every column, headers in the request's language, a field's label from the namespace `ns`).
 */
export function excelExport<T>(
  path: string,
  ns: LazyNamespace,
  ex: ExcelExport<T>,
  rowsOf: (query: ListQuery) => T[],
) {
  registerFile('export', {
    id: ex.filename,
    name: ex.sheet,
    columns: () =>
      ex.columns.map((c) => ({
        key: c.key,
        header: c.header ?? { vi: fieldLabel('vi', ns, c.key), en: fieldLabel('en', ns, c.key) },
      })),
  })
  const byKey = new Map(ex.columns.map((c) => [c.key, c]))
  return http.get(
    `*${path}/export-excel`,
    safe(({ request }) => {
      requirePermission(request, ex.code)
      const lang = langOf(request)
      const rows = rowsOf(parseListQuery(request))
      const columns = fileColumns('export', ex.filename, lang)
      const bytes = writeXlsx(ex.sheet[lang], [
        columns.map((c) => c.header),
        ...rows.map((row) => columns.map((c) => byKey.get(c.key)!.value(row, lang))),
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
  )
}

export interface ReadOptions<T extends { id: number }> {
  path: string
  rows: () => Collection<T>
  /** the permission codes reads need, any one of them; absent = any signed-in account */
  readCodes?: readonly PermissionCode[]
  /** query filters that are not plain row fields (list and export), applied before `paginate` */
  filter?: (rows: T[], filters: Record<string, string>) => T[]
  /** a row as the API shows it, its derived fields computed now (before filters and sorting see it) */
  present?: (row: T) => T
}

/** GET all, all-active (status 1), list, get-by-id/:id and :id, with `readCodes` (or for any signed-in user). */
export function readOnly<T extends { id: number }>(o: ReadOptions<T>) {
  /** the reader, or a thrown 401/403 */
  const requireReader = (request: Request) =>
    o.readCodes ? requirePermission(request, o.readCodes) : requireUser(request)
  const present = o.present ?? ((row: T) => row)
  const find = (request: Request) => (params: PathParams) => {
    const row = o.rows().find(Number(param(params.id as string)))
    if (!row) throw new ApiError(404, t(request, 'notFound'))
    return present(row)
  }
  const all = () => o.rows().all().map(present)
  /** every row passing the query's extra filters (`filter`); paginate / queryRows do the rest */
  const filtered = (query: ListQuery) => (o.filter ? o.filter(all(), query.filters) : all())
  return {
    filtered,
    present,
    find: (request: Request, id: number) => find(request)({ id: String(id) }),
    /** registered before a group's other handlers: `:id` would answer /all, /list … */
    lists: [
      http.get(
        `*${o.path}/all`,
        safe(({ request }) => (requireReader(request), ok(all()))),
      ),
      http.get(
        `*${o.path}/all-active`,
        safe(
          ({ request }) => (
            requireReader(request),
            ok(all().filter((r) => (r as { status?: number }).status !== 0))
          ),
        ),
      ),
      http.get(
        `*${o.path}/list`,
        safe(({ request }) => {
          requireReader(request)
          const query = parseListQuery(request)
          return ok(paginate(filtered(query), query))
        }),
      ),
    ],
    /** registered last */
    byId: [
      http.get(
        `*${o.path}/get-by-id/:id`,
        safe(({ request, params }) => (requireReader(request), ok(find(request)(params)))),
      ),
      http.get(
        `*${o.path}/:id`,
        safe(({ request, params }) => (requireReader(request), ok(find(request)(params)))),
      ),
    ],
  }
}

/** The handlers of a group nobody writes through this backend yet. */
export const readOnlyHandlers = <T extends { id: number }>(o: ReadOptions<T>) => {
  const { lists, byId } = readOnly(o)
  return [...lists, ...byId]
}

/**
 * Generic endpoints of a resource group: the reads of {@link readOnly}; POST create, POST update (body id or
 * /update/:id), DELETE :ids with the write code; GET export-excel with its own code. Writes are parsed with
 * the contract's write schema (422 with the form's messages); an update must carry the `version` it edited
 * (409 when someone saved in between). Every change is announced on the socket to everyone but the clerk who
 * made it (their own screen refreshes from the save itself).
 */
export function crud<T extends { id: number; version?: number }, W extends z.ZodObject>(
  o: CrudOptions<T, W>,
) {
  const { contract } = o
  const base = contract.path
  const { writes } = contract
  const writeFields = Object.keys(o.write.shape)
  const reads = readOnly({
    path: base,
    rows: o.rows,
    filter: o.filter,
    readCodes: o.readCodes,
    present: o.present,
  })
  const save = async (request: Request, idFromPath?: number) => {
    const body = await readJson(request)
    const rawId =
      idFromPath ??
      (body.id === undefined || body.id === null || body.id === '' ? undefined : Number(body.id))
    const existing = rawId === undefined ? undefined : reads.find(request, rawId)
    requirePermission(request, existing ? writes.update : writes.create)
    if (existing) o.guard?.(request, existing)
    if (existing && body.version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
    // An update may send only what it changes: the stored write fields fill the rest (the defaults, on create).
    const stored = existing
      ? Object.fromEntries(writeFields.map((field) => [field, (existing as Record<string, unknown>)[field]]))
      : o.defaults?.()
    const values = parseWrite(request, o.write, { ...stored, ...body }, contract.ns)
    const checked = o.rules ? o.rules(request, values, existing) : values
    const row = existing
      ? o.rows().update(existing.id, checked as Partial<T>)!
      : o.rows().insert({ ...o.defaults?.(), ...checked } as unknown as Omit<T, 'id' | 'version'>)
    o.afterSave?.(row)
    emitChanged(contract.group, existing ? 'updated' : 'created', [row.id], request)
    return ok(reads.present(row), t(request, existing ? 'updated' : 'created'))
  }
  const ex = o.exportExcel
  return [
    ...reads.lists,
    ...(ex ? [excelExport(base, contract.ns, ex, (query) => queryRows(reads.filtered(query), query))] : []),
    http.post(
      `*${base}/create`,
      safe(({ request }) => save(request)),
    ),
    http.post(
      `*${base}/update/:id`,
      safe(({ request, params }) => save(request, Number(param(params.id)))),
    ),
    http.post(
      `*${base}/update`,
      safe(({ request }) => save(request)),
    ),
    http.delete(
      `*${base}/:ids`,
      safe(({ request, params }) => {
        requirePermission(request, writes.delete)
        const ids = parseIds(params.ids)
        const inUse = o.inUse ? ids.filter(o.inUse) : []
        if (inUse.length) throw new ApiError(400, o.inUseMessage?.(request, inUse) ?? t(request, 'inUse'))
        const removed = o.rows().remove(ids)
        if (!removed.length) throw new ApiError(404, t(request, 'notFound'))
        emitChanged(contract.group, 'deleted', removed, request)
        return ok(removed, t(request, 'deleted'))
      }),
    ),
    ...reads.byId,
  ]
}
