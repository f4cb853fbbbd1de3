import { useState } from 'react'

/**
 * `value`, or once it is gone the last one it was: a dialog or drawer opened on something keeps its title and
 * content while it closes, so it never turns into an unnamed, empty dialog on its way out.
 *
 *   const shown = useLastShown(drill)
 *   <Drawer open={drill !== null} title={shown ? titleOf(shown) : ''}>
 */
export function useLastShown<T>(value: T | null | undefined): T | undefined {
  const [last, setLast] = useState<T | undefined>(() => value ?? undefined)
  if (value != null && !Object.is(value, last)) setLast(() => value)
  return value ?? last
}
