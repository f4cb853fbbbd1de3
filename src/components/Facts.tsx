import type { ReactNode } from 'react'

/**
 * Facts of a record shown, not edited: each term beside its value (a customer for a reader, an account a clerk may
 * not change, the operator on /about). `live`: read out when the values change (a preview).
 */
export function Facts({ rows, live = false }: { rows: Array<[string, ReactNode]>; live?: boolean }) {
  return (
    <dl className="account-facts" aria-live={live ? 'polite' : undefined}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
