import { StrictMode, createElement, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { API } from '../api/paths'
import { post } from '../api/http'
import { fileUrl } from '../api/http-signed-in'
import { FALLBACK_SETTINGS, generalSettingsQuery } from '../api/resources/settings'
import { waitingBookings } from '../api/resources/booking-waiting'
import { waitingGoods } from '../api/resources/shipping-waiting'
import { saleDiagram } from '../api/resources/ticket'
import { tripTickets } from '../api/resources/trip'
import { brands } from '../api/resources/brand'
import { PUSH_TYPES } from './events'
import { useSession } from '../stores/session'
import { on, type PushMessageData } from './event-bus'
import {
  DRIVER_TRIP_ACCEPTANCE_LINK,
  PUSH_WORKER_SCOPE,
  PUSH_WORKER_URL,
  firebaseConfigFromEnv,
  handleForegroundMessage,
  resolveMessageLink,
  startPush,
  stopPush,
  usePush,
  type PushMessage,
} from './push'

// firebase never loads for real: each factory counts how often the module is evaluated.
const fb = vi.hoisted(() => ({
  evaluated: { app: 0, messaging: 0 },
  initializeApp: vi.fn(),
  getApps: vi.fn(),
  isSupported: vi.fn(),
  getMessaging: vi.fn(),
  getToken: vi.fn(),
  onMessage: vi.fn(),
}))
vi.mock('firebase/app', () => {
  fb.evaluated.app++
  return { initializeApp: fb.initializeApp, getApps: fb.getApps }
})
vi.mock('firebase/messaging', () => {
  fb.evaluated.messaging++
  return {
    isSupported: fb.isSupported,
    getMessaging: fb.getMessaging,
    getToken: fb.getToken,
    onMessage: fb.onMessage,
  }
})
// The wire is not the subject here: the token upload is observed at the http helper.
vi.mock('../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/http')>()),
  post: vi.fn(),
}))

const ENV = {
  VITE_FIREBASE_API_KEY: 'api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'xe-khach.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'xe-khach',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'vapid-public-key',
}
const FIREBASE_OPTIONS = {
  apiKey: 'api-key',
  authDomain: 'xe-khach.firebaseapp.com',
  projectId: 'xe-khach',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abc',
}

const APP = { name: '[DEFAULT]' }
const MESSAGING = { app: APP }
const REGISTRATION = { scope: `http://localhost${PUSH_WORKER_SCOPE}` }

/** A stand-in for the browser's Notification, with a settable permission and answer to the request. */
class FakeNotification {
  static permission: NotificationPermission = 'default'
  static answer: NotificationPermission = 'granted'
  static shown: FakeNotification[] = []
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer
    return FakeNotification.answer
  })
  onclick: ((event: Event) => void) | null = null
  close = vi.fn()
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this)
  }
}

let register: ReturnType<typeof vi.fn>
let foreground: Array<(payload: PushMessage) => void>
let unsubscribeMessages: ReturnType<typeof vi.fn>

function withConfig() {
  for (const [name, value] of Object.entries(ENV)) vi.stubEnv(name, value)
}

function signIn() {
  localStorage.setItem('token', 'session-token')
  useSession.setState({ token: 'session-token', deviceToken: null })
}

beforeEach(() => {
  signIn()
  FakeNotification.permission = 'default'
  FakeNotification.answer = 'granted'
  FakeNotification.shown = []
  FakeNotification.requestPermission.mockClear()
  vi.stubGlobal('Notification', FakeNotification)

  register = vi.fn(async () => REGISTRATION)
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true })

  foreground = []
  unsubscribeMessages = vi.fn()
  fb.getApps.mockReturnValue([])
  fb.initializeApp.mockReturnValue(APP)
  fb.isSupported.mockResolvedValue(true)
  fb.getMessaging.mockReturnValue(MESSAGING)
  fb.getToken.mockResolvedValue('device-token-1')
  fb.onMessage.mockImplementation((_messaging: unknown, next: (payload: PushMessage) => void) => {
    foreground.push(next)
    return unsubscribeMessages
  })
  vi.mocked(post).mockResolvedValue(true)
})

afterEach(() => {
  cleanup()
  stopPush()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  delete (navigator as { serviceWorker?: unknown }).serviceWorker
  localStorage.clear()
  useSession.setState({ token: null, deviceToken: null })
  vi.clearAllMocks()
})

