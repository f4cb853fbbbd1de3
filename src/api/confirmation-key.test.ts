import { describe, expect, it } from 'vitest'
import { keyFor } from './confirmation-key'

describe('a confirmation key tied to its batch', () => {
  it('is kept while the batch is the same, and new once it changed', () => {
    const first = keyFor(null, '[1,["A1","B2"]]')
    expect(keyFor(first, '[1,["A1","B2"]]')).toBe(first)
    const more = keyFor(first, '[1,["A1","B2","C3"]]')
    expect(more.key).not.toBe(first.key)
    expect(keyFor(more, '[2,["A1","B2","C3"]]').key).not.toBe(more.key)
  })
})
