import { describe, expect, it } from 'vitest'
import { useSession } from './session'

describe('the session', () => {
  it('ends with the tab’s choices of this sign-in gone, whatever screen wrote them', () => {
    useSession.getState().signIn('a-token', true)
    // a statistics range chosen before a reload: the screen that reads it may never load again before sign-out
    sessionStorage.setItem('stats-range', JSON.stringify({ from: '2026-11-01', to: '2026-11-28' }))
    useSession.getState().clear()
    expect(sessionStorage.length).toBe(0)
    expect(localStorage.getItem('token')).toBeNull()
  })
})
