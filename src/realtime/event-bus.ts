/**
 * A tiny typed in-app event bus (SPEC §7 "Push"): features listen for what push and realtime code announce,
 * without importing them. No dependency; handlers run synchronously in subscription order.
 */

/** What a push message carries: its data pairs (FCM data values are strings) plus its title, body and link. */
export interface PushMessageData {
  title?: string
  body?: string
  link?: string
  /** the notification type (SPEC §9), when the sender names one */
  type?: string
  [key: string]: string | undefined
}

/** Every event of the bus and the payload it carries. */
export interface AppEvents {
  /** a push message whose link is the driver trip-acceptance page marker */
  'new-booking': PushMessageData
}

export type AppEventName = keyof AppEvents
export type AppEventHandler<K extends AppEventName> = (payload: AppEvents[K]) => void

const handlers = new Map<AppEventName, Set<AppEventHandler<AppEventName>>>()

/** Listens to `event`; returns the function that stops listening. */
export function on<K extends AppEventName>(event: K, handler: AppEventHandler<K>): () => void {
  let set = handlers.get(event)
  if (!set) handlers.set(event, (set = new Set()))
  const entry = handler as AppEventHandler<AppEventName>
  set.add(entry)
  return () => {
    set.delete(entry)
  }
}

/** Calls every handler of `event` with `payload`. A handler that throws is logged and does not stop the others. */
export function emit<K extends AppEventName>(event: K, payload: AppEvents[K]): void {
  const set = handlers.get(event)
  if (!set) return
  for (const handler of [...set]) {
    try {
      handler(payload)
    } catch (error) {
      console.error(`[event-bus] a '${event}' handler failed`, error)
    }
  }
}
