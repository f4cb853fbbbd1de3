import { createSeed, type Db } from './seed.ts'
import { resetRuntime } from './runtime.ts'

/** The live database for the life of the process. Handlers read `db.<collection>` at call time. */
export const db: Db = createSeed()

/**
 * Restore the seed: every collection and the settings, plus the runtime controls
 * (token lifetime 3600 s, no latency, no injected failures, empty outbox, no uploads).
 * Issued tokens are kept, so signed-in browsers and sockets survive a reset; a token whose
 * user no longer exists (an account registered after the seed) stops working.
 */
export function resetDb(): void {
  Object.assign(db, createSeed())
  resetRuntime()
}

/** The customer a phone belongs to: their main phone, or one of a record merged into theirs. */
export const customerWithPhone = (phone: string) =>
  db.customers.findBy((c) => c.phone === phone || c.other_phones.includes(phone))

export { seatsOf } from '../../src/api/contracts/fleet.ts'
export { DRIVER_ROLE_SLUG, SUPER_ROLE_ID } from './seed.ts'
export type { CarContractRecord, Db } from './seed.ts'
export * from './runtime.ts'
