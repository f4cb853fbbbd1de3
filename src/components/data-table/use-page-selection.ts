/**
 * Row selection, scoped to the page it was made on: another page, size or sort starts empty. A refetch of
 * the same page (a live update from another clerk) keeps the rows still there selected; rows that are
 * gone drop out.
 */
import { useCallback, useMemo, useState } from 'react'
import { functionalUpdate, type RowSelectionState, type Updater } from '@tanstack/react-table'
import type { TableState } from '../../lib/list-search'

interface SelectionScope {
  page: number
  size: number
  sortBy?: string
  sortDesc: boolean
}
const sameScope = (a: SelectionScope, b: SelectionScope) =>
  a.page === b.page && a.size === b.size && a.sortBy === b.sortBy && a.sortDesc === b.sortDesc

const NO_SELECTION: RowSelectionState = {}

export function usePageSelection<T>(state: TableState, data: T[], getRowId: (row: T) => number | string) {
  const scope: SelectionScope = {
    page: state.page,
    size: state.itemsPerPage,
    sortBy: state.sortBy,
    sortDesc: state.sortDesc,
  }
  const [selection, setSelection] = useState<{ scope: SelectionScope; ids: RowSelectionState }>(() => ({
    scope,
    ids: NO_SELECTION,
  }))
  const inScope = sameScope(selection.scope, scope)
  // Leaving the page forgets its selection (coming back starts empty).
  if (!inScope) setSelection({ scope, ids: NO_SELECTION })
  const rowSelection = useMemo(() => {
    if (!inScope) return NO_SELECTION
    const present = new Set(data.map((row) => String(getRowId(row))))
    return Object.fromEntries(Object.entries(selection.ids).filter(([id, on]) => on && present.has(id)))
  }, [inScope, selection.ids, data, getRowId])

  const onRowSelectionChange = (updater: Updater<RowSelectionState>) =>
    setSelection((prev) => ({
      scope,
      ids: functionalUpdate(updater, sameScope(prev.scope, scope) ? rowSelection : NO_SELECTION),
    }))
  const clearSelection = useCallback(() => setSelection((prev) => ({ ...prev, ids: NO_SELECTION })), [])

  return { rowSelection, onRowSelectionChange, clearSelection }
}
