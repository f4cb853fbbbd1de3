import { useEffect } from 'react'
import './print.css'

/** The page an area prints on: an A4 sheet (tickets, manifests, lists, statistics) or a 100 × 150 mm label. */
export type PrintKind = 'a4' | 'label'

/**
 * Props that make an element what prints (print.css): alone on its kind of page, never with the header or the side
 * menu. `printOnly`: hidden on screen (a print layout of its own).
 */
export function printArea(kind: PrintKind, { printOnly = false } = {}) {
  return { 'data-print': kind, ...(printOnly ? { 'data-print-only': '' } : {}) }
}

/** The class of a part of a print area that never prints (its buttons, filters, hints). */
export const NO_PRINT = 'no-print'

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
