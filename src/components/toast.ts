import { isApiError } from '../api/http'
import { notify } from '../lib/notify'

/** Screen-level toasts, through the same sink as the HTTP core's (top centre, 3 s). */
export const toast = {
  success: (message: string) => notify({ type: 'success', message }),
  error: (message: string) => notify({ type: 'error', message }),
  /**
   * A one-click action (a status move, a send, an answer) refused because the record changed meanwhile: the
   * HTTP core leaves a 409 to the screen (forms offer a reload instead), so it is said here. Other failures
   * were already toasted by the HTTP core.
   */
  conflict: (error: unknown) => {
    if (isApiError(error) && error.status === 409) notify({ type: 'error', message: error.message })
  },
}
