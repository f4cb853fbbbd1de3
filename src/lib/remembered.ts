/**
 * What a user last chose on this computer (the desk's office, …), in localStorage under
 * `remembered:<user id>:<key>`; kept across sign-outs like the table columns, never shared between users.
 * Storage blocked or full: nothing is remembered.
 */
const keyOf = (userId: number, key: string) => `remembered:${userId}:${key}`

export function recall(userId: number | undefined, key: string): unknown {
  if (userId === undefined) return undefined
  try {
    const raw = localStorage.getItem(keyOf(userId, key))
    return raw === null ? undefined : (JSON.parse(raw) as unknown)
  } catch {
    return undefined
  }
}

export function remember(userId: number | undefined, key: string, value: unknown): void {
  if (userId === undefined) return
  try {
    localStorage.setItem(keyOf(userId, key), JSON.stringify(value))
  } catch {
    // blocked or full: the choice is simply not remembered
  }
}
