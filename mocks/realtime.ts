import {
  resourceEvent,
  type ResourceAction,
  type ResourceEventPayload,
  type ResourceGroup,
  type SocketEventName,
} from '../src/realtime/events.ts'

import { SOCKET_ID_HEADER } from '../src/api/paths.ts'
import { validSession } from './db/runtime.ts'

/**
 * `except`: the socket of the clerk whose request made the change (its id, and the account the request was
 * made by: a socket is left out only if it belongs to that account, so nobody mutes another clerk's updates).
 */
export interface Sender {
  socketId: string
  userId: number
}
type Sink = (event: SocketEventName, payload: unknown, except?: Sender) => void

let sink: Sink = () => {}

/** Plug where events go (backend.ts wires socket.io's io.emit; tests may capture). A no-op by default. */
export function setEmitter(next: Sink | null): void {
  sink = next ?? (() => {})
}

export function emit(event: SocketEventName, payload: unknown, except?: Sender): void {
  try {
    sink(event, payload, except)
  } catch {
    // A broken sink must never break a request.
  }
}

/**
 * Announces a change of a resource group: `<group>:<action>` with the ids, to every connected client but the
 * one whose request (`X-Socket-Id`) made it: that screen already refreshes from its own save, and a second
 * refetch for the echo would double every save's traffic.
 */
export function emitChanged(
  group: ResourceGroup,
  action: ResourceAction,
  ids: Array<number | string>,
  request?: Request,
): void {
  const payload: ResourceEventPayload = { ids }
  emit(resourceEvent(group, action), payload, senderOf(request))
}

/** The socket of the clerk whose request made a change (`X-Socket-Id` of a live sign-in), if any. */
export function senderOf(request?: Request): Sender | undefined {
  const socketId = request?.headers.get(SOCKET_ID_HEADER)
  const bearer = request?.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  const session = socketId ? validSession(bearer) : undefined
  return session && socketId ? { socketId, userId: session.userId } : undefined
}

type EndedSink = (tokens: readonly string[]) => void

let endedSink: EndedSink = () => {}

/** Plug what happens when sign-ins end (backend.ts drops their sockets). A no-op by default. */
export function setEndedTokensSink(next: EndedSink | null): void {
  endedSink = next ?? (() => {})
}

/** Every token of the sign-ins that just ended (sign-out, password change, reset). */
export function announceEndedTokens(tokens: readonly string[]): void {
  try {
    endedSink(tokens)
  } catch {
    // A broken sink must never break a request.
  }
}
