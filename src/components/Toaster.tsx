import { useEffect, type ReactNode } from 'react'
import { create } from 'zustand'
import { useTranslation } from 'react-i18next'
import { setNotifier, TOAST_DURATION_MS, type Toast, type ToastType } from '../lib/notify'
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons'

/** How long a closed toast takes to fade out (the CSS animation of .toast[data-leaving]). */
export const TOAST_EXIT_MS = 200
/** At most this many toasts per corner; the oldest go first. */
const MAX_PER_PLACE = 5

interface ShownToast extends Toast {
  id: number
  /** Bumped when a toast with the same key replaces this one: restarts its timer. */
  version: number
  leaving: boolean
}

interface ToastState {
  toasts: ShownToast[]
  show: (toast: Toast) => void
  close: (id: number) => void
  remove: (id: number) => void
  clear: () => void
}

let nextId = 1

const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  show: (toast) =>
    set(({ toasts }) => {
      const same = toast.key ? toasts.find((t) => t.key === toast.key) : undefined
      if (same) {
        // One toast per key: the new one takes the shown one's place.
        return {
          toasts: toasts.map((t) =>
            t === same ? { ...toast, id: t.id, version: t.version + 1, leaving: false } : t,
          ),
        }
      }
      const added: ShownToast = { ...toast, id: nextId++, version: 0, leaving: false }
      const samePlace = toasts.filter((t) => !!t.persistent === !!toast.persistent)
      const dropped = new Set(samePlace.slice(0, Math.max(0, samePlace.length + 1 - MAX_PER_PLACE)))
      return { toasts: [...toasts.filter((t) => !dropped.has(t)), added] }
    }),
  close: (id) =>
    set(({ toasts }) => ({ toasts: toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) })),
  remove: (id) => set(({ toasts }) => ({ toasts: toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}))

const ICONS: Record<ToastType, () => ReactNode> = {
  error: ErrorIcon,
  warning: WarningIcon,
  success: SuccessIcon,
  info: InfoIcon,
}

/**
 * The app's one toaster, for every page (SPEC §9), registered as the sink of lib/notify. Persistent toasts
 * (network, 403, a booking that just came) stack at the top right until closed; the others show at the top centre
 * and close after `duration` (3 s). A toast with the key of one already shown replaces it. A toast with a `link`
 * is one: its message opens what it tells of, and the toast closes.
 */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts)
  useEffect(() => {
    const previous = setNotifier((toast) => useToasts.getState().show(toast))
    return () => {
      setNotifier(previous)
      useToasts.getState().clear()
    }
  }, [])
  return (
    <>
      <div className="toaster toaster-top">
        {toasts.map((t) => !t.persistent && <ToastView key={t.id} toast={t} />)}
      </div>
      <div className="toaster toaster-top-right">
        {toasts.map((t) => t.persistent && <ToastView key={t.id} toast={t} />)}
      </div>
    </>
  )
}

function ToastView({ toast }: { toast: ShownToast }) {
  const { t } = useTranslation()
  const { id, version, leaving, persistent, duration, type, link } = toast

  // Auto close (restarted when a toast with the same key replaces this one); the timer dies with the view.
  useEffect(() => {
    if (persistent || leaving) return
    const timer = window.setTimeout(() => useToasts.getState().close(id), duration ?? TOAST_DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [id, version, leaving, persistent, duration])

  // Gone once the exit animation has played.
  useEffect(() => {
    if (!leaving) return
    const timer = window.setTimeout(() => useToasts.getState().remove(id), TOAST_EXIT_MS)
    return () => window.clearTimeout(timer)
  }, [id, leaving])

  const Icon = ICONS[type]
  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={`toast toast-${type}`}
      data-leaving={leaving ? '' : undefined}
    >
      <span className="toast-icon">
        <Icon />
      </span>
      <div className="toast-message">
        {link ? (
          <a
            href={link.href}
            onClick={(e) => {
              e.preventDefault()
              useToasts.getState().close(id)
              link.open()
            }}
          >
            {toast.message}
          </a>
        ) : (
          toast.message
        )}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label={t('common.close')}
        title={t('common.close')}
        onClick={() => useToasts.getState().close(id)}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
