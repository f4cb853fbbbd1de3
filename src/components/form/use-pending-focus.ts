import { useEffect, useRef } from 'react'

/**
 * Where the focus goes once a list of a form has re-rendered (a row moved or removed): the element whose id is
 * `${base}-${target}`, a row's button by its key, or the list's add button.
 */
export function usePendingFocus(base: string) {
  const pending = useRef<string | null>(null)
  // after every render: the list's change (a move, a removal) re-renders it
  useEffect(() => {
    if (!pending.current) return
    document.getElementById(`${base}-${pending.current}`)?.focus()
    pending.current = null
  })
  return (target: string) => {
    pending.current = target
  }
}

/**
 * The button of a moved row that keeps the focus: the one of the way it moved, or at an end of the list (where
 * that one is disabled) the other one.
 */
export const movedRowButton = (from: number, to: number, last: number): 'up' | 'down' =>
  to < from ? (to === 0 ? 'down' : 'up') : to === last ? 'up' : 'down'
