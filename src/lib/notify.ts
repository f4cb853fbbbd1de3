/**
 * A tiny toast sink, so the HTTP core and other pure code need no React.
 *
 * The UI's toaster (src/components/Toaster.tsx) registers itself with `setNotifier` once it has mounted.
 * Sink contract:
 *  - `persistent: true` → no auto close, closable, top-right, e.g. network / 403 toasts.
 *  - otherwise the global configuration of SPEC §9: auto close after 3 s, top-center.
 *  - `key` → the toast with that key is replaced instead of stacking.
 *
 * Keyed toasts are also coalesced here: a burst of failures (20 calls failing within a second) reaches
 * the sink once, whatever the sink does with keys.
 */
export type ToastType = 'error' | 'success' | 'info' | 'warning'

export interface Toast {
  type: ToastType
  message: string
  /** Identity of the toast: repeats with the same key are shown as one. */
  key?: string
  /** No auto close; the user closes it. */
  persistent?: boolean
  /** Auto-close delay in ms for non-persistent toasts (default 3000, SPEC §9 global config). */
  duration?: number
  /** The message is a link to `href`: a click runs `open` (an in-app navigation) and closes the toast. */
  link?: { href: string; open: () => void }
}

export type Notifier = (toast: Toast) => void

/** Default auto-close delay of the global toast configuration (SPEC §9). */
export const TOAST_DURATION_MS = 3000
/** Window in which repeats of one keyed toast are coalesced into one. */
export const TOAST_COALESCE_MS = 1000

const defaultNotifier: Notifier = (toast) => {
  // No UI yet (tests, early boot): keep a trace, show nothing.
  if (toast.type === 'error' || toast.type === 'warning') console.warn(`[${toast.type}] ${toast.message}`)
}

let sink: Notifier = defaultNotifier
const lastShown = new Map<string, number>()

/** Registers the UI's toast function; `null` restores the default (console) sink. Returns the previous sink. */
export function setNotifier(fn: Notifier | null): Notifier {
  const previous = sink
  sink = fn ?? defaultNotifier
  lastShown.clear()
  return previous
}

export function notify(toast: Toast): void {
  if (!toast.message) return
  if (toast.key) {
    const now = Date.now()
    const last = lastShown.get(toast.key)
    if (last !== undefined && now - last < TOAST_COALESCE_MS) return
    lastShown.set(toast.key, now)
  }
  sink({ duration: toast.persistent ? undefined : TOAST_DURATION_MS, ...toast })
}
