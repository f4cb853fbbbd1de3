import { useEffect, useEffectEvent, type RefObject } from 'react'
import type { RefSelectProps } from 'antd/es/select'

/** The id of the sale's form: Ctrl+Enter anywhere on the screen submits it. */
export const SALE_FORM_ID = 'sale-form'

/** Typing in a field: the one-key shortcuts (?, P) are letters there. */
const typing = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true
  if (target.getAttribute('role') === 'combobox') return true
  return (
    target.tagName === 'INPUT' && !['radio', 'checkbox', 'button'].includes((target as HTMLInputElement).type)
  )
}

/**
 * Focuses `target` if it is there and takes the focus; false when it does not (yet: absent, or disabled while
 * it loads). A select's handle is no element: it counts as focused once the focus has left the page's body.
 */
const focusOn = (target: HTMLElement | { focus: () => void } | null | undefined) => {
  if (!target) return false
  target.focus()
  return target instanceof HTMLElement
    ? document.activeElement === target
    : document.activeElement !== document.body
}

/** The checked radio of a group, else its first: where the focus lands in a radio group. */
const focusRadio = (group: HTMLElement | null) =>
  focusOn(
    group?.querySelector<HTMLInputElement>('input[type=radio]:checked') ??
      group?.querySelector<HTMLInputElement>('input[type=radio]'),
  )

/** How long a shortcut pressed before its part has shown waits for it (the part's data loading). */
const SHORTCUT_WAIT_MS = 10_000

/**
 * The screen's keyboard: Alt+D day, Alt+H direction, Alt+T trips, Alt+G seat map, Alt+K customers, Ctrl+Enter
 * confirms the sale; outside a field, ? opens the help and P prints the tickets just sold. `targets` are where
 * each Alt shortcut goes.
 */
export interface SaleShortcutTargets {
  day: RefObject<HTMLInputElement | null>
  direction: RefObject<RefSelectProps | null>
  trips: RefObject<HTMLFieldSetElement | null>
  seatMap: RefObject<HTMLDivElement | null>
  waiting: RefObject<HTMLFieldSetElement | null>
}

export function useSaleShortcuts(
  { day, direction, trips, seatMap, waiting }: SaleShortcutTargets,
  handlers: { onHelp: () => void; onPrint: () => void },
) {
  const onHelp = useEffectEvent(handlers.onHelp)
  const onPrint = useEffectEvent(handlers.onPrint)
  useEffect(() => {
    // a shortcut pressed before its part has shown goes there once it shows; the next key cancels it
    let waitingFor: { observer: MutationObserver; timer: number } | null = null
    const stopWaiting = () => {
      if (!waitingFor) return
      waitingFor.observer.disconnect()
      window.clearTimeout(waitingFor.timer)
      waitingFor = null
    }
    const goWhenShown = (go: () => boolean) => {
      if (go()) return
      const observer = new MutationObserver(() => {
        if (go()) stopWaiting()
      })
      observer.observe(document.body, { childList: true, subtree: true })
      waitingFor = { observer, timer: window.setTimeout(stopWaiting, SHORTCUT_WAIT_MS) }
    }
    const onKey = (e: KeyboardEvent) => {
      stopWaiting()
      // a dialog (a ticket's edit, cancel or seat, this help) owns the keys while it is open
      if (e.target instanceof Element && e.target.closest('[role="dialog"]')) return
      if (e.altKey && !e.ctrlKey && !e.metaKey) {
        const go: Record<string, () => boolean> = {
          KeyD: () => focusOn(day.current),
          KeyH: () => focusOn(direction.current),
          KeyT: () => focusRadio(trips.current),
          KeyG: () => focusOn(seatMap.current?.querySelector<HTMLElement>('[data-seat-id][tabindex="0"]')),
          KeyK: () => focusRadio(waiting.current),
        }
        const to = go[e.code]
        if (to) {
          e.preventDefault()
          goWhenShown(to)
        }
        return
      }
      if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
        // the form of a customer just chosen may still be loading: the sale is confirmed once it is there
        e.preventDefault()
        goWhenShown(() => {
          const form = document.getElementById(SALE_FORM_ID)
          if (!(form instanceof HTMLFormElement)) return false
          form.requestSubmit()
          return true
        })
        return
      }
      if (e.ctrlKey || e.altKey || e.metaKey || typing(e.target)) return
      if (e.key === '?') {
        e.preventDefault()
        onHelp()
      } else if (e.key === 'p' || e.key === 'P') onPrint()
    }
    document.addEventListener('keydown', onKey)
    // a click elsewhere is the clerk's next intention: a shortcut still waiting is dropped
    document.addEventListener('pointerdown', stopWaiting)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', stopWaiting)
      stopWaiting()
    }
  }, [day, direction, trips, seatMap, waiting])
}
