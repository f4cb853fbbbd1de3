import { z } from 'zod'
import { errorMap, fieldErrors } from '../../src/api/schemas/error-map.ts'
import type { FormTexts } from '../../src/i18n/types.ts'
import { messageCatalogue } from '../catalogues.ts'
import { assertValid, langOf } from './util.ts'

/**
 * Parses a request body with a write schema of src/api/schemas and the app's error map: a bad value is
 * refused with 422 and the message the form would show for it, in the request's language.
 */
export function parseWrite<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  body: unknown,
  ns: FormTexts,
): z.output<S> {
  const catalogue = messageCatalogue(langOf(request), ns)
  // zod's or zod/mini's: the same core parses both
  const parsed = z.safeParse(schema, body, { error: errorMap(() => catalogue) })
  if (!parsed.success) assertValid(request, fieldErrors(parsed.error))
  return parsed.data as z.output<S>
}
