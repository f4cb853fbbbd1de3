/** msw/node server with the demo backend's handlers, for vitest: `server.listen()`, `resetDb()` per test. */
import { setupServer } from 'msw/node'
import { handlers } from './handlers/index.ts'

export const server = setupServer(...handlers)
export { db, resetDb, runtime } from './db/index.ts'
export { handlers }
