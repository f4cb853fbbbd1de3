/**
 * A minimal .xlsx reader for the demo backend's imports, the counterpart of ./xlsx.ts: the first sheet of a
 * workbook as rows of cells. Text from the shared strings table or inline, numbers as numbers (a date typed in
 * Excel is a number of days: see {@link excelSerialToIsoDate}), booleans as 1/0, empty cells as null. Rows and
 * columns keep their places (a missing row or cell is empty); a row ends at its last cell with a value, and
 * trailing empty rows are dropped.
 */
import { strFromU8, unzipSync } from 'fflate'
import type { XlsxCell } from './xlsx.ts'

/** A file that is not a workbook this reader understands. */
export class XlsxReadError extends Error {}
/** A workbook larger than this reader takes (see {@link readXlsx}). */
export class XlsxTooLargeError extends XlsxReadError {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** A character reference's character; one past Unicode's end is the replacement character, not a crash. */
const charOf = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd')

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-fA-F]{1,8}|#\d{1,10}|amp|lt|gt|quot|apos);/g, (_, e: string) =>
    e.startsWith('#x')
      ? charOf(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? charOf(Number(e.slice(1)))
        : ENTITIES[e],
  )

/**
 * What a workbook may hold here: the few parts read (unpacked no larger than PART_MAX_BYTES each, so a small
 * archive cannot unpack into gigabytes), and a sheet of at most `maxRows` rows and MAX_COLUMNS columns.
 */
const PART_MAX_BYTES = 50 * 1024 * 1024
export const MAX_COLUMNS = 64
const PARTS = /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/

/**
 * The elements `<tag …>…</tag>` or `<tag …/>` of `xml`, in one pass: [attributes, inner]. An element left open
 * runs to the next one (a linear scan, never a search to the end of the file for each).
 */
function* elements(xml: string, tag: string): Generator<[string, string | undefined]> {
  const parts = xml.split(new RegExp(`<${tag}(?=[\\s/>])`))
  const close = `</${tag}>`
  for (const part of parts.slice(1)) {
    const end = part.indexOf('>')
    if (end < 0) continue
    const selfClosing = part[end - 1] === '/'
    const attributes = part.slice(0, selfClosing ? end - 1 : end)
    if (selfClosing) yield [attributes, undefined]
    else {
      const closeAt = part.indexOf(close, end + 1)
      yield [attributes, part.slice(end + 1, closeAt < 0 ? undefined : closeAt)]
    }
  }
}

/** The inner text of the first `<tag>` of `xml` (undefined without one). */
const innerOf = (xml: string, tag: string) => elements(xml, tag).next().value?.[1]

/** `xml` without its phonetic hints (<rPh>…</rPh>). */
const withoutHints = (xml: string) =>
  xml
    .split(/<rPh(?=[\s>])/)
    .map((part, i) => {
      if (i === 0) return part
      const end = part.indexOf('</rPh>')
      return end < 0 ? '' : part.slice(end + '</rPh>'.length)
    })
    .join('')

/** The text of every <t> inside `xml` (a rich text's runs joined), phonetic hints left out. */
const textOf = (xml: string) =>
  Array.from(elements(withoutHints(xml), 't'), ([, inner]) => decode(inner ?? '')).join('')

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** "B12" → [11, 1] (row, column; 0-based). */
function position(ref: string): [number, number] | undefined {
  const m = /^([A-Z]+)(\d+)$/.exec(ref)
  if (!m) return undefined
  let col = 0
  for (const ch of m[1]) col = col * 26 + ch.charCodeAt(0) - 64
  return [Number(m[2]) - 1, col - 1]
}

