import { useEffect } from 'react'

/**
 * Opens the browser's print once the fonts and `ready` (what the area still draws, e.g. a barcode's code) have
 * loaded, a frame later so the last drawing is on the page; not when `live()` says the screen has gone. Resolves
 * to whether it printed.
 */
export async function printWhenReady(ready?: Promise<unknown>, live: () => boolean = () => true) {
  await Promise.all([document.fonts?.ready, ready])
  await new Promise((resolve) => requestAnimationFrame(resolve))
  if (!live()) return false
  window.print()
  return true
}

/** Prints once when `when` turns true (after printWhenReady's waits), then calls `onPrinted`. */
export function usePrintWhen(when: boolean, onPrinted: () => void, ready?: () => Promise<unknown>) {
  useEffect(() => {
    if (!when) return
    let live = true
    void printWhenReady(ready?.(), () => live).then((printed) => printed && onPrinted())
    return () => {
      live = false
    }
  }, [when, onPrinted, ready])
}
