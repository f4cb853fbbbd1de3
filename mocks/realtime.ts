import {
  resourceEvent,
  type ResourceAction,
  type ResourceEventPayload,
  type ResourceGroup,
  type SocketEventName,
} from '../src/realtime/events.ts'

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

/** Announces a change of a resource group to every connected client: `<group>:<action>` with the ids. */
export function emitChanged(group: ResourceGroup, action: ResourceAction, ids: Array<number | string>): void {
  const payload: ResourceEventPayload = { ids }
  emit(resourceEvent(group, action), payload)
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
