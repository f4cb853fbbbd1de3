/**
 * The column choice of a DataTable, remembered per user and table in localStorage
 * (`table-columns:<user id>:<storageKey>` → `{ "<column id>": true | false }`, hideable columns only).
 * Read through useSyncExternalStore, so a remount restores it, two tables with the same key stay in step
 * and another tab's change (the `storage` event) shows at once.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'

export type StoredVisibility = Readonly<Record<string, boolean>>

export const columnStorageKey = (userId: number | string | undefined, storageKey: string) =>
  `table-columns:${userId ?? 'guest'}:${storageKey}`

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Choices that could not be stored (storage blocked or full): kept for this page's life. */
const memory = new Map<string, string>()

function read(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
    memory.delete(key)
  } catch {
    memory.set(key, value)
  }
}

const EMPTY: StoredVisibility = Object.freeze({})

/** A stored value made safe: an object of booleans, anything else ignored. */
export function parseVisibility(raw: string | null): StoredVisibility {
  if (!raw) return EMPTY
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY
    const out: Record<string, boolean> = {}
    for (const [id, visible] of Object.entries(value)) if (typeof visible === 'boolean') out[id] = visible
    return out
  } catch {
    return EMPTY
  }
}

/** The remembered visibility of `key` and a setter that stores it. */
export function useStoredVisibility(key: string): [StoredVisibility, (next: StoredVisibility) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  )
  const value = useMemo(() => parseVisibility(raw), [raw])
  const store = useCallback(
    (next: StoredVisibility) => {
      write(key, JSON.stringify(next))
      listeners.forEach((listener) => listener())
    },
    [key],
  )
  return [value, store]
}
