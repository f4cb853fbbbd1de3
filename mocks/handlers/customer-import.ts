/**
 * The customers' import (/import-customer, `customer.create`; paths: API.customerImport, an extension of the
 * seed's calls):
 *
 * - GET template: the .xlsx to fill in, one example row, in the columns, order and headers of the import's
 *   template (/setting-template), in the request's language.
 * - POST preview (multipart, field `file`): every row of the first sheet checked (../customer-import-rows.ts);
 *   nothing written. A file that is no workbook, whose header is not the template's, without rows or with more
 *   than IMPORT_MAX_ROWS rows is refused whole (422) with a message saying why. → ImportPreview
 * - POST stage { import_id, rows }: at most IMPORT_CHUNK row numbers of that file (the client's valid ones), each
 *   row's values as the preview read them, checked again and staged; one refused refuses the chunk. → ImportStaged
 * - POST commit { import_id }: every staged row checked again against the data of now, then all written at
 *   once (new customers; a known phone fills in its customer's empty details; a departure day and a trip make a
 *   waiting booking), announced on the socket. A row refused now refuses the commit (422, nothing written).
 *   A repeated commit (its answer lost on the way) answers the first one's result again. → ImportResult
 * - GET skipped/:import_id: the rows not imported, in the template's columns and a "Lý do" column (the file,
 *   once fixed, imports again: the reason column is ignored).
 */
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { TICKET_SOURCE, WAITING_BOOKING_STATUS } from '../../src/api/contracts/booking.ts'
import { IMPORT_CHUNK, IMPORT_MAX_ROWS, type ImportColumn } from '../../src/api/contracts/customer-import.ts'
import { bookingWaitingContract, customerContract } from '../../src/api/contracts/groups.ts'
import { API } from '../../src/api/paths.ts'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '../../src/api/contracts/uploads.ts'
import { type ImportPreview, type ImportResult, type ImportStaged } from '../../src/api/schemas/customers.ts'
import { formatCount } from '../../src/api/schemas/error-map.ts'
import { formatPhone } from '../../src/lib/format.ts'
import {
  checkImportRows,
  directionKey,
  fill,
  importFileColumns,
  importWords,
  matchHeader,
  rowValues,
  type ImportContext,
} from '../customer-import-rows.ts'
import { fileColumns, registerFile } from '../column-templates.ts'
import { db, randomToken, runtime, type CustomerImportRecord } from '../db/index.ts'
import { addDays, vnIsoAt, vnToday } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxCell } from '../xlsx.ts'
import { MAX_COLUMNS, readXlsx, XlsxReadError, XlsxTooLargeError } from '../xlsx-read.ts'
import { oneTicketBooking } from './booking-waiting.ts'
import { directionOf } from './trips.ts'
import { MAX_REQUEST_BYTES } from './file.ts'
import { ApiError, langOf, ok, param, readJson, requirePermission, safe, t, type Lang } from './util.ts'

const P = API.customerImport
const CODE = customerContract.writes.create
/** the imports kept in memory for each clerk (their oldest goes first) */
const KEPT_IMPORTS = 5

/** The usable directions (their route active), by {@link directionKey} of their name. */
function directionIndex(): Map<string, number> {
  const byKey = new Map<string, number>()
  for (const map of db.maps.all())
    if (map.status === 1)
      for (const detail of map.details)
        for (const entry of [detail.forward, detail.reverse]) byKey.set(directionKey(entry.name), entry.id)
  return byKey
}

/** What the rows are checked against: today, the customers' phones and the directions, as they are now. */
function contextNow(lang: Lang): ImportContext {
  const byPhone = new Map<string, { id: number; fullname: string }>()
  for (const c of db.customers.all()) for (const p of [c.phone, ...c.other_phones]) byPhone.set(p, c)
  const directions = directionIndex()
  return {
    lang,
    today: vnToday(),
    customerOf: (phone) => byPhone.get(phone),
    directionOf: (key) => directions.get(key),
  }
}

const refuse = (message: string) => new ApiError(422, message)

function xlsxFile(bytes: Uint8Array, filename: string): Response {
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${filename}"`,
      'content-length': String(bytes.byteLength),
    },
  })
}

/** The customers' import's file: its template (/setting-template) says which columns, in which order, named how. */
const FILE_ID = 'khach-hang'
registerFile('import', {
  id: FILE_ID,
  name: { vi: importWords('vi').sheet, en: importWords('en').sheet },
  columns: importFileColumns,
  // the skipped rows' file has a reason column, which a file imported again leaves aside
  reserved: () => [{ vi: importWords('vi').reason, en: importWords('en').reason }],
})
const templateColumns = (lang: Lang) => fileColumns('import', FILE_ID, lang)

