import { isApiError } from './http'
import { randomString } from '../lib/random'

/** One key per confirmation (DECISIONS #12). */
export const newKey = () => globalThis.crypto.randomUUID?.() ?? randomString(32)

/** A confirmation's key and what it confirms (the batch, said as text). */
export interface BatchKey {
  batch: string
  key: string
}

/**
 * The key for confirming `batch`: the one held while the batch is the same (a retry after a network failure gets
 * that confirmation's answer back), a new one once the batch changed (another trip, other parcels).
 */
export const keyFor = (held: BatchKey | null, batch: string): BatchKey =>
  held?.batch === batch ? held : { batch, key: newKey() }

/** What a gateway answers when the backend behind it may have done the work without its answer coming back. */
const UNKNOWN_OUTCOME = new Set([502, 503, 504])

/**
 * A refusal ends the confirmation; a network failure (status 0) or a gateway's error (the backend may have done
 * it) keeps its key, so a retry gets that confirmation's answer back and nothing is sold or moved twice.
 */
export const endsConfirmation = (error: unknown) =>
  isApiError(error) && error.status > 0 && !UNKNOWN_OUTCOME.has(error.status)
