import { isApiError } from './http'
import { randomString } from '../lib/format'

/** One key per confirmation (DECISIONS #12). */
export const newKey = () => globalThis.crypto.randomUUID?.() ?? randomString(32)

/** A refusal ends the confirmation; a network failure (status 0) keeps its key, so a retry cannot move twice. */
export const endsConfirmation = (error: unknown) => isApiError(error) && error.status > 0
