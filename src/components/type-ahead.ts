/**
 * Type-ahead for forms that open: the keys a clerk types between the click (or shortcut) that opens a dialog
 * and the moment its first field takes them (its code still loading, the dialog still animating in) are held
 * and typed into the first field that gets the focus. Without it a phone typed at once loses its first digits,
 * and a space lands on the button that opened the dialog.
 */

import { onSignOut } from '../stores/session'

/** How long keys are held for a field that does not come (the dialog failed to load, or has no field). */
const HOLD_MS = 5000

let held: { text: string; stop: () => void } | null = null

/** The input types a text is typed into (a check box, a radio or a range is no place for held keys). */
const TEXT_INPUT = new Set(['', 'text', 'search', 'tel', 'email', 'url', 'number', 'password'])

const editable = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement =>
  ((el instanceof HTMLInputElement && TEXT_INPUT.has(el.getAttribute('type') ?? '')) ||
    el instanceof HTMLTextAreaElement) &&
  !el.readOnly &&
  !el.disabled

/** A control the clerk may have moved to on purpose: keys pressed there are theirs, not the form's. */
const CONTROL = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'tr[tabindex]',
  ...['button', 'checkbox', 'combobox', 'gridcell', 'menuitem', 'option', 'radio', 'switch', 'tab'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ')

/** Types `text` where the caret is, as the browser would: the field's own input handlers see it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  if (document.execCommand?.('insertText', false, text)) return
  const start = field.selectionStart ?? field.value.length
  const end = field.selectionEnd ?? start
  const value = field.value.slice(0, start) + text + field.value.slice(end)
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
  field.dispatchEvent(new InputEvent('input', { bubbles: true, data: text, inputType: 'insertText' }))
}

/**
 * Starts holding the keys typed outside a field, until a field takes the focus (they are typed into it), another
 * control does (they are dropped), or HOLD_MS passes. Nothing to hold when a field has the focus already.
 */
export function holdKeys() {
  const active = document.activeElement
  if (held || (editable(active) && active.isConnected)) return
  const onKey = (e: KeyboardEvent) => {
    if (!held || editable(e.target) || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return
    if (e.key.length === 1) held.text += e.key
    else if (e.key === 'Backspace') held.text = held.text.slice(0, -1)
    else if (e.key !== 'Enter') return
    // kept for the field, and not a second press of the button that opened the dialog
    e.preventDefault()
    e.stopPropagation()
  }
  const onFocus = (e: FocusEvent) => {
    if (!held) return
    const { text } = held
    const field = e.target
    if (editable(field)) {
      stop()
      // once the code that focused it (often a render, whose field ignores input until it is done) has run
      if (text) queueMicrotask(() => document.activeElement === field && typeInto(field, text))
    } else if (e.target instanceof Element && e.target.matches(CONTROL)) stop()
  }
  const timer = window.setTimeout(() => stop(), HOLD_MS)
  function stop() {
    window.clearTimeout(timer)
    document.removeEventListener('keydown', onKey, true)
    document.removeEventListener('focusin', onFocus, true)
    held = null
  }
  document.addEventListener('keydown', onKey, true)
  document.addEventListener('focusin', onFocus, true)
  held = { text: '', stop }
}

/** Drops what is held (the dialog closed before a field took it). */
export function dropHeldKeys() {
  held?.stop()
}

// what was typed is the signed-in clerk's: it never reaches a field after a sign-out
onSignOut(dropHeldKeys)
