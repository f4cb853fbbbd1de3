import type { ReactNode } from 'react'

/** A part of a person's form (an account, a driver, a customer) with its heading. */
export function Section({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <fieldset className="form-section" style={wide ? { flex: '1 1 400px' } : undefined}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  )
}
