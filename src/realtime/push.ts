/**
 * Web push through Firebase Cloud Messaging (SPEC §4 "Notification permission", §7 "Push", §9
 * "Notification types"; ARCHITECTURE "Realtime and push").
 *
 * Off unless every `VITE_FIREBASE_*` setting is present and the browser supports push. firebase is imported
 * only dynamically, once a signed-in session starts push, so no first-load chunk carries it.
 *
 * Per session: register the background worker (public/firebase-messaging-sw.js), obtain the device token
 * (firebase asks for notification permission at this point), keep it in the session store and send it to
 * the backend. A foreground message refreshes the queries its type names, emits `new-booking` on the event
 * bus when its link is the driver trip-acceptance marker, and shows a desktop notification per SPEC §4.
 * Failures to register the worker or to obtain the token are only logged (SPEC §8).
 */
import { useEffect } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { post } from '../api/http'
import { fileUrl } from '../api/http-signed-in'
import { FIRST_API as API } from '../api/first-paths'
import { generalSettingsQuery } from '../api/resources/settings'
import type { Settings } from '../api/schemas/settings'
import { useSession } from '../stores/session'
import { emit, type PushMessageData } from './event-bus'
import { invalidatedBy } from './events'
import { invalidateKeys } from '../api/invalidate'

/** The link of a message meant for the driver trip-acceptance page (SPEC §7). */
export const DRIVER_TRIP_ACCEPTANCE_LINK = '/trip-need-to-confirm'

/** The background worker. It lives in public/ and is served from the site root. */
export const PUSH_WORKER_URL = '/firebase-messaging-sw.js'
/** firebase's own default scope: the worker controls no page, and it replaces a worker firebase registered. */
export const PUSH_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope'

/** Shown when the settings carry no logo. */
export const DEFAULT_NOTIFICATION_ICON = '/favicon.svg'

// ---------------------------------------------------------------------------------------------------
// Configuration

export interface PushConfig {
  /** what firebase's initializeApp takes */
  firebase: {
    apiKey: string
    authDomain: string
    projectId: string
    messagingSenderId: string
    appId: string
  }
  /** the web push certificate's public key */
  vapidKey: string
}

