import { SOCKET_EVENTS, type ResourceChangedPayload, type SocketEventName } from '../src/realtime/events.ts'

type Sink = (event: SocketEventName, payload: unknown) => void

let sink: Sink = () => {}

/** Plug where events go (backend.ts wires socket.io's io.emit; tests may capture). A no-op by default. */
export function setEmitter(next: Sink | null): void {
  sink = next ?? (() => {})
}

export function emit(event: SocketEventName, payload: unknown): void {
  try {
    sink(event, payload)
  } catch {
    // A broken sink must never break a request.
  }
}

/** The generic CRUD notification. */
export function emitChanged(
  resource: string,
  action: ResourceChangedPayload['action'],
  ids: Array<number | string>,
): void {
  const payload: ResourceChangedPayload = { resource, action, ids }
  emit(SOCKET_EVENTS.resourceChanged, payload)
}
