/** A tiny in-memory table with auto-increment ids. */
export class Collection<T extends { id: number }> {
  private rows: T[] = []
  private seq = 0

  constructor(rows: T[] = []) {
    for (const row of rows) this.put(row)
  }

  nextId(): number {
    return ++this.seq
  }

  /** Insert a row; an id is assigned when absent. */
  insert(row: Omit<T, 'id'> & { id?: number }): T {
    const full = { ...row, id: row.id ?? this.nextId() } as T
    return this.put(full)
  }

  private put(row: T): T {
    if (this.rows.some((r) => r.id === row.id)) throw new Error(`duplicate id ${row.id}`)
    this.seq = Math.max(this.seq, row.id)
    this.rows.push(row)
    return row
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

  update(id: number, patch: Partial<T>): T | undefined {
    const index = this.rows.findIndex((r) => r.id === id)
    if (index < 0) return undefined
    const next = { ...this.rows[index], ...patch, id } as T
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
