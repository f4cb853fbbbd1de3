/**
 * The demo backend's exports and imports as files with columns, and the templates the settings keep of them
 * (/setting-template): which columns a file has, in which order, under which headers. Each export and import
 * registers here as its handlers' module loads; the exports and the customers' import write and read their files
 * through {@link fileColumns}.
 */
import type { FileKind } from '../src/api/contracts/settings-paths.ts'
import type { ColumnTemplate, ColumnTemplateWrite } from '../src/api/schemas/settings.ts'
import { headerKey } from './customer-import-rows.ts'
import { db } from './db/index.ts'
import { ApiError, assertValid, langOf, t, type Lang } from './handlers/util.ts'

/** A column a file can have, with its default header in each language. */
export interface FileColumn {
  key: string
  header: Record<Lang, string>
  /** an import's column every file must have */
  required?: boolean
  /** the column a file has with this one or not at all (an import's day and trip make a booking together) */
  together?: string
}

/** An export or an import: its id (its file's name), its name, its columns in their default order. */
export interface FileTemplate {
  id: string
  name: Record<Lang, string>
  columns: () => FileColumn[]
  /** headers no column may take, in both languages (an import's skipped rows' "Lý do") */
  reserved?: () => Array<Record<Lang, string>>
}

type Headers = { vi: string | null; en: string | null }

const files: Record<FileKind, Map<string, FileTemplate>> = { export: new Map(), import: new Map() }

const storeOf = (kind: FileKind) => (kind === 'export' ? db.templates.exports : db.templates.imports)

/** Registers an export or an import (once, as its handlers' module loads). */
export function registerFile(kind: FileKind, file: FileTemplate) {
  files[kind].set(file.id, file)
}

/**
 * Every column of the file in its order: as saved (none saved: the default order, every column shown), a column
 * the code added since then last and not shown; a required column is always shown.
 */
function columnsOf(kind: FileKind, file: FileTemplate) {
  const all = file.columns()
  const stored =
    storeOf(kind)[file.id]?.columns ??
    all.map((c) => ({ key: c.key, shown: true, header: { vi: null, en: null } as Headers }))
  const kept = stored.flatMap(({ key, shown, header }) => {
    const column = all.find((c) => c.key === key)
    return column ? [{ column, shown: shown || !!column.required, header }] : []
  })
  const added = all
    .filter((c) => !kept.some((k) => k.column.key === c.key))
    .map((column) => ({ column, shown: !!column.required, header: { vi: null, en: null } as Headers }))
  return [...kept, ...added]
}

/** Every name a column goes by: its default headers and the ones set, in either language. */
const namesOf = (column: FileColumn, header: Headers) =>
  [column.header.vi, column.header.en, header.vi, header.en].filter((n): n is string => !!n)

/**
 * The columns a file of `id` has now, in order: its header in `lang` (as set, or the default) and every name
 * an import recognises it by (the default and the set headers, in either language).
 */
export function fileColumns(kind: FileKind, id: string, lang: Lang) {
  const file = files[kind].get(id)
  if (!file) throw new Error(`no ${kind} ${id}`)
  return columnsOf(kind, file)
    .filter((c) => c.shown)
    .map(({ column, header }) => ({
      key: column.key,
      header: header[lang] ?? column.header[lang],
      names: namesOf(column, header),
    }))
}

/** What the settings screen reads of a file: every column in its order, shown or not. */
function templateOf(kind: FileKind, file: FileTemplate, lang: Lang): ColumnTemplate {
  return {
    id: file.id,
    name: file.name[lang],
    version: storeOf(kind)[file.id]?.version ?? 0,
    default_order: file.columns().map((c) => c.key),
    columns: columnsOf(kind, file).map(({ column, shown, header }) => ({
      key: column.key,
      default_header: column.header,
      header,
      shown,
      required: !!column.required,
    })),
  }
}

/** Every export's (or import's) template, by name. */
export function templates(request: Request, kind: FileKind): ColumnTemplate[] {
  const lang = langOf(request)
  return [...files[kind].values()]
    .map((file) => templateOf(kind, file, lang))
    .sort((a, b) => a.name.localeCompare(b.name, lang))
}

/** Why the columns sent cannot be the file's, in the request's language (none: they can). */
function refusals(request: Request, file: FileTemplate, write: ColumnTemplateWrite): string[] {
  const lang = langOf(request)
  const all = file.columns()
  const byKey = new Map(all.map((c) => [c.key, c]))
  const quoted = (names: string[]) => names.map((n) => `“${n}”`).join(', ')
  const unknown = [...new Set(write.columns.filter((c) => !byKey.has(c.key)).map((c) => c.key))]
  const shown = write.columns.filter((c) => c.shown && byKey.has(c.key))
  const isShown = (key: string) => shown.some((c) => c.key === key)
  const missing = all.filter((c) => c.required && !isShown(c.key)).map((c) => c.header[lang])
  const halves = all
    .filter((c) => c.together && isShown(c.key) && !isShown(c.together))
    .map((c) => [c.header[lang], byKey.get(c.together!)!.header[lang]] as const)
  // a header set must read as its own column only: not empty once its hint is left out, and not a name of
  // another shown column (or a reserved one), as the import reads headers
  const clashes: string[] = []
  const reserved = (file.reserved?.() ?? []).map((name) => ({
    keys: [headerKey(name.vi), headerKey(name.en)],
    name: name[lang],
  }))
  for (const c of shown) {
    for (const typed of [c.header.vi, c.header.en]) {
      if (!typed) continue
      const key = headerKey(typed)
      if (!key) {
        clashes.push(t(request, 'columnHeaderEmpty', typed))
        continue
      }
      const other =
        shown.find(
          (d) => d.key !== c.key && namesOf(byKey.get(d.key)!, d.header).some((n) => headerKey(n) === key),
        )?.key ?? undefined
      const otherName = other
        ? byKey.get(other)!.header[lang]
        : reserved.find((r) => r.keys.includes(key))?.name
      if (otherName) clashes.push(t(request, 'columnHeaderTaken', typed, otherName))
    }
  }
  return [
    ...(unknown.length ? [t(request, 'columnUnknown', unknown.join(', '))] : []),
    ...(missing.length ? [t(request, 'columnRequired', quoted(missing))] : []),
    ...halves.map(([one, other]) => t(request, 'columnTogether', one, other)),
    ...[...new Set(clashes)],
  ]
}

/**
 * Saves a file's columns (the write schema passed): what {@link refusals} names is refused (422 beside
 * `columns`); a version not the stored one is a 409.
 */
export function saveTemplate(request: Request, kind: FileKind, write: ColumnTemplateWrite): ColumnTemplate {
  const file = files[kind].get(write.id)
  if (!file) throw new ApiError(404, t(request, 'notFound'))
  assertValid(request, { columns: refusals(request, file, write) })
  const version = storeOf(kind)[file.id]?.version ?? 0
  if (write.version !== version) throw new ApiError(409, t(request, 'staleWrite'))
  storeOf(kind)[file.id] = {
    version: version + 1,
    columns: write.columns.map(({ key, shown, header }) => ({
      key,
      shown,
      header: { vi: header.vi, en: header.en },
    })),
  }
  return templateOf(kind, file, langOf(request))
}
