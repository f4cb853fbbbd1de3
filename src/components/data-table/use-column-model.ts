/**
 * The column model TanStack gets (ids and abilities) and each column's visibility: fixed columns always
 * shown, the others as the user last chose (remembered per user and table) or by default.
 */
import { useMemo } from 'react'
import {
  createColumnHelper,
  functionalUpdate,
  type ColumnVisibilityState,
  type RowData,
  type Updater,
} from '@tanstack/react-table'
import { useMe } from '../../api/resources/auth'
import { columnStorageKey, useStoredVisibility, type StoredVisibility } from './column-storage'
import type { Features } from './table-features'
import type { DataColumn } from './types'

interface ColumnFlags {
  id: string
  sortable: boolean
  hideable: boolean
  defaultHidden: boolean
}

const noValue = (): unknown => null

/**
 * What TanStack needs of the columns, as a string: screens may build `columns` inline on every render,
 * and the column model (and the visibility map) is rebuilt only when this string changes.
 */
const columnSignature = <T>(columns: DataColumn<T>[]) =>
  columns
    .map((c) =>
      [c.id, c.sortable ? 1 : 0, c.hideable === false ? 0 : 1, c.defaultHidden ? 1 : 0].join('\u0000'),
    )
    .join('\u0001')

const parseSignature = (signature: string): ColumnFlags[] =>
  signature === ''
    ? []
    : signature.split('\u0001').map((part) => {
        const [id, sortable, hideable, defaultHidden] = part.split('\u0000')
        return {
          id,
          sortable: sortable === '1',
          hideable: hideable === '1',
          defaultHidden: defaultHidden === '1',
        }
      })

/** The visibility of every column: fixed columns always shown, the others as remembered or by default. */
function visibilityOf(flags: ColumnFlags[], stored: StoredVisibility): ColumnVisibilityState {
  const out: ColumnVisibilityState = {}
  for (const c of flags) out[c.id] = c.hideable ? (stored[c.id] ?? !c.defaultHidden) : true
  return out
}

export function useColumnModel<T extends RowData>(columns: DataColumn<T>[], storageKey: string) {
  const signature = columnSignature(columns)
  const flags = useMemo(() => parseSignature(signature), [signature])
  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<Features, T>()
    // Cells are rendered from `columns`; TanStack gets ids and abilities. An accessor is what makes a
    // column sortable for TanStack; the value itself is never read (the server sorts).
    return flags.map((c) =>
      helper.accessor(noValue, { id: c.id, enableSorting: c.sortable, enableHiding: c.hideable }),
    )
  }, [flags])
  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns])

  const userId = useMe()?.id
  const [storedVisibility, storeVisibility] = useStoredVisibility(columnStorageKey(userId, storageKey))
  const columnVisibility = useMemo(() => visibilityOf(flags, storedVisibility), [flags, storedVisibility])

  const onColumnVisibilityChange = (updater: Updater<ColumnVisibilityState>) => {
    const next = functionalUpdate(updater, columnVisibility)
    const remembered: Record<string, boolean> = {}
    for (const c of flags) if (c.hideable) remembered[c.id] = next[c.id] !== false
    storeVisibility(remembered)
  }

  return { columnDefs, columnsById, columnVisibility, onColumnVisibilityChange }
}
