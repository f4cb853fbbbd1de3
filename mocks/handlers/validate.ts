import type { z } from 'zod'
import { errorMap, fieldErrors } from '../../src/api/schemas/error-map.ts'
import type { LazyNamespace } from '../../src/i18n/types.ts'
import { messageCatalogue } from '../catalogues.ts'
import { assertValid, langOf } from './util.ts'

/**
 * Parses a request body with a write schema of src/api/schemas and the app's error map: a bad value is
 * refused with 422 and the message the form would show for it, in the request's language.
 */
export function parseWrite<S extends z.ZodType>(
  request: Request,
  schema: S,
  body: unknown,
  ns: LazyNamespace,
): z.output<S> {
  const catalogue = messageCatalogue(langOf(request), ns)
  const parsed = schema.safeParse(body, { error: errorMap(() => catalogue) })
  if (!parsed.success) assertValid(request, fieldErrors(parsed.error))
  return parsed.data as z.output<S>
}
