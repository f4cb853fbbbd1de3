import type { CSSProperties, FormEvent, ReactNode } from 'react'
import { theme } from 'antd'

export interface FieldProps {
  /** id of the control; the label points at it and the error is described by `${id}-error`. */
  id: string
  label: ReactNode
  error?: string
  required?: boolean
  extra?: ReactNode
  children: ReactNode
}

/**
 * A labelled form row for react-hook-form controls (label, required mark, inline error), drawn with antd's
 * tokens. antd's own Form is not used: it would add its whole validation engine to every form page.
 */
export function Field({ id, label, error, required, extra, children }: FieldProps) {
  const { token } = theme.useToken()
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        className={required ? 'field-required' : undefined}
        style={
          {
            display: 'inline-block',
            paddingBottom: token.paddingXS,
            color: token.colorText,
            '--field-required-color': token.colorError,
          } as CSSProperties
        }
      >
        {label}
      </label>
      <div className={error ? 'ant-form-item-has-error' : undefined}>{children}</div>
      {error && (
        <div
          id={`${id}-error`}
          style={{ color: token.colorError, marginTop: 2, lineHeight: token.lineHeight }}
        >
          {error}
        </div>
      )}
      {extra && <div style={{ color: token.colorTextSecondary, marginTop: 2 }}>{extra}</div>}
    </div>
  )
}

/** aria props for a control rendered inside <Field id=...>; `status` turns antd inputs red. */
export const fieldAria = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
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