const setting = (env: Record<string, unknown>, name: string): string => {
  const value = env[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** The push configuration when ALL `VITE_FIREBASE_*` settings are present, else null (push stays off). */
export function firebaseConfigFromEnv(env: Record<string, unknown> = import.meta.env): PushConfig | null {
  const config: PushConfig = {
    firebase: {
      apiKey: setting(env, 'VITE_FIREBASE_API_KEY'),
      authDomain: setting(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: setting(env, 'VITE_FIREBASE_PROJECT_ID'),
      messagingSenderId: setting(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
      appId: setting(env, 'VITE_FIREBASE_APP_ID'),
    },
    vapidKey: setting(env, 'VITE_FIREBASE_VAPID_KEY'),
  }
  const complete = Object.values(config.firebase).every(Boolean) && !!config.vapidKey
  return complete ? config : null
}

// ---------------------------------------------------------------------------------------------------
// Messages

/** The parts of a message the app reads (firebase's MessagePayload fits); the link may sit in any of three places. */
export interface PushMessage {
  notification?: { title?: string; body?: string; link?: string }
  data?: Record<string, string>
  fcmOptions?: { link?: string }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/** title, body and link of a message (the notification part first, then the data part), plus its data. */
export function readMessage(message: PushMessage): PushMessageData {
  const data: Record<string, unknown> =
    message.data && typeof message.data === 'object' ? (message.data as Record<string, unknown>) : {}
  const out: PushMessageData = {}
  for (const [key, value] of Object.entries(data)) if (typeof value === 'string') out[key] = value
  const title = text(message.notification?.title) ?? text(data.title)
  const body = text(message.notification?.body) ?? text(data.body)
  const link = text(message.notification?.link) ?? text(data.link) ?? text(message.fcmOptions?.link)
  if (title !== undefined) out.title = title
  if (body !== undefined) out.body = body
  if (link !== undefined) out.link = link.trim()
  return out
}

type ResolvedLink = { sameOrigin: true; path: string } | { sameOrigin: false; href: string }

/** Where a message link may take the user: a path of this origin, another http(s) address, or nowhere. */
export function resolveMessageLink(
  link: string | undefined,
  origin: string = window.location.origin,
): ResolvedLink | null {
  if (!link) return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(link)) return null
  let url: URL
  try {
    url = new URL(link.trim(), origin)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  if (url.origin === new URL(origin).origin) {
    return { sameOrigin: true, path: `${url.pathname}${url.search}${url.hash}` }
  }
  return { sameOrigin: false, href: url.href }
}

/** Opens a message link: same-origin paths in this window, other http(s) addresses in a new tab. */
export function openMessageLink(link: string | undefined): void {
  const target = resolveMessageLink(link)
  if (!target) return
  if (target.sameOrigin) window.location.assign(target.path)
  else window.open(target.href, '_blank', 'noopener,noreferrer')
}

/** True when the link is the driver trip-acceptance marker (also as a same-origin address). */
export function isDriverTripAcceptanceLink(link: string | undefined): boolean {
  if (!link) return false
  if (link === DRIVER_TRIP_ACCEPTANCE_LINK) return true
  const target = resolveMessageLink(link)
  return (
    !!target &&
    target.sameOrigin &&
    target.path.replace(/[?#].*$/, '').replace(/\/+$/, '') === DRIVER_TRIP_ACCEPTANCE_LINK
  )
}

export interface DesktopNotification {
  title: string
  body?: string
  icon?: string
  link?: string
  /** opens the link inside the app (the router), instead of loading the page again */
  open?: () => void
}

/**
 * SPEC §4: granted → shown; not decided yet → permission is requested and the notification shows only if
 * granted; blocked → nothing. Clicking it focuses the window and opens the link. Resolves to the
 * notification shown, or null.
 */
export async function showDesktopNotification(message: DesktopNotification): Promise<Notification | null> {
  if (typeof Notification === 'undefined') return null
  let permission = Notification.permission
  if (permission === 'default') {
    try {
      permission = await Notification.requestPermission()
    } catch (error) {
      console.warn('[push] notification permission request failed', error)
      return null
    }
  }
  if (permission !== 'granted') return null
  try {
    const notification = new Notification(message.title, {
      body: message.body,
      icon: message.icon ?? DEFAULT_NOTIFICATION_ICON,
      data: { link: message.link },
    })
    notification.onclick = (event) => {
      event.preventDefault()
      window.focus()
      notification.close()
      if (message.open) message.open()
      else openMessageLink(message.link)
    }
    return notification
  } catch (error) {
    // e.g. browsers that allow notifications from the service worker only
    console.warn('[push] desktop notification failed', error)
    return null
  }
}

const logoOf = (queryClient?: QueryClient): string => {
  const settings = queryClient?.getQueryData<Settings>(generalSettingsQuery().queryKey)
  return settings?.logo ? fileUrl(settings.logo) : DEFAULT_NOTIFICATION_ICON
}

/**
 * A message received while a page of the app is in front: refresh the queries its type names, announce a
 * driver trip-acceptance message on the bus, and show it as a desktop notification. A message with neither
 * title nor body (data only) refreshes data and shows nothing.
 */
export async function handleForegroundMessage(
  message: PushMessage,
  queryClient?: QueryClient,
): Promise<void> {
  const data = readMessage(message)
  // the same map as the socket's events (a push message arrives alone: no burst to gather)
  if (queryClient && data.type) void invalidateKeys(queryClient, invalidatedBy(data.type))
  if (isDriverTripAcceptanceLink(data.link)) emit('new-booking', data)
  if (!data.title && !data.body) return
  await showDesktopNotification({
    title: data.title ?? '',
    body: data.body,
    icon: logoOf(queryClient),
    link: data.link,
  })
}

// ---------------------------------------------------------------------------------------------------
// The session's push

let running: Promise<void> | null = null
/** Bumped on every stop, so a start still loading firebase after a sign-out is dropped. */
let generation = 0
let cleanups: Array<() => void> = []

const browserCanPush = () =>
  typeof window !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof Notification !== 'undefined'

/**
 * Starts push for the signed-in session (once: later calls get the same promise until `stopPush`).
 * Never rejects; whatever fails is logged. Stops by itself when the session ends.
 */
export function startPush(queryClient?: QueryClient): Promise<void> {
  if (running) return running
  const started = ++generation
  const alive = () => started === generation
  const stopOnSignOut = useSession.subscribe((state, previous) => {
    if (previous.token && !state.token) stopPush()
  })
  cleanups.push(stopOnSignOut)
  running = run(queryClient, alive).catch((error: unknown) => {
    console.warn('[push] could not start', error)
  })
  return running
}

async function run(queryClient: QueryClient | undefined, alive: () => boolean): Promise<void> {
  const config = firebaseConfigFromEnv()
  if (!config || !browserCanPush()) return

  const [{ getApps, initializeApp }, { isSupported, getMessaging, getToken, onMessage }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ])
  if (!alive() || !(await isSupported()) || !alive()) return

  const app = getApps()[0] ?? initializeApp(config.firebase)
  const messaging = getMessaging(app)
  cleanups.push(
    onMessage(messaging, (payload) => {
      void handleForegroundMessage(payload, queryClient).catch((error: unknown) =>
        console.warn('[push] foreground message failed', error),
      )
    }),
  )

  let registration: ServiceWorkerRegistration
  try {
    registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE })
  } catch (error) {
    console.warn('[push] background worker registration failed', error)
    return
  }
  if (!alive()) return

  let token: string
  try {
    token = await getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration })
  } catch (error) {
    console.warn('[push] device token retrieval failed', error)
    return
  }
  if (!alive() || !token) return

  useSession.getState().setDeviceToken(token)
  try {
    await post<boolean>(API.fcmToken, { fcm_token: token })
  } catch (error) {
    console.warn('[push] sending the device token failed', error)
  }
}

/** Stops listening for foreground messages and forgets the device token (sign-out; tests). */
export function stopPush(): void {
  generation++
  running = null
  const pending = cleanups
  cleanups = []
  pending.forEach((cleanup) => cleanup())
  if (useSession.getState().deviceToken !== null) useSession.getState().setDeviceToken(null)
}

/** Starts push once per signed-in session (used by the signed-in layout beside the socket connection). */
export function usePush(queryClient: QueryClient): void {
  const signedIn = useSession((s) => !!s.token)
  useEffect(() => {
    // startPush is idempotent, so StrictMode's second effect run starts nothing new.
    if (signedIn) void startPush(queryClient)
    else stopPush()
  }, [signedIn, queryClient])
}
