import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createAppRouter, isSignedInScreen } from './router'

describe('isSignedInScreen', () => {
  const router = createAppRouter(new QueryClient())

  it('is true for the screens of the signed-in layout, parameters and trailing slashes included', () => {
    for (const path of ['/', '/dashboard', '/booking-waiting', '/trip/12', '/user/info/'])
      expect(isSignedInScreen(router, path), path).toBe(true)
  })

  it('is false for the sign-in and password pages and for an address no route has', () => {
    for (const path of ['/login', '/forgot-password', '/auth/reset-password', '/khong-co-trang-nay'])
      expect(isSignedInScreen(router, path), path).toBe(false)
  })
})