/** The path of the workbook's first sheet, by the workbook's relationships (sheet1.xml when they say nothing). */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const fallback = 'xl/worksheets/sheet1.xml'
  const workbook = files['xl/workbook.xml'] && strFromU8(files['xl/workbook.xml'])
  const rels = files['xl/_rels/workbook.xml.rels'] && strFromU8(files['xl/_rels/workbook.xml.rels'])
  const sheet = workbook && /<sheet\b[^>]*>/.exec(workbook)?.[0]
  const id = sheet && (attr(sheet, 'r:id') ?? attr(sheet, 'id'))
  const rel = id && rels && [...rels.matchAll(/<Relationship\b[^>]*>/g)].find((r) => attr(r[0], 'Id') === id)
  const target = rel ? attr(rel[0], 'Target') : undefined
  if (!target) return fallback
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`
}

/**
 * The first sheet of the workbook `bytes`, as rows of cells. Throws XlsxReadError when it is not one, or when it
 * is larger than this reader takes (a part unpacking past PART_MAX_BYTES, a row past `maxRows`, a column past
 * MAX_COLUMNS).
 */
export function readXlsx(bytes: Uint8Array, { maxRows = 100_000 } = {}): XlsxCell[][] {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!PARTS.test(file.name)) return false
        if (file.originalSize > PART_MAX_BYTES) throw new XlsxTooLargeError('a part too large')
        return true
      },
    })
  } catch (error) {
    if (error instanceof XlsxReadError) throw error
    throw new XlsxReadError('not a zip archive')
  }
  // a part whose header understated its size
  if (Object.values(files).some((part) => part.byteLength > PART_MAX_BYTES))
    throw new XlsxTooLargeError('a part too large')
  const sheetFile = files[firstSheetPath(files)]
  if (!sheetFile) throw new XlsxReadError('no worksheet')
  const shared = files['xl/sharedStrings.xml']
    ? Array.from(elements(strFromU8(files['xl/sharedStrings.xml']), 'si'), ([, inner]) => textOf(inner ?? ''))
    : []
  const rows: XlsxCell[][] = []
  const sheet = strFromU8(sheetFile)
  let nextRow = 0
  for (const [rowAttributes, rowInner] of elements(sheet, 'row')) {
    const r = Number(attr(rowAttributes, 'r') ?? nextRow + 1) - 1
    if (!Number.isInteger(r) || r < 0 || r >= maxRows) throw new XlsxTooLargeError('too many rows')
    nextRow = r + 1
    const cells: XlsxCell[] = []
    let nextCol = 0
    for (const [cellAttributes, cellInner] of elements(rowInner ?? '', 'c')) {
      const ref = attr(cellAttributes, 'r')
      const col = (ref ? position(ref)?.[1] : undefined) ?? nextCol
      if (col < 0 || col >= MAX_COLUMNS) throw new XlsxTooLargeError('too many columns')
      nextCol = col + 1
      const type = attr(cellAttributes, 't') ?? 'n'
      const inner = cellInner ?? ''
      const v = innerOf(inner, 'v')
      let value: XlsxCell = null
      if (type === 'inlineStr') value = textOf(innerOf(inner, 'is') ?? '')
      else if (type === 's') value = v === undefined ? null : (shared[Number(v)] ?? null)
      else if (type === 'str' || type === 'e') value = v === undefined ? null : decode(v)
      else if (type === 'b') value = v === undefined ? null : Number(v)
      else if (v !== undefined && v.trim() !== '' && Number.isFinite(Number(v))) value = Number(v)
      if (value === '') value = null
      cells[col] = value
    }
    rows[r] = Array.from(cells, (c) => c ?? null)
  }
  const out = Array.from(rows, (row) => row ?? [])
  while (out.length && out[out.length - 1].every((c) => c === null)) out.pop()
  return out
}

/**
 * An Excel date (days since 1899-12-30, the 1900 date system; a fraction is the time of day) → YYYY-MM-DD, or
 * undefined for a number that is no plausible date.
 */
export function excelSerialToIsoDate(serial: number): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2958465) return undefined
  const ms = Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000
  return new Date(ms).toISOString().slice(0, 10)
}
