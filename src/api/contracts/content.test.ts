import { describe, expect, it } from 'vitest'
import { ARTICLE_STATUS, articleState } from './content'

describe('an article’s state (what a reader sees of it now)', () => {
  const now = Date.parse('2026-03-10T08:00:00+07:00')
  const ahead = '2026-03-10T08:01:00+07:00'
  const past = '2026-03-09T20:00:00+07:00'

  it('is a draft or hidden whatever its time', () => {
    for (const publicAt of [ahead, past, null]) {
      expect(articleState(ARTICLE_STATUS.draft, publicAt, now)).toBe('draft')
      expect(articleState(ARTICLE_STATUS.hidden, publicAt, now)).toBe('hidden')
    }
  })

  it('is scheduled while a published article’s time is ahead, published from that time on', () => {
    expect(articleState(ARTICLE_STATUS.published, ahead, now)).toBe('scheduled')
    // one millisecond ahead is still ahead
    expect(articleState(ARTICLE_STATUS.published, '2026-03-10T01:00:00.001Z', now)).toBe('scheduled')
    expect(articleState(ARTICLE_STATUS.published, '2026-03-10T08:00:00+07:00', now)).toBe('published')
    expect(articleState(ARTICLE_STATUS.published, past, now)).toBe('published')
  })

  it('reads the time with its offset: the same instant in UTC is the same state', () => {
    expect(articleState(ARTICLE_STATUS.published, '2026-03-10T01:01:00Z', now)).toBe('scheduled')
    expect(articleState(ARTICLE_STATUS.published, '2026-03-10T01:00:00Z', now)).toBe('published')
  })

  it('is published when a published article has no time (published when saved)', () => {
    expect(articleState(ARTICLE_STATUS.published, null, now)).toBe('published')
  })
})
