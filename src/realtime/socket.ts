import { useEffect, useSyncExternalStore } from 'react'
import type { Socket } from 'socket.io-client'
import type { QueryClient } from '@tanstack/react-query'
import { onSignOut, readToken, useSession } from '../stores/session'
import { EVENT_INVALIDATES } from './events'
import { batchedInvalidation } from '../api/invalidate'
import { setSocketIdSource } from '../api/http'
import { meQuery } from '../api/resources/auth'

/**
 * One socket.io connection per signed-in session (ARCHITECTURE "Realtime and push").
 * The handshake reads the token fresh on every (re)connect, so a refreshed token is used at once.
 */
let socket: Socket | null = null
/** undefined until the first attempt has connected or failed (and again after a sign-out), then true or false */
let connected: boolean | undefined
setSocketIdSource(() => (socket?.connected ? socket.id : undefined))
const listeners = new Set<() => void>()

function setConnected(value: boolean | undefined) {
  if (connected === value) return
  connected = value
  listeners.forEach((l) => l())
}

/** Off in unit tests (jsdom has no backend) unless a socket URL is named explicitly. */
const socketEnabled = () =>
  typeof window !== 'undefined' && (import.meta.env.MODE !== 'test' || !!import.meta.env.VITE_SOCKET_URL)

/** Bumped on every disconnect, so a connect still loading its library after a sign-out is dropped. */
let generation = 0

/**
 * Connects (once) for the signed-in session. socket.io-client is loaded on demand (./socket-client.ts), from the
 * layout's effect, so after the first screen is shown: public pages do not carry it, and no screen waits for it.
 */
export function connectSocket(queryClient: QueryClient): void {
  if (socket || !socketEnabled()) return
  const started = ++generation
  void import('./socket-client').then(({ io }) => {
    if (socket || started !== generation || !readToken()) return
    open(io, queryClient)
  })
}

function open(io: typeof import('socket.io-client').io, queryClient: QueryClient) {
  const url: string | undefined = import.meta.env.VITE_SOCKET_URL || import.meta.env.VITE_API_URL || undefined
  const options = {
    auth: (cb: (data: object) => void) => cb({ token: readToken() }),
    transports: ['websocket', 'polling'],
  }
  const s = url ? io(url, options) : io(options)
  socket = s
  let connectedBefore = false

  s.on('connect', () => {
    setConnected(true)
    // socket.io delivers at most once: after a reconnect that did not recover the session,
    // anything may have changed meanwhile, so every live key is refetched.
    if (connectedBefore && !s.recovered) void queryClient.invalidateQueries()
    // The first connection comes after the first screen's data: what another clerk changed in between was
    // announced to no one here, so what the screen shows is read again once.
    else if (!connectedBefore) {
      const connectedAt = Date.now()
      void queryClient.invalidateQueries({
        predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < connectedAt,
        refetchType: 'active',
      })
    }
    connectedBefore = true
  })
  s.on('disconnect', (reason) => {
    setConnected(false)
    // The backend closed it: the sign-in was ended elsewhere (the account locked, deleted or its password reset).
    // Asking who is signed in finds out at once, and an ended session goes to the sign-in page.
    // A session still valid (a restarted backend) connects again: socket.io does not after the server's close.
    if (reason === 'io server disconnect')
      void queryClient.refetchQueries({ queryKey: meQuery().queryKey }).then(() => {
        if (socket === s && readToken()) s.connect()
      })
  })
  s.on('connect_error', () => setConnected(false))
  const invalidate = batchedInvalidation(queryClient)
  for (const [event, keys] of Object.entries(EVENT_INVALIDATES)) {
    if (keys.length) s.on(event, () => invalidate(keys))
  }
}

/**
 * Closes the socket. Run by every end of a session (sign-out, an expired token, another tab's sign-out: its reset is
 * registered below), so this module loads with the signed-in layout, not with the sign-in page's first bundle.
 */
export function disconnectSocket() {
  generation++
  const s = socket
  socket = null
  if (s) {
    s.removeAllListeners()
    s.disconnect()
  }
  // the next sign-in starts connecting afresh
  setConnected(undefined)
}

onSignOut(disconnectSocket)

/** The live socket, for feature hooks that listen to more events (null when not connected yet). */
export const getSocket = () => socket

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * true while the socket is connected, false once an attempt failed or the connection was lost, undefined while
 * the first attempt is still under way; drives the header's live indicator.
 */
export function useSocketStatus(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => undefined,
  )
}

/** Keeps the socket connected while a user is signed in (used by the signed-in layout). */
export function useRealtimeConnection(queryClient: QueryClient) {
  const token = useSession((s) => s.token)
  useEffect(() => {
    if (token) connectSocket(queryClient)
    else disconnectSocket()
  }, [token, queryClient])
}
