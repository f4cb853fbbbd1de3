/**
 * Where the app's form and confirmation dialogs render, and how they give the focus back. They render straight
 * into <body>: antd's own container is attached to the document a moment after the dialog's content mounts, so
 * without an opening motion (the user's system asks for reduced motion) a field's or a button's autoFocus fell on
 * an element not yet in the document. The element focused before the dialog opened is taken as the dialog first
 * renders (before any autoFocus) and focused again once the dialog has gone.
 */
export const dialogContainer = () => document.body

/** The element that has the focus now (none: the page itself). */
export const focusedElement = () =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null

/** Focuses `opener` again when it is still on the page. */
export function giveFocusBack(opener: HTMLElement | null) {
  if (opener?.isConnected) opener.focus()
}
