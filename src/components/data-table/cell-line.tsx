import type { ReactNode } from 'react'

/**
 * A cell's content on one line (`.cell-line`, app/global.css): no word broken inside, an ellipsis when longer
 * than its column, a text whole in its title. DataTable's and SimpleTable's cells alike. `lines={2}`: a long text
 * (an address) wraps at spaces onto a second line before its ellipsis.
 */
export function CellLine({ children, lines }: { children: ReactNode; lines?: 2 }) {
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : undefined
  return (
    <div className={lines ? 'cell-line cell-line-2' : 'cell-line'} title={text}>
      {children}
    </div>
  )
}

/** A header's minimum width: about half its words, so it takes two lines at most (wrapped at spaces only). */
export const headerMinWidth = (header: string) => `${Math.ceil(header.length * 0.65) + 3}ch`
