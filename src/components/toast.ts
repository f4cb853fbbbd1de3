import { notify } from '../lib/notify'

/** Screen-level toasts, through the same sink as the HTTP core's (top centre, 3 s). */
export const toast = {
  success: (message: string) => notify({ type: 'success', message }),
  error: (message: string) => notify({ type: 'error', message }),
}
