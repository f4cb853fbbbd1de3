// @vitest-environment node
/**
 * The preview server as the e2e suite meets it: an idle keep-alive connection stays open long enough for a client
 * that pools connections without an idle limit (Playwright's request contexts use `http.Agent({ keepAlive: true })`).
 * Node closes one after about 5 s; a request sent on it at that moment is answered by a reset (ECONNRESET).
 */
import { Agent, createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PreviewServer } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CLIENT_HEADER, MOCK_CONTROL } from '../src/api/paths.ts'
import { demoBackend } from './backend.ts'
import { resetDb } from './db/index.ts'

let server: Server
let port = 0
const agent = new Agent({ keepAlive: true })

beforeAll(async () => {
  let middleware: ((req: never, res: never, next: () => void) => void) | undefined
  server = createServer((req, res) =>
    middleware!(req as never, res as never, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  // the plugin's own preview hook, on a bare HTTP server standing in for `vite preview`'s
  const preview = {
    httpServer: server,
    middlewares: { use: (fn: typeof middleware) => void (middleware = fn) },
  } as unknown as PreviewServer
  const hook = demoBackend().configurePreviewServer as (server: PreviewServer) => void
  hook(preview)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  agent.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  resetDb()
})

/** A JSON POST through the pooling agent: its status and whether it went on a connection already open. */
const post = (path: string) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', [CLIENT_HEADER.name]: CLIENT_HEADER.value },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
      },
    )
    req.on('error', reject)
    req.end('{}')
  })

it('keeps an idle keep-alive connection open past Node’s 5 s, so a pooled POST is not sent into its closing', async () => {
  expect(await post(MOCK_CONTROL.reset)).toEqual({ status: 200, reused: false })
  // Idle past Node's default keep-alive timeout (5 s, closed at about 6 s): the time itself is what is tested.
  await new Promise((resolve) => setTimeout(resolve, 7_000))
  expect(await post(MOCK_CONTROL.webBooking)).toEqual({ status: 200, reused: true })
})