/** A row's cells in the template's columns. */
const cellsOf = (values: Record<ImportColumn, string>, lang: Lang): XlsxCell[] =>
  templateColumns(lang).map((c) => values[c.key as ImportColumn] || null)

function template(request: Request): Response {
  requirePermission(request, CODE)
  const lang = langOf(request)
  const words = importWords(lang)
  const direction = db.maps.all().find((m) => m.status === 1)?.details[0]?.forward.name ?? ''
  const example: Record<ImportColumn, string> = {
    fullname: words.example.fullname,
    phone: formatPhone('0912345678'),
    email: 'an.nguyen@example.com',
    birthday: '15/08/1990',
    gender: words.male,
    address: words.example.address,
    departure_date: addDays(vnToday(), 1).split('-').reverse().join('/'),
    trip_name: direction,
  }
  const header = templateColumns(lang).map((c) => c.header)
  return xlsxFile(writeXlsx(words.sheet, [header, cellsOf(example, lang)]), words.templateFile)
}

/** The import `id` of the signed-in clerk, still open (not committed) unless `committed` is allowed. */
function importOf(request: Request, id: unknown, userId: number, committed = false): CustomerImportRecord {
  const found = typeof id === 'string' ? runtime.customerImports.get(id) : undefined
  if (!found || found.user_id !== userId || (found.result && !committed))
    throw new ApiError(404, importWords(langOf(request)).errors.gone)
  return found
}

async function preview(request: Request): Promise<Response> {
  const me = requirePermission(request, CODE)
  const lang = langOf(request)
  const words = importWords(lang)
  if (Number(request.headers.get('content-length')) > MAX_REQUEST_BYTES)
    throw new ApiError(413, t(request, 'tooLarge', UPLOAD_MAX_MB))
  let file: FormDataEntryValue | null = null
  try {
    file = (await request.formData()).get('file')
  } catch {
    file = null
  }
  if (!file || typeof file === 'string') throw new ApiError(400, t(request, 'noFile'))
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, t(request, 'tooLarge', UPLOAD_MAX_MB))
  let sheet: XlsxCell[][]
  try {
    // twice the limit read, so that a file a little over it is told how many rows it has
    sheet = readXlsx(new Uint8Array(await file.arrayBuffer()), { maxRows: 2 * IMPORT_MAX_ROWS + 1 })
  } catch (error) {
    if (error instanceof XlsxTooLargeError)
      throw refuse(fill(words.errors.sheetTooLarge, formatCount(IMPORT_MAX_ROWS, lang), MAX_COLUMNS))
    if (error instanceof XlsxReadError) throw refuse(words.errors.notWorkbook)
    throw error
  }
  const header = matchHeader(sheet[0] ?? [], lang, templateColumns(lang))
  if ('refusal' in header) throw refuse(header.refusal)
  const rows = rowValues(sheet, header.columns)
  if (!rows.length) throw refuse(words.errors.noRows)
  if (rows.length > IMPORT_MAX_ROWS)
    throw refuse(
      fill(words.errors.tooManyRows, formatCount(rows.length, lang), formatCount(IMPORT_MAX_ROWS, lang)),
    )
  const checked = checkImportRows(rows, contextNow(lang))
  const id = randomToken(12)
  runtime.customerImports.set(id, {
    user_id: me.id,
    lang,
    rows,
    errors: new Map(checked.map((r) => [r.values.row, r.errors])),
    staged: new Set(),
    result: null,
    skipped: [],
  })
  const mine = [...runtime.customerImports].filter(([, record]) => record.user_id === me.id)
  for (const [old] of mine.slice(0, -KEPT_IMPORTS)) runtime.customerImports.delete(old)
  const valid = checked.filter((r) => !r.errors.length).length
  const answer: ImportPreview = {
    import_id: id,
    valid,
    invalid: checked.length - valid,
    rows: checked.map((r) => ({ ...r.values, errors: r.errors, notice: r.notice })),
  }
  return ok(answer)
}

async function stage(request: Request): Promise<Response> {
  const me = requirePermission(request, CODE)
  const body = await readJson(request)
  const record = importOf(request, body.import_id, me.id)
  const words = importWords(langOf(request))
  const parsed = z.array(z.number().int()).max(IMPORT_CHUNK).safeParse(body.rows)
  if (!parsed.success) throw new ApiError(422, t(request, 'invalidData'))
  // the values are the file's, as the preview read them: the client names the rows, nothing more
  const byRow = new Map(record.rows.map((r) => [r.row, r]))
  const stray = parsed.data.find((row) => !byRow.has(row))
  if (stray !== undefined) throw new ApiError(422, fill(words.errors.notInFile, stray))
  const rows = parsed.data.map((row) => byRow.get(row)!)
  const refused = checkImportRows(rows, contextNow(langOf(request))).find((r) => r.errors.length)
  if (refused)
    throw new ApiError(422, fill(words.errors.rowRefused, refused.values.row, refused.errors.join('; ')))
  for (const row of parsed.data) record.staged.add(row)
  const answer: ImportStaged = { staged: parsed.data.length, total: record.staged.size }
  return ok(answer)
}

