/**
 * The demo backend's exports and imports as files with columns, and the templates the settings keep of them
 * (/setting-template): which columns a file has, in which order, under which headers. Each export and import
 * registers here as its handlers' module loads; the exports and the customers' import write and read their files
 * through {@link fileColumns}.
 */
import type { ColumnTemplate, ColumnTemplateWrite } from '../src/api/schemas/settings.ts'
import { db } from './db/index.ts'
import { ApiError, assertValid, langOf, t, type Lang } from './handlers/util.ts'

export type FileKind = 'export' | 'import'

/** A column a file can have, with its default header in each language. */
export interface FileColumn {
  key: string
  header: Record<Lang, string>
  /** an import's column every file must have */
  required?: boolean
}

/** An export or an import: its id (its file's name), its name, its columns in their default order. */
export interface FileTemplate {
  id: string
  name: Record<Lang, string>
  columns: () => FileColumn[]
}

const files: Record<FileKind, Map<string, FileTemplate>> = { export: new Map(), import: new Map() }

const storeOf = (kind: FileKind) => (kind === 'export' ? db.templates.exports : db.templates.imports)

/** Registers an export or an import (once, as its handlers' module loads). */
export function registerFile(kind: FileKind, file: FileTemplate) {
  files[kind].set(file.id, file)
}

function fileOf(request: Request, kind: FileKind, id: string): FileTemplate {
  const file = files[kind].get(id)
  if (!file) throw new ApiError(404, t(request, 'notFound'))
  return file
}

/** The columns as set (or every column, none set): each with the headers the operator gave it, if any. */
function chosen(kind: FileKind, file: FileTemplate) {
  const all = file.columns()
  const stored = storeOf(kind)[file.id]
  if (!stored) return all.map((column) => ({ column, header: { vi: null, en: null } }))
  return stored.columns.flatMap(({ key, header }) => {
    const column = all.find((c) => c.key === key)
    return column ? [{ column, header }] : []
  })
}

/**
 * The columns a file of `id` has now, in order: its header in `lang` (as set, or the default) and every name
 * an import recognises it by (the default and the set headers, in either language).
 */
export function fileColumns(kind: FileKind, id: string, lang: Lang) {
  const file = files[kind].get(id)
  if (!file) throw new Error(`no ${kind} ${id}`)
  return chosen(kind, file).map(({ column, header }) => ({
    key: column.key,
    header: header[lang] ?? column.header[lang],
    names: [column.header.vi, column.header.en, header.vi, header.en].filter((n): n is string => !!n),
  }))
}

/** What the settings screen reads of a file: every column, the shown ones first in their order. */
function templateOf(kind: FileKind, file: FileTemplate, lang: Lang): ColumnTemplate {
  const shown = chosen(kind, file)
  const hidden = file.columns().filter((c) => !shown.some((s) => s.column.key === c.key))
  const row = (
    column: FileColumn,
    header: ColumnTemplate['columns'][number]['header'],
    isShown: boolean,
  ) => ({
    key: column.key,
    default_header: column.header,
    header,
    shown: isShown,
    required: !!column.required,
  })
  return {
    id: file.id,
    name: file.name[lang],
    version: storeOf(kind)[file.id]?.version ?? 0,
    default_order: file.columns().map((c) => c.key),
    columns: [
      ...shown.map((s) => row(s.column, s.header, true)),
      ...hidden.map((c) => row(c, { vi: null, en: null }, false)),
    ],
  }
}

/** Every export's (or import's) template, by name. */
export function templates(request: Request, kind: FileKind): ColumnTemplate[] {
  const lang = langOf(request)
  return [...files[kind].values()]
    .map((file) => templateOf(kind, file, lang))
    .sort((a, b) => a.name.localeCompare(b.name, lang))
}

/**
 * Saves a file's columns (the write schema passed): a column the file cannot have or a required one left out is
 * refused by name; a version not the stored one is a 409.
 */
export function saveTemplate(request: Request, kind: FileKind, write: ColumnTemplateWrite): ColumnTemplate {
  const lang = langOf(request)
  const file = fileOf(request, kind, write.id)
  const all = file.columns()
  const unknown = write.columns.filter((c) => !all.some((a) => a.key === c.key)).map((c) => c.key)
  const missing = all
    .filter((c) => c.required && !write.columns.some((w) => w.key === c.key))
    .map((c) => `“${c.header[lang]}”`)
  assertValid(request, {
    columns: [
      ...(unknown.length ? [t(request, 'columnUnknown', unknown.join(', '))] : []),
      ...(missing.length ? [t(request, 'columnRequired', missing.join(', '))] : []),
    ],
  })
  const version = storeOf(kind)[file.id]?.version ?? 0
  if (write.version !== version) throw new ApiError(409, t(request, 'staleWrite'))
  storeOf(kind)[file.id] = {
    version: version + 1,
    columns: write.columns.map(({ key, header }) => ({ key, header: { vi: header.vi, en: header.en } })),
  }
  return templateOf(kind, file, lang)
}
