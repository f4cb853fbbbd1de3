/**
 * The checks of a customers' import (/import-customer), pure: the file's header against the template, a sheet's
 * cells as row values, and each row's errors and notice. The preview and the commit run the same
 * {@link checkImportRows}, each with what the data holds at that moment (the customers' phones, the directions),
 * so the commit never trusts what the preview said.
 */
import { z } from 'zod'
import { IMPORT_COLUMNS, type ImportColumn } from '../src/api/contracts/customer-import.ts'
import { errorMap, fieldErrors, type Lang } from '../src/api/schemas/error-map.ts'
import { customerWriteSchema, type ImportRowValues } from '../src/api/schemas/customers.ts'
import viCustomers from '../src/i18n/locales/vi/customers.ts'
import enCustomers from '../src/i18n/locales/en/customers.ts'
import { foldVietnamese } from '../src/lib/fold.ts'
import { messageCatalogue } from './catalogues.ts'
import type { FileColumn } from './column-templates.ts'
import { excelSerialToIsoDate } from './xlsx-read.ts'
import type { XlsxCell } from './xlsx.ts'

export const importWords = (lang: Lang) => (lang === 'vi' ? viCustomers : enCustomers).importing

/** `{{0}}`, `{{1}}` … of a catalogue text filled in. */
export const fill = (text: string, ...args: Array<string | number>) =>
  args.reduce<string>((s, a, i) => s.replaceAll(`{{${i}}}`, String(a)), text)

/** A header or a column name without case, accents, its "(DD/MM/YYYY)" hint or extra spaces. */
export const headerKey = (text: string) => foldVietnamese(text.replace(/\([^)]*\)/g, ''))

/** The customers' import's columns, in the default template's order: a name and a phone in every file. */
export const importFileColumns = (): FileColumn[] =>
  IMPORT_COLUMNS.map((key) => ({
    key,
    header: { vi: importWords('vi').columns[key], en: importWords('en').columns[key] },
    required: key === 'fullname' || key === 'phone',
    // a day and a trip make a waiting booking together: a file has both columns or neither
    together: key === 'departure_date' ? 'trip_name' : key === 'trip_name' ? 'departure_date' : undefined,
  }))

/** A column of the import's template now (column-templates' fileColumns): its header and the names it goes by. */
export interface TemplateColumn {
  key: string
  header: string
  names: readonly string[]
}

/**
 * The column of each of the template's fields in the header row, or the refusal naming what is missing and what
 * is unknown. A header is recognised by any of its names (in either language, as the template sets it or by
 * default), with or without its hint; a "Lý do" column (the skipped rows' file) is left aside.
 */
export function matchHeader(
  header: readonly XlsxCell[],
  lang: Lang,
  template: readonly TemplateColumn[],
): { columns: Partial<Record<ImportColumn, number>> } | { refusal: string } {
  const byKey = new Map<string, ImportColumn | 'reason'>()
  // the skipped rows' file, fixed, imports again: its reason column is not read
  for (const words of [importWords('vi'), importWords('en')]) byKey.set(headerKey(words.reason), 'reason')
  for (const column of template)
    for (const name of column.names) byKey.set(headerKey(name), column.key as ImportColumn)
  const columns: Partial<Record<ImportColumn, number>> = {}
  const unknown: string[] = []
  header.forEach((cell, index) => {
    const text = String(cell ?? '').trim()
    if (!text) return
    const column = byKey.get(headerKey(text))
    if (column === 'reason') return
    if (column && columns[column] === undefined) columns[column] = index
    else unknown.push(text)
  })
  const words = importWords(lang)
  const missing = template.filter((c) => columns[c.key as ImportColumn] === undefined).map((c) => c.header)
  if (!missing.length && !unknown.length) return { columns }
  const quoted = (names: string[]) => names.map((n) => `“${n}”`).join(', ')
  const parts = [
    ...(missing.length ? [fill(words.errors.missing, quoted(missing))] : []),
    ...(unknown.length ? [fill(words.errors.unknown, quoted(unknown))] : []),
  ]
  return { refusal: fill(words.errors.badHeader, parts.join('; ')) }
}

const DATE_COLUMNS: readonly ImportColumn[] = ['birthday', 'departure_date']

/** YYYY-MM-DD → DD/MM/YYYY. */
const displayDay = (iso: string) => iso.split('-').reverse().join('/')

/** A cell as the text of its column: a date serial as DD/MM/YYYY, a phone that lost its leading 0 given it back. */
function cellText(column: ImportColumn, cell: XlsxCell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') {
    if (DATE_COLUMNS.includes(column)) {
      const day = excelSerialToIsoDate(cell)
      return day ? displayDay(day) : String(cell)
    }
    if (column === 'phone' && Number.isInteger(cell) && String(cell).length === 9) return `0${cell}`
    return String(cell)
  }
  return cell.trim()
}

/**
 * The data rows below the header as row values (their sheet row numbers kept; a column the template leaves out
 * reads empty); empty rows left out.
 */