async function commit(request: Request): Promise<Response> {
  const me = requirePermission(request, CODE)
  const body = await readJson(request)
  const record = importOf(request, body.import_id, me.id, true)
  // the clerk's retry of a commit whose answer was lost: the same answer, nothing written twice
  if (record.result) return ok(record.result, t(request, 'created'))
  const lang = langOf(request)
  const words = importWords(lang)
  const staged = record.rows.filter((r) => record.staged.has(r.row))
  const checked = checkImportRows(staged, contextNow(lang))
  // all or none: a row refused now (a phone taken since the preview, a day gone by) refuses the whole import
  const refused = checked.filter((r) => r.errors.length)
  if (refused.length)
    throw new ApiError(
      422,
      fill(
        words.errors.commitRefused,
        refused
          .slice(0, 3)
          .map((r) => fill(words.errors.rowRefused, r.values.row, r.errors.join('; ')))
          .join('; ') + (refused.length > 3 ? '…' : ''),
      ),
    )
  const skipped: CustomerImportRecord['skipped'] = record.rows
    .filter((values) => !record.staged.has(values.row))
    .map((values) => ({ values, reason: record.errors.get(values.row)?.join('; ') || words.errors.notSent }))

  // everything below runs without a pause: the rows are written together, or (a throw) none of them
  const now = vnIsoAt()
  const created: number[] = []
  const updated: number[] = []
  const waiting: number[] = []
  let unchanged = 0
  for (const { write } of checked) {
    if (!write) continue
    let customer = write.customer_id === null ? undefined : db.customers.find(write.customer_id)
    if (customer) {
      const empty = (v: unknown) => v === null || v === undefined || v === ''
      const fills = Object.fromEntries(
        (['email', 'gender', 'birthday', 'address'] as const)
          .filter((k) => empty(customer![k]) && !empty(write[k]))
          .map((k) => [k, write[k]]),
      )
      if (Object.keys(fills).length) {
        customer = db.customers.update(customer.id, fills)!
        updated.push(customer.id)
      } else unchanged++
    } else {
      customer = db.customers.insert({
        fullname: write.fullname,
        phone: write.phone,
        other_phones: [],
        email: write.email,
        gender: write.gender,
        birthday: write.birthday,
        address: write.address,
        province_id: null,
        district_id: null,
        ward_id: null,
        note: null,
        wallet_balance: 0,
        created_at: now,
      })
      created.push(customer.id)
    }
    if (write.departure_date && write.map_detail_id !== null) {
      const booking = db.waitingBookings.insert({
        ...oneTicketBooking(customer, directionOf(write.map_detail_id)!.entry, write.departure_date),
        employee_id: me.id,
        // a clerk brought it in, as a clerk types one: not new
        source: TICKET_SOURCE.admin,
        booking_at: now,
        status: WAITING_BOOKING_STATUS.waiting,
        opened_at: now,
      })
      waiting.push(booking.id)
    }
  }
  record.skipped = skipped
  if (created.length) emitChanged(customerContract.group, 'created', created, request)
  if (updated.length) emitChanged(customerContract.group, 'updated', updated, request)
  if (waiting.length) emitChanged(bookingWaitingContract.group, 'created', waiting, request)
  const answer: ImportResult = {
    created: created.length,
    updated: updated.length,
    unchanged,
    skipped: skipped.length,
    waiting: waiting.length,
  }
  record.result = answer
  return ok(answer, t(request, 'created'))
}

function skippedFile(request: Request, id: string): Response {
  const me = requirePermission(request, CODE)
  const record = importOf(request, id, me.id, true)
  const lang = langOf(request)
  const words = importWords(lang)
  // the template's columns and the reason: fixed, the file imports again as it is
  const rows = [
    [...templateColumns(lang).map((c) => c.header), words.reason],
    ...record.skipped.map((s) => [...cellsOf(s.values, lang), s.reason]),
  ]
  return xlsxFile(writeXlsx(words.skippedSheet, rows), words.skippedFile)
}

export const customerImportHandlers = [
  http.get(
    `*${P.template}`,
    safe(({ request }) => template(request)),
  ),
  http.post(
    `*${P.preview}`,
    safe(({ request }) => preview(request)),
  ),
  http.post(
    `*${P.stage}`,
    safe(({ request }) => stage(request)),
  ),
  http.post(
    `*${P.commit}`,
    safe(({ request }) => commit(request)),
  ),
  http.get(
    `*${P.skipped}/:id`,
    safe(({ request, params }) => skippedFile(request, param(params.id))),
  ),
]
