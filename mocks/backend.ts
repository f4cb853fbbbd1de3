/**
 * The embedded demo backend: a Vite plugin (dev and preview) that serves /api/*, /__mock/* and
 * /uploads/* by running the msw handlers from Node, and a socket.io server on Vite's own HTTP server.
 * Node-only: imported by vite.config.ts, never by anything under src/.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import type { Http2SecureServer } from 'node:http2'
import { getResponse } from 'msw'
import { Server as SocketServer } from 'socket.io'
import type { Connect, Plugin } from 'vite'
import { API, LOCALE_HEADER } from '../src/api/paths.ts'
import { UPLOAD_MAX_MB } from '../src/api/contracts/uploads.ts'
import { db, validSession } from './db/index.ts'
import { MAX_REQUEST_BYTES } from './handlers/file.ts'
import { handlers } from './handlers/index.ts'
import { envelope, t } from './handlers/util.ts'
import { setEmitter, setEndedTokensSink, socketGone } from './realtime.ts'

const SERVED_PREFIXES = ['/api/', '/__mock/', '/uploads/']

const isServed = (url: string) => {
  const pathname = url.split('?')[0]
  return pathname === '/api' || SERVED_PREFIXES.some((p) => pathname.startsWith(p))
}

/** A request body over {@link MAX_REQUEST_BYTES}: refused before (or while) it is read. */
class BodyTooLarge extends Error {}

/** The whole body, unless its Content-Length (or what arrives) is over the limit: then nothing more is read. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > MAX_REQUEST_BYTES) return reject(new BodyTooLarge())
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      size += buffer.byteLength
      if (size > MAX_REQUEST_BYTES) {
        req.off('data', onData)
        req.pause()
        reject(new BodyTooLarge())
      } else chunks.push(buffer)
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** A Fetch Request from a Node request: absolute URL from the Host header, headers, buffered body. */
export async function toFetchRequest(req: IncomingMessage & { originalUrl?: string }): Promise<Request> {
  const host = req.headers.host ?? 'localhost'
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
  const url = new URL(req.originalUrl ?? req.url ?? '/', `${protocol}://${host}`)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (key.startsWith(':') || value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(key, v)
    else headers.set(key, value)
  }
  const method = (req.method ?? 'GET').toUpperCase()
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(url, { method, headers, body: body && body.length ? new Uint8Array(body) : undefined })
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  const cookies = response.headers.getSetCookie()
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value)
  })
  if (cookies.length) res.setHeader('set-cookie', cookies)
  const body = Buffer.from(await response.arrayBuffer()) // binary-safe
  if (!res.hasHeader('content-length')) res.setHeader('content-length', body.byteLength)
  res.end(body)
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('content-length', Buffer.byteLength(text))
  res.end(text)
}

export const demoMiddleware: Connect.NextHandleFunction = (req, res, next) => {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/'
  if (!isServed(url)) return next()
  void (async () => {
    try {
      const request = await toFetchRequest(req)
      const response = await getResponse(handlers, request)
      if (!response) {
        sendJson(res, 404, { code: 404, message: 'Not found', data: null })
        return
      }
      if (response.type === 'error') {
        // injected "network" failure: drop the connection without a response
        req.socket.destroy()
        return
      }
      await writeResponse(res, response)
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        // The rest of the body is never read: answer, then close the connection.
        const headers = new Headers({
          [LOCALE_HEADER]: String(req.headers[LOCALE_HEADER.toLowerCase()] ?? ''),
        })
        const request = new Request('http://localhost/', { headers })
        res.setHeader('connection', 'close')
        const upload = req.url?.startsWith(API.file.upload)
        const message = upload ? t(request, 'tooLarge', UPLOAD_MAX_MB) : t(request, 'payloadTooLarge')
        await writeResponse(res, envelope(413, message, null))
        return
      }
      console.error('[demo-backend]', error)
      if (!res.headersSent) sendJson(res, 500, { code: 500, message: 'Demo backend error', data: null })
      else res.destroy()
    }
  })()
}

/**
 * How long the server keeps an idle keep-alive connection open. Node closes one after 5 s, but a client that pools
 * connections with no idle limit of its own, as Node's `http.Agent({ keepAlive: true })` behind Playwright's
 * request contexts does, may send its next request on a connection at the very moment the server closes it: that
 * request is answered by a reset (ECONNRESET) and, not being idempotent, a POST is not retried. The slower the
 * machine, the wider that moment. Ten minutes: longer than any such client stays idle within a test.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 10 * 60_000

/** Idle keep-alive connections stay open for {@link KEEP_ALIVE_TIMEOUT_MS} (HTTP/1.1 servers). */
export function keepIdleConnections(httpServer: HttpServer | Http2SecureServer | null): void {
  if (httpServer && 'keepAliveTimeout' in httpServer) httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
}

let currentIo: SocketServer | null = null

/** socket.io beside Vite's HMR websocket; the handshake `auth.token` must be a live session. */
export function attachSocket(httpServer: HttpServer | Http2SecureServer | null): SocketServer | null {
  if (!httpServer) return null
  const io = new SocketServer(httpServer as HttpServer, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: true, credentials: true },
    // leave upgrade requests of other paths (Vite HMR) alone
    destroyUpgrade: false,
  })
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token
    const session = typeof token === 'string' ? validSession(token) : undefined
    if (!session || !db.users.find(session.userId)) return next(new Error('unauthorized'))
    socket.data.userId = session.userId
    socket.data.token = token
    next()
  })
  currentIo = io
  // a clerk's seat holds end with their sign-in's last socket (README "Decisions taken here")
  io.on('connection', (socket) => {
    socket.on('disconnect', () => {
      const others = [...io.of('/').sockets.values()].map((s) => String(s.data.token))
      socketGone(String(socket.data.token), others)
    })
  })
  setEmitter((event, payload, sender) => {
    const own = sender && io.of('/').sockets.get(sender.socketId)
    const leaveOut = own && own.data.userId === sender.userId ? sender.socketId : undefined
    ;(leaveOut ? io.except(leaveOut) : io).emit(event, payload)
  })
  // a sign-in that ended (sign-out, password change or reset) keeps no socket open
  setEndedTokensSink((tokens) => {
    for (const socket of io.of('/').sockets.values()) {
      if (tokens.includes(socket.data.token)) socket.disconnect(true)
    }
  })
  httpServer.once('close', () => {
    // a restarted dev server may already have wired its own socket server
    if (currentIo === io) {
      currentIo = null
      setEmitter(null)
      setEndedTokensSink(null)
    }
    // engine.io closes itself on the server's close; io.close() here would close the server again
    // (ERR_SERVER_NOT_RUNNING re-emits 'close': an endless loop that blocks a dev-server restart)
    io.disconnectSockets(true)
  })
  return io
}

export function demoBackend(): Plugin {
  return {
    name: 'demo-backend',
    configureServer(server) {
      server.middlewares.use(demoMiddleware)
      keepIdleConnections(server.httpServer)
      attachSocket(server.httpServer)
    },
    configurePreviewServer(server) {
      server.middlewares.use(demoMiddleware)
      keepIdleConnections(server.httpServer)
      attachSocket(server.httpServer)
    },
  }
}
