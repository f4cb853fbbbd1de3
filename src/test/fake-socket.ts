/**
 * socket.io's client stood in for by sockets a test connects, feeds, drops or fails by hand:
 *
 *   vi.mock('../../realtime/socket-client', () => import('../../test/fake-socket'))
 *   import { openedSockets } from '../../test/fake-socket'
 *   act(() => openedSockets[0].emit('connect'))
 */
type Handler = (...args: unknown[]) => void

export class FakeSocket {
  id = 'fake-socket'
  connected = false
  recovered = false
  handlers = new Map<string, Handler[]>()
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
    return this
  }
  /** what the server or the network does to the socket */
  emit(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true
    if (event === 'disconnect') this.connected = false
    this.handlers.get(event)?.forEach((handler) => handler(...args))
  }
  off(event: string, handler: Handler) {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((h) => h !== handler),
    )
    return this
  }
  removeAllListeners() {
    this.handlers.clear()
    return this
  }
  disconnect() {
    this.connected = false
    return this
  }
}

/** every socket the app opened, in order (a test empties it between tests) */
export const openedSockets: FakeSocket[] = []

/** socket-client's `io`, as the app calls it */
export function io() {
  const socket = new FakeSocket()
  openedSockets.push(socket)
  return socket
}
