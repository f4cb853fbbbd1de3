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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : ENTITIES[e],
  )

/** The text of every <t> inside `xml` (a rich text's runs joined), phonetic hints (<rPh>) left out. */
const textOf = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)]
    .map((m) => decode(m[1] ?? ''))
    .join('')

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

/** The first sheet of the workbook `bytes`, as rows of cells. Throws XlsxReadError when it is not one. */
export function readXlsx(bytes: Uint8Array): XlsxCell[][] {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes)
  } catch {
    throw new XlsxReadError('not a zip archive')
  }
  const sheetFile = files[firstSheetPath(files)]
  if (!sheetFile) throw new XlsxReadError('no worksheet')
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) =>
        textOf(m[1] ?? ''),
      )
    : []
  const rows: XlsxCell[][] = []
  const sheet = strFromU8(sheetFile)
  let nextRow = 0
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = Number(attr(rowMatch[1], 'r') ?? nextRow + 1) - 1
    nextRow = r + 1
    const cells: XlsxCell[] = []
    let nextCol = 0
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attr(cellMatch[1], 'r')
      const col = (ref ? position(ref)?.[1] : undefined) ?? nextCol
      nextCol = col + 1
      const type = attr(cellMatch[1], 't') ?? 'n'
      const inner = cellMatch[2] ?? ''
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1]
      let value: XlsxCell = null
      if (type === 'inlineStr') value = textOf(/<is>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '')
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
