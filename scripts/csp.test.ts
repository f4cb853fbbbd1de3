// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './csp'
import { ROUTE_PRELOAD_HASH } from './route-preload'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

const FIREBASE = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'nhaxe.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'nhaxe',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'vapid',
}

describe('contentSecurityPolicy', () => {
  it('with the demo backend, everything comes from the page’s own origin', () => {
    expect(contentSecurityPolicy({})).toBe(
      `default-src 'self'; script-src 'self' ${ROUTE_PRELOAD_HASH}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; ` +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it('a real backend: its origin for requests and uploaded images, and its wss: origin for the socket', () => {
    const policy = contentSecurityPolicy({ VITE_API_URL: 'https://api.example.vn/v1/' })
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.vn',
      'wss://api.example.vn',
    ])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.vn'])
    expect(directive(policy, 'script-src')).toEqual(["'self'", ROUTE_PRELOAD_HASH])
  })

  it('a socket server of its own: its origin and ws equivalent, port kept', () => {
    const policy = contentSecurityPolicy({
      VITE_API_URL: 'https://api.example.vn',
      VITE_SOCKET_URL: 'http://rt.example.vn:8080',
    })
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.vn',
      'http://rt.example.vn:8080',
      'ws://rt.example.vn:8080',
    ])
  })

  it('a socket URL without an origin stays on the page’s origin', () => {
    expect(directive(contentSecurityPolicy({ VITE_SOCKET_URL: '/' }), 'connect-src')).toEqual(["'self'"])
  })

  it('web push adds firebase’s endpoints only when every VITE_FIREBASE_* setting is present', () => {
    expect(directive(contentSecurityPolicy(FIREBASE), 'connect-src')).toEqual([
      "'self'",
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    ])
    expect(
      directive(contentSecurityPolicy({ ...FIREBASE, VITE_FIREBASE_VAPID_KEY: '' }), 'connect-src'),
    ).toEqual(["'self'"])
  })
})
