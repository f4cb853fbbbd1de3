/**
 * The Content-Security-Policy of the built app (README "Content-Security-Policy"), from the same VITE_* settings
 * the build reads. `vite preview` serves it; a real deployment serves the same header with its own settings.
 * Not for the dev server: Vite's dev client injects inline scripts.
 */

import { ROUTE_PRELOAD_HASH } from './route-preload.ts'

/** What the browser side of web push talks to, besides the app (src/realtime/push.ts). */
const FIREBASE_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
]
const FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_VAPID_KEY',
]

/** The origin of an absolute http(s) URL; undefined for an empty or relative one (the app's own origin). */
function originOf(url: string | undefined): URL | undefined {
  if (!url?.trim()) return undefined
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined
  } catch {
    return undefined
  }
}

export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const api = originOf(env.VITE_API_URL)
  // The socket goes where src/realtime/socket.ts sends it: VITE_SOCKET_URL, else VITE_API_URL, else the page.
  const socket = originOf(env.VITE_SOCKET_URL) ?? api
  const connect = new Set(["'self'"]) // 'self' covers the page's own ws:/wss: origin too
  if (api) connect.add(api.origin)
  if (socket) {
    connect.add(socket.origin) // socket.io's long-polling fallback
    connect.add(`${socket.protocol === 'https:' ? 'wss:' : 'ws:'}//${socket.host}`)
  }
  if (FIREBASE_SETTINGS.every((name) => env[name]?.trim())) FIREBASE_ORIGINS.forEach((o) => connect.add(o))

  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // the inline script of index.html that preloads the opened route's code (scripts/route-preload.ts)
    'script-src': ["'self'", ROUTE_PRELOAD_HASH],
    // antd writes its CSS-in-JS as <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // uploads are served by the API (fileUrl in src/api/http.ts); a chosen picture previews as blob: or data:
    'img-src': ["'self'", 'data:', 'blob:', ...(api ? [api.origin] : [])],
    'connect-src': [...connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
