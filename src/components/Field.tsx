import type { FormEvent, ReactNode } from 'react'

export interface FieldProps {
  /** id of the control; the label points at it and the error is described by `${id}-error`. */
  id: string
  label: ReactNode
  /** read by screen readers only (a table's column header names the field on screen) */
  labelHidden?: boolean
  error?: string
  required?: boolean
  extra?: ReactNode
  children: ReactNode
}

/**
 * A labelled form row for react-hook-form controls (label, required mark, inline error), styled by the
 * CSS classes of global.css, so it serves native inputs on the public pages and antd inputs in the
 * signed-in frame alike. antd's own Form is not used: it would add its whole validation engine to every
 * form page.
 */
export function Field({ id, label, labelHidden, error, required, extra, children }: FieldProps) {
  return (
    <div className="field">
      <label
        htmlFor={id}
        className={labelHidden ? 'sr-only' : required ? 'field-label field-required' : 'field-label'}
      >
        {label}
      </label>
      <div>{children}</div>
      {error && (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      )}
      {extra && <div className="field-extra">{extra}</div>}
    </div>
  )
}

/** id and aria props for a native control rendered inside <Field id=...>. */
export const controlAria = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
})

/** aria props for an antd control rendered inside <Field id=...>; `status` turns it red. */
export const fieldAria = (id: string, error?: string) => ({
  ...controlAria(id, error),
  status: error ? ('error' as const) : undefined,
})

/** A native <form>: Enter submits, no browser validation bubbles (messages are ours, SPEC §5). */
export function FormShell({
  onSubmit,
  children,
  'aria-label': ariaLabel,
}: {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  children: ReactNode
  'aria-label'?: string
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
      {children}
    </form>
  )
}
