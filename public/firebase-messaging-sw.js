/*
 * The background push worker (SPEC §7 "Push"), registered by src/realtime/push.ts with firebase's default
 * scope. It loads nothing from the internet: instead of firebase's worker library it handles the two
 * events itself.
 *
 * push: the payload is FCM's JSON { notification: { title, body, link }, data: { link, ... }, fcmOptions }.
 *   While a page of the app is visible, the message is handed to it in the form firebase's onMessage()
 *   listens for, and the page shows it (SPEC §4). Otherwise the worker shows the notification itself.
 * notificationclick: focuses a window already showing the link, else opens the link (or the app).
 */

const DEFAULT_ICON = '/favicon.svg'

const text = (value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

function readPayload(event) {
  if (!event.data) return null
  try {
    const payload = event.data.json()
    return payload && typeof payload === 'object' ? payload : null
  } catch {
    return null
  }
}

/** An http(s) address for the link, resolved against this origin; undefined for anything else. */
function safeLink(link) {
  if (!text(link)) return undefined
  try {
    const url = new URL(link.trim(), self.location.origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.username || url.password) return undefined
    return url.href
  } catch {
    return undefined
  }
}

/** The message link: FCM may carry it in the notification, the data or the fcmOptions part. */
function linkOf(payload) {
  const notification = payload.notification || {}
  return (
    text(notification.link) ||
    text(payload.data && payload.data.link) ||
    text(payload.fcmOptions && payload.fcmOptions.link) ||
    text(notification.click_action)
  )
}

async function onPush(payload) {
  const link = linkOf(payload)
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const visible = windows.filter((client) => client.visibilityState === 'visible')
  if (visible.length > 0) {
    // The shape firebase's onMessage() listens for. It passes on only title, body, image and icon of the
    // notification part, so the link travels as fcmOptions.link.
    const message = {
      ...payload,
      fcmOptions: link ? { ...payload.fcmOptions, link } : payload.fcmOptions,
      isFirebaseMessaging: true,
      messageType: 'push-received',
    }
    visible.forEach((client) => client.postMessage(message))
    return
  }
  const notification = payload.notification || {}
  const data = payload.data || {}
  const title = text(notification.title) || text(data.title)
  const body = text(notification.body) || text(data.body)
  if (!title && !body) return // data only: nothing to show
  await self.registration.showNotification(title || '', {
    body,
    icon: DEFAULT_ICON,
    data: { link },
  })
}

async function onNotificationClick(link) {
  const target = safeLink(link)
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const showing = target && windows.find((client) => client.url === target)
  if (showing) return showing.focus()
  if (!target && windows.length > 0) return windows[0].focus()
  return self.clients.openWindow(target || '/')
}

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  if (payload) event.waitUntil(onPush(payload))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const link = event.notification.data && event.notification.data.link
  event.waitUntil(onNotificationClick(link))
})
