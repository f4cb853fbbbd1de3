import type { ReactNode } from 'react'
import { ErrorIcon } from '../../components/icons'

/** The server's answer above a public form (role=alert, read out when it appears). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="alert alert-error">
      <span className="alert-icon">
        <ErrorIcon />
      </span>
      <div>{children}</div>
    </div>
  )
}

/**
 * The primary submit button of a public form. While the call runs it shows a spinner and ignores
 * presses, but stays focusable (a disabled button would drop the keyboard focus).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block"
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault()
      }}
    >
      {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
      {children}
    </button>
  )
}
