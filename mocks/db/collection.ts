/**
 * A tiny in-memory table with auto-increment ids. Every row carries a `version`: 1 when inserted, one more on
 * each update, so a save can say which version it edited (optimistic concurrency, see handlers/crud.ts).
 */
export class Collection<T extends { id: number }> {
  private rows: T[] = []
  private seq = 0

  constructor(rows: Array<Omit<T, 'version'> & { version?: number }> = []) {
    for (const row of rows) this.put(row)
  }

  nextId(): number {
    return ++this.seq
  }

  /** Insert a row; an id is assigned when absent, the version starts at 1. */
  insert(row: Omit<T, 'id' | 'version'> & { id?: number; version?: number }): T {
    return this.put({ ...row, id: row.id ?? this.nextId() } as Omit<T, 'version'> & { id: number })
  }

  private put(row: Omit<T, 'version'> & { id: number; version?: number }): T {
    if (this.rows.some((r) => r.id === row.id)) throw new Error(`duplicate id ${row.id}`)
    this.seq = Math.max(this.seq, row.id)
    const full = { ...row, version: 1 } as unknown as T
    this.rows.push(full)
    return full
  }

  all(): T[] {
    return [...this.rows]
  }

  get size(): number {
    return this.rows.length
  }

  find(id: number): T | undefined {
    return this.rows.find((r) => r.id === id)
  }

  findBy(predicate: (row: T) => boolean): T | undefined {
    return this.rows.find(predicate)
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.rows.filter(predicate)
  }

  /** `keepVersion`: a change outside what clerks edit (a derived list), which must not make their edits stale. */
  update(id: number, patch: Partial<T>, { keepVersion = false } = {}): T | undefined {
    const index = this.rows.findIndex((r) => r.id === id)
    if (index < 0) return undefined
    const current = this.rows[index] as T & { version?: number }
    const version = (current.version ?? 0) + (keepVersion ? 0 : 1)
    const next = { ...current, ...patch, id, version } as T
    this.rows[index] = next
    return next
  }

  /** Remove rows by id; returns the ids actually removed. */
  remove(ids: number[]): number[] {
    const removed = this.rows.filter((r) => ids.includes(r.id)).map((r) => r.id)
    this.rows = this.rows.filter((r) => !ids.includes(r.id))
    return removed
  }
}

/**
 * A collection also indexed by `code`: `byCode` is one Map look-up however many rows there are (a desk's barcode
 * gun looks parcels up by code among thousands). Every write keeps the index.
 */
export class CodedCollection<T extends { id: number; code: string }> extends Collection<T> {
  private codes = new Map<string, T>()

  override insert(row: Omit<T, 'id' | 'version'> & { id?: number; version?: number }): T {
    const stored = super.insert(row)
    this.codes.set(stored.code, stored)
    return stored
  }

  override update(id: number, patch: Partial<T>, options?: { keepVersion?: boolean }): T | undefined {
    const before = this.find(id)
    const next = super.update(id, patch, options)
    if (before && next) {
      this.codes.delete(before.code)
      this.codes.set(next.code, next)
    }
    return next
  }

  override remove(ids: number[]): number[] {
    const gone = ids.map((id) => this.find(id)).filter((row): row is T => !!row)
    const removed = super.remove(ids)
    for (const row of gone) if (removed.includes(row.id)) this.codes.delete(row.code)
    return removed
  }

  /** The row with this code (exact, as stored: upper case). */
  byCode(code: string): T | undefined {
    return this.codes.get(code)
  }
}
