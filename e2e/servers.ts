/**
 * One `vite preview` per Playwright worker: each worker's tests reset and change their own in-memory demo
 * backend (and socket.io server), so workers never see each other's data. Ports run from E2E_PORT up.
 */
const basePort = Number(process.env.E2E_PORT ?? 4173)
export const serverCount = Number(process.env.E2E_WORKERS) || 2
export const serverPort = (parallelIndex: number) => basePort + parallelIndex
export const serverURL = (parallelIndex: number) => `http://localhost:${serverPort(parallelIndex)}`
