/** msw/node server with the demo backend's handlers, for vitest: `server.listen()`, `resetDb()` per test. */
import { setupServer } from 'msw/node'
import { handlers } from './handlers/index.ts'

export const server = setupServer(...handlers)
import { db } from './db/index.ts'
export { db, resetDb, runtime } from './db/index.ts'
export { handlers }

const actionIdsOf = (codes: string[]) =>
  new Set(
    db.modules
      .all()
      .flatMap((m) => m.sub_actions)
      .filter((a) => codes.includes(a.code))
      .map((a) => a.id),
  )

/** A role (by its slug) without these permission codes: a test's clerk who lost a right. */
export function revokeCodes(roleSlug: string, ...codes: string[]) {
  const ids = actionIdsOf(codes)
  const role = db.roles.findBy((r) => r.slug === roleSlug)!
  db.roles.update(role.id, { action_ids: role.action_ids.filter((id) => !ids.has(id)) })
}

/** A role (by its slug) with these permission codes too: a test's clerk given a right. */
export function grantCodes(roleSlug: string, ...codes: string[]) {
  const role = db.roles.findBy((r) => r.slug === roleSlug)!
  db.roles.update(role.id, { action_ids: [...new Set([...role.action_ids, ...actionIdsOf(codes)])] })
}
