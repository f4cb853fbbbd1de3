import { useState } from 'react'

/**
 * A choice kept in the address (a radio of a desk): the address follows a click a moment later (the router
 * navigates, a loader may run), so what was picked shows at once, until the address holds it or moves on.
 *
 *   const [shown, choose] = usePendingChoice(search.action, (action) => setSearch({ action }))
 *   <input type="radio" checked={shown === 'merge'} onChange={() => choose('merge')} />
 */
export function usePendingChoice<T>(value: T, onChange: (next: T) => void): [T, (next: T) => void] {
  const [picked, setPicked] = useState<{ over: T; next: T } | null>(null)
  const shown = picked && Object.is(picked.over, value) ? picked.next : value
  const choose = (next: T) => {
    setPicked({ over: value, next })
    onChange(next)
  }
  return [shown, choose]
}
