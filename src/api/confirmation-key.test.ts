import { describe, expect, it } from 'vitest'
import { endsConfirmation, keyFor } from './confirmation-key'
import { ApiError } from './http'

describe('a confirmation key tied to its batch', () => {
  it('is kept while the batch is the same, and new once it changed', () => {
    const first = keyFor(null, '[1,["A1","B2"]]')
    expect(keyFor(first, '[1,["A1","B2"]]')).toBe(first)
    const more = keyFor(first, '[1,["A1","B2","C3"]]')
    expect(more.key).not.toBe(first.key)
    expect(keyFor(more, '[2,["A1","B2","C3"]]').key).not.toBe(more.key)
  })
})

describe('what ends a confirmation', () => {
  const failed = (status: number) => new ApiError('…', { status, kind: status === 0 ? 'network' : 'http' })

  it('a refusal ends it; no answer, or a gateway’s error (the backend may have done it), keeps its key', () => {
    for (const status of [409, 422, 403, 500]) expect(endsConfirmation(failed(status))).toBe(true)
    for (const status of [0, 502, 503, 504]) expect(endsConfirmation(failed(status))).toBe(false)
  })
})
