/**
 * The permission matrix's pure parts: which column an action sits in, and what a save changes (the codes added and
 * the codes removed), in the modules' order.
 */

/** The matrix's columns: the four writes every module may have, then the module's own actions. */
export const MATRIX_COLUMNS = ['view', 'create', 'update', 'delete', 'other'] as const
export type MatrixColumn = (typeof MATRIX_COLUMNS)[number]

/** The column of an action by its code's last part: `brand.view` → view, `shipping.load` → other. */
export function columnOf(code: string): MatrixColumn {
  const kind = code.slice(code.lastIndexOf('.') + 1)
  return (MATRIX_COLUMNS as readonly string[]).includes(kind) && kind !== 'other'
    ? (kind as MatrixColumn)
    : 'other'
}

export interface PermissionDiff {
  /** held now, not before */
  added: string[]
  /** held before, not now */
  removed: string[]
}

/**
 * What changed from `before` to `after`: each code once, in `order` (the modules' actions as listed) and then
 * any other code in its own order.
 */
export function permissionDiff(
  before: Iterable<string>,
  after: Iterable<string>,
  order: readonly string[] = [],
): PermissionDiff {
  const was = new Set(before)
  const is = new Set(after)
  const rank = new Map(order.map((code, i) => [code, i]))
  const sorted = (codes: string[]) =>
    codes.sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity))
  return {
    added: sorted([...is].filter((code) => !was.has(code))),
    removed: sorted([...was].filter((code) => !is.has(code))),
  }
}

/**
 * A whole row or column toggled: every code of `codes` the user may change is set when not all of them are
 * held yet, else taken away; the codes they may not change stay as they are.
 */
export function toggleAll(
  held: ReadonlySet<string>,
  codes: readonly string[],
  changeable: (code: string) => boolean,
) {
  const mine = codes.filter(changeable)
  const on = !mine.every((code) => held.has(code))
  const next = new Set(held)
  for (const code of mine)
    if (on) next.add(code)
    else next.delete(code)
  return next
}