export function rowValues(
  rows: readonly XlsxCell[][],
  columns: Partial<Record<ImportColumn, number>>,
): ImportRowValues[] {
  const out: ImportRowValues[] = []
  rows.forEach((cells, index) => {
    if (index === 0) return
    const values = Object.fromEntries(
      IMPORT_COLUMNS.map((c) => [
        c,
        cellText(c, columns[c] === undefined ? null : (cells[columns[c]] ?? null)),
      ]),
    ) as Record<ImportColumn, string>
    if (IMPORT_COLUMNS.every((c) => !values[c])) return
    out.push({ row: index + 1, ...values })
  })
  return out
}

/** DD/MM/YYYY (D/M/YYYY, or YYYY-MM-DD) → YYYY-MM-DD of a real day; undefined otherwise. */
export function parseDay(text: string): string | undefined {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : undefined
  if (!parts) return undefined
  const [y, m, d] = parts as [string, string, string]
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined
}

/**
 * A direction's name as typed or stored, for comparing: without accents or case, any arrow ("➡️", "->", "→",
 * "-", "–", "—") the same. directionKey('Sài Gòn -> Đà Lạt') === directionKey('Sài Gòn ➡️ Đà Lạt').
 */
export const directionKey = (name: string) =>
  foldVietnamese(name.replace(/\s*(?:➡️|➡|->|→|–|—|-)\s*/gu, ' > ').replace(/\ufe0f/g, ''))

/** What a check needs of the data: the day today and who holds a phone, which direction a name is. */
export interface ImportContext {
  lang: Lang
  /** YYYY-MM-DD, Asia/Ho_Chi_Minh (DECISIONS #16) */
  today: string
  /** the customer holding `phone` (10 digits), as main or other phone */
  customerOf: (phone: string) => { id: number; fullname: string } | undefined
  /** the usable direction whose {@link directionKey} is `key` */
  directionOf: (key: string) => number | undefined
}

/** What a valid row writes. */
export interface ImportWrite {
  fullname: string
  phone: string
  email: string | null
  gender: 0 | 1 | null
  birthday: string | null
  address: string | null
  /** the customer already holding the phone: their empty details are filled in */
  customer_id: number | null
  /** a waiting booking for that day and direction, when both are given */
  departure_date: string | null
  map_detail_id: number | null
}

export interface CheckedRow {
  values: ImportRowValues
  errors: string[]
  notice: string | null
  /** set when the row has no errors */
  write?: ImportWrite
}

/** Each row's errors (in `ctx.lang`), notice, and for a valid row what it writes. */
export function checkImportRows(rows: readonly ImportRowValues[], ctx: ImportContext): CheckedRow[] {
  const words = importWords(ctx.lang)
  const catalogue = messageCatalogue(ctx.lang, 'customers')
  const firstRowOfPhone = new Map<string, number>()
  return rows.map((values) => {
    const errors: string[] = []
    const day = (column: 'birthday' | 'departure_date') => {
      const text = values[column]
      if (!text) return null
      const iso = parseDay(text)
      if (!iso) errors.push(fill(words.errors.badDate, words.columns[column].replace(/\s*\(.*\)$/, ''), text))
      return iso ?? null
    }
    const birthday = day('birthday')
    if (birthday && birthday > ctx.today) errors.push(fill(words.errors.futureBirthday, values.birthday))
    const folded = foldVietnamese(values.gender)
    const gender = !folded
      ? null
      : ['nam', 'male', 'm'].includes(folded)
        ? 1
        : ['nu', 'female', 'f'].includes(folded)
          ? 0
          : undefined
    if (gender === undefined) errors.push(words.errors.badGender)
    const parsed = z.safeParse(
      customerWriteSchema,
      {
        fullname: values.fullname,
        phone: values.phone,
        email: values.email || null,
        gender: gender ?? null,
        birthday,
        address: values.address || null,
      },
      { error: errorMap(() => catalogue) },
    )
    if (!parsed.success) errors.push(...Object.values(fieldErrors(parsed.error)).flat())
    const phone = parsed.success ? parsed.data.phone : undefined
    if (phone) {
      const first = firstRowOfPhone.get(phone)
      if (first !== undefined) errors.push(fill(words.errors.duplicatePhone, first))
      else firstRowOfPhone.set(phone, values.row)
    }
    const departure = day('departure_date')
    if (departure && departure < ctx.today) errors.push(fill(words.errors.pastDate, values.departure_date))
    const mapDetailId = values.trip_name ? ctx.directionOf(directionKey(values.trip_name)) : undefined
    if (values.trip_name && mapDetailId === undefined)
      errors.push(fill(words.errors.unknownTrip, values.trip_name))
    if (values.trip_name && !values.departure_date) errors.push(words.errors.tripWithoutDate)
    if (values.departure_date && !values.trip_name) errors.push(words.errors.dateWithoutTrip)
    const holder = phone ? ctx.customerOf(phone) : undefined
    const notice = holder ? fill(words.notices.existing, holder.fullname) : null
    if (errors.length || !parsed.success) return { values, errors, notice }
    const v = parsed.data
    return {
      values,
      errors,
      notice,
      write: {
        fullname: v.fullname,
        phone: v.phone,
        email: v.email ?? null,
        gender: v.gender ?? null,
        birthday: v.birthday ?? null,
        address: v.address ?? null,
        customer_id: holder?.id ?? null,
        departure_date: departure && mapDetailId !== undefined ? departure : null,
        map_detail_id: departure && mapDetailId !== undefined ? mapDetailId : null,
      },
    }
  })
}
