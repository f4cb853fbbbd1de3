/**
 * Columns every list has, written once: `nameColumn(labels.name)`, `statusColumn(labels.status)`, … Headers
 * are the field labels of the group's namespace (`useFieldLabels`), so a table, its form and its export name
 * a field alike.
 */
import { useTranslation } from 'react-i18next'
import type { DataColumn } from '../data-table'
import { DateTime } from '../DateTime'
import { StatusTag } from '../StatusTag'
import { formatMoney } from '../../lib/format'
import i18n from '../../i18n'
import type { LazyNamespace } from '../../i18n/types'

/** The `fields` labels of a namespace in the language in use (re-rendered on a language switch). */
export function useFieldLabels(ns: LazyNamespace): Record<string, string> {
  const { i18n: instance } = useTranslation(ns)
  return (
    (i18n.getResourceBundle(instance.language, ns) as { fields?: Record<string, string> } | undefined)
      ?.fields ?? {}
  )
}

/** The row's name: sortable, always shown. */
export const nameColumn = <T extends { name: string }>(header: string): DataColumn<T> => ({
  id: 'name',
  header,
  cell: (row) => row.name,
  sortable: true,
  hideable: false,
})

/** Active / inactive, in words. */
export const statusColumn = <T extends { status: number }>(header: string): DataColumn<T> => ({
  id: 'status',
  header,
  cell: (row) => <StatusTag status={row.status} />,
  sortable: true,
})

/** A free-text note (hidden until the clerk shows it, unless `shown`). */
export const noteColumn = <T extends { note?: string | null }>(
  header: string,
  { shown = false } = {},
): DataColumn<T> => ({ id: 'note', header, cell: (row) => row.note, defaultHidden: !shown })

type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string

/** Whole dong, `1.250.000 ₫`, right-aligned and sortable. */
export const moneyColumn = <T,>(
  id: KeysOf<T, number | null | undefined>,
  header: string,
  { hidden = false } = {},
): DataColumn<T> => ({
  id,
  header,
  cell: (row) => {
    const value = row[id] as number | null | undefined
    return value == null ? '' : formatMoney(value)
  },
  sortable: true,
  align: 'right',
  defaultHidden: hidden,
})

/** A day in the settings' date format, sortable. */
export const dateColumn = <T,>(
  id: KeysOf<T, string | null | undefined>,
  header: string,
  { hidden = false } = {},
): DataColumn<T> => ({
  id,
  header,
  cell: (row) => <DateTime value={row[id] as string | null | undefined} dateOnly />,
  sortable: true,
  defaultHidden: hidden,
})