describe('firebaseConfigFromEnv', () => {
  it('returns the config only when every setting is present', () => {
    expect(firebaseConfigFromEnv(ENV)).toEqual({ firebase: FIREBASE_OPTIONS, vapidKey: 'vapid-public-key' })
    for (const name of Object.keys(ENV)) {
      expect(firebaseConfigFromEnv({ ...ENV, [name]: undefined }), name).toBeNull()
      expect(firebaseConfigFromEnv({ ...ENV, [name]: '  ' }), name).toBeNull()
    }
    expect(firebaseConfigFromEnv({})).toBeNull()
  })

  it('reads import.meta.env by default', () => {
    expect(firebaseConfigFromEnv()).toBeNull()
    withConfig()
    expect(firebaseConfigFromEnv()?.vapidKey).toBe('vapid-public-key')
  })
})

describe('startPush', () => {
  it('without the config loads no firebase and registers nothing', async () => {
    vi.resetModules() // a fresh module graph: importing firebase now would evaluate the mocks again
    const before = { ...fb.evaluated }
    const fresh = await import('./push')
    await fresh.startPush(new QueryClient())
    expect(fb.evaluated).toEqual(before)
    expect(register).not.toHaveBeenCalled()
    expect(post).not.toHaveBeenCalled()
    fresh.stopPush()
  })

  it('(control) with the config, a fresh module graph does load firebase', async () => {
    withConfig()
    vi.resetModules()
    const before = { ...fb.evaluated }
    const fresh = await import('./push')
    await fresh.startPush()
    expect(fb.evaluated).toEqual({ app: before.app + 1, messaging: before.messaging + 1 })
    fresh.stopPush()
  })

  it('registers the worker, stores the device token and sends it to the backend', async () => {
    withConfig()
    await startPush(new QueryClient())

    expect(fb.initializeApp).toHaveBeenCalledExactlyOnceWith(FIREBASE_OPTIONS)
    expect(fb.getMessaging).toHaveBeenCalledWith(APP)
    expect(register).toHaveBeenCalledExactlyOnceWith(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE })
    expect(PUSH_WORKER_URL).toBe('/firebase-messaging-sw.js')
    expect(fb.getToken).toHaveBeenCalledExactlyOnceWith(MESSAGING, {
      vapidKey: 'vapid-public-key',
      serviceWorkerRegistration: REGISTRATION,
    })
    expect(useSession.getState().deviceToken).toBe('device-token-1')
    expect(post).toHaveBeenCalledExactlyOnceWith(API.fcmToken, { fcm_token: 'device-token-1' })
    expect(API.fcmToken).toBe('/api/user/fcm-token')
    expect(fb.onMessage).toHaveBeenCalledOnce()
  })

  it('reuses a firebase app that already exists', async () => {
    withConfig()
    const existing = { name: '[DEFAULT]', existing: true }
    fb.getApps.mockReturnValue([existing])
    await startPush()
    expect(fb.initializeApp).not.toHaveBeenCalled()
    expect(fb.getMessaging).toHaveBeenCalledWith(existing)
  })

  it('does nothing more when the browser does not support push', async () => {
    withConfig()
    fb.isSupported.mockResolvedValue(false)
    await startPush()
    expect(register).not.toHaveBeenCalled()
    expect(fb.getToken).not.toHaveBeenCalled()
    expect(post).not.toHaveBeenCalled()
  })

  it('starts once however often it is called', async () => {
    withConfig()
    const first = startPush()
    const second = startPush()
    expect(second).toBe(first)
    await first
    await startPush()
    expect(register).toHaveBeenCalledOnce()
    expect(post).toHaveBeenCalledOnce()
  })

  it('only logs when the device token cannot be obtained', async () => {
    withConfig()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = new Error('messaging/permission-blocked')
    fb.getToken.mockRejectedValue(failure)
    await expect(startPush()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('device token'), failure)
    expect(useSession.getState().deviceToken).toBeNull()
    expect(post).not.toHaveBeenCalled()
  })

  it('only logs when the worker cannot be registered', async () => {
    withConfig()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = new Error('SecurityError')
    register.mockRejectedValue(failure)
    await expect(startPush()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('worker'), failure)
    expect(fb.getToken).not.toHaveBeenCalled()
  })

  it('only logs when the token upload fails', async () => {
    withConfig()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.mocked(post).mockRejectedValue(new Error('500'))
    await expect(startPush()).resolves.toBeUndefined()
    expect(useSession.getState().deviceToken).toBe('device-token-1')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('stops at sign-out and starts again for the next session', async () => {
    withConfig()
    await startPush()
    useSession.getState().clear()
    expect(unsubscribeMessages).toHaveBeenCalledOnce()
    expect(useSession.getState().deviceToken).toBeNull()

    signIn()
    fb.getToken.mockResolvedValue('device-token-2')
    await startPush()
    expect(register).toHaveBeenCalledTimes(2)
    expect(post).toHaveBeenLastCalledWith(API.fcmToken, { fcm_token: 'device-token-2' })
  })

  it('a sign-out while firebase loads drops that start', async () => {
    withConfig()
    const pending = startPush()
    useSession.getState().clear()
    await pending
    expect(register).not.toHaveBeenCalled()
    expect(post).not.toHaveBeenCalled()
  })
})

describe('usePush', () => {
  const strict = ({ children }: { children: ReactNode }) => createElement(StrictMode, null, children)

  it('starts once per signed-in session, also under StrictMode', async () => {
    withConfig()
    const queryClient = new QueryClient()
    const { unmount } = renderHook(() => usePush(queryClient), { wrapper: strict })
    await waitFor(() => expect(post).toHaveBeenCalledOnce())
    expect(register).toHaveBeenCalledOnce()
    unmount()
  })

  it('starts when the user signs in, not before', async () => {
    withConfig()
    useSession.setState({ token: null })
    const { unmount } = renderHook(() => usePush(new QueryClient()))
    await vi.dynamicImportSettled()
    expect(fb.isSupported).not.toHaveBeenCalled()
    expect(register).not.toHaveBeenCalled()
    act(() => signIn())
    await waitFor(() => expect(post).toHaveBeenCalledOnce())
    unmount()
  })
})

describe('foreground messages', () => {
  const message: PushMessage = {
    notification: { title: 'Đặt vé mới', body: 'Nguyễn Văn An đặt 2 ghế Sài Gòn → Đà Lạt' },
    data: { link: '/booking-waiting', booking_id: '17' },
  }

  it('arrive through onMessage and show a desktop notification when permission is granted', async () => {
    withConfig()
    FakeNotification.permission = 'granted'
    await startPush(new QueryClient())
    foreground[0](message)
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1))
    const [shown] = FakeNotification.shown
    expect(shown.title).toBe('Đặt vé mới')
    expect(shown.options).toMatchObject({
      body: 'Nguyễn Văn An đặt 2 ghế Sài Gòn → Đà Lạt',
      icon: '/favicon.svg',
    })
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
  })

  it('uses the settings logo as the icon', async () => {
    FakeNotification.permission = 'granted'
    const queryClient = new QueryClient()
    queryClient.setQueryData(generalSettingsQuery().queryKey, {
      ...FALLBACK_SETTINGS,
      logo: 'logo-nha-xe.png',
    })
    await handleForegroundMessage(message, queryClient)
    expect(FakeNotification.shown[0].options.icon).toBe(fileUrl('logo-nha-xe.png'))
  })

  it('asks first when permission is not decided, and shows once granted', async () => {
    FakeNotification.permission = 'default'
    FakeNotification.answer = 'granted'
    await handleForegroundMessage(message)
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce()
    expect(FakeNotification.shown.map((n) => n.title)).toEqual(['Đặt vé mới'])
  })

  it('asks first, and shows nothing when the answer is no', async () => {
    FakeNotification.permission = 'default'
    FakeNotification.answer = 'denied'
    await handleForegroundMessage(message)
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce()
    expect(FakeNotification.shown).toEqual([])
  })

  it('shows nothing and asks nothing when notifications are blocked', async () => {
    FakeNotification.permission = 'denied'
    await handleForegroundMessage(message)
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
    expect(FakeNotification.shown).toEqual([])
  })

  it('shows nothing for a data-only message', async () => {
    FakeNotification.permission = 'granted'
    await handleForegroundMessage({ data: { type: PUSH_TYPES.bookingNew } })
    expect(FakeNotification.shown).toEqual([])
  })

  it('a click focuses the window and opens a same-origin link in it', async () => {
    FakeNotification.permission = 'granted'
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {})
    // jsdom navigates within the document only, so the link differs from here by its fragment.
    await handleForegroundMessage({ notification: { title: 'Hàng chờ', link: '/#/shipping-waiting' } })
    const [shown] = FakeNotification.shown
    const click = new Event('click', { cancelable: true })
    shown.onclick?.(click)
    expect(click.defaultPrevented).toBe(true)
    expect(focus).toHaveBeenCalledOnce()
    expect(shown.close).toHaveBeenCalledOnce()
    expect(window.location.hash).toBe('#/shipping-waiting')
    window.location.hash = ''
  })

  it('a click opens another http(s) address in a new tab, and ignores other schemes', async () => {
    FakeNotification.permission = 'granted'
    vi.spyOn(window, 'focus').mockImplementation(() => {})
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    await handleForegroundMessage({
      notification: { title: 'Tin', link: 'https://driver.example.vn/trips?id=1' },
    })
    await handleForegroundMessage({ notification: { title: 'Tin' }, data: { link: 'javascript:alert(1)' } })
    FakeNotification.shown.forEach((n) => n.onclick?.(new Event('click')))
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://driver.example.vn/trips?id=1',
      '_blank',
      'noopener,noreferrer',
    )
  })

  it("emits 'new-booking' with the message data when the link is the driver trip-acceptance marker", async () => {
    FakeNotification.permission = 'denied'
    const received: PushMessageData[] = []
    const off = on('new-booking', (payload) => received.push(payload))
    await handleForegroundMessage({
      notification: { title: 'Chuyến cần xác nhận', body: 'Chuyến 07:30 Sài Gòn → Đà Lạt' },
      data: { link: DRIVER_TRIP_ACCEPTANCE_LINK, trip_id: '42' },
    })
    await handleForegroundMessage(message) // another link: no event
    await handleForegroundMessage({ fcmOptions: { link: DRIVER_TRIP_ACCEPTANCE_LINK } })
    off()
    expect(received).toEqual([
      {
        title: 'Chuyến cần xác nhận',
        body: 'Chuyến 07:30 Sài Gòn → Đà Lạt',
        link: DRIVER_TRIP_ACCEPTANCE_LINK,
        trip_id: '42',
      },
      { link: DRIVER_TRIP_ACCEPTANCE_LINK },
    ])
  })

  it('makes stale the data its type names: a booking its waiting list, seat maps and trip tickets; a parcel the waiting goods', async () => {
    FakeNotification.permission = 'denied'
    const queryClient = new QueryClient()
    const cached = {
      'waiting list': waitingBookings.list({ page: 1 }).queryKey,
      'seat map': saleDiagram(5).queryKey,
      "trip's tickets": tripTickets(5).queryKey,
      'waiting goods': waitingGoods.list({ page: 1 }).queryKey,
      brands: brands.list({ page: 1 }).queryKey,
    }
    const staleAfter = async (type: string) => {
      for (const key of Object.values(cached)) queryClient.setQueryData(key, { cached: true } as never)
      await handleForegroundMessage({ data: { type } }, queryClient)
      return Object.entries(cached)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
    }
    expect(await staleAfter(PUSH_TYPES.bookingNew)).toEqual(['waiting list'])
    for (const type of [PUSH_TYPES.bookingCancelled, PUSH_TYPES.bookingMoved, PUSH_TYPES.bookingUpdated])
      expect(await staleAfter(type), type).toEqual(['waiting list', 'seat map', "trip's tickets"])
    expect(await staleAfter(PUSH_TYPES.shippingWaitingCreated)).toEqual(['waiting goods'])
    expect(await staleAfter('something-else')).toEqual([])
  })
})

describe('resolveMessageLink', () => {
  const origin = 'https://backoffice.example.vn'
  it('keeps same-origin paths, other http(s) addresses, and nothing else', () => {
    expect(resolveMessageLink('/booking?tab=1#x', origin)).toEqual({
      sameOrigin: true,
      path: '/booking?tab=1#x',
    })
    expect(resolveMessageLink(`${origin}/trip`, origin)).toEqual({ sameOrigin: true, path: '/trip' })
    expect(resolveMessageLink('https://other.example.vn/a', origin)).toEqual({
      sameOrigin: false,
      href: 'https://other.example.vn/a',
    })
    for (const bad of [
      undefined,
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://u:p@other.vn/',
      '/a\nb',
    ]) {
      expect(resolveMessageLink(bad, origin), String(bad)).toBeNull()
    }
  })
})
