import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { NewestBooking } from '../../api/schemas/booking'
import { formatDate, formatPhone } from '../../lib/format'
import { notify } from '../../lib/notify'
import { showDesktopNotification } from '../../realtime/push'
import { getSocket, useSocketStatus } from '../../realtime/socket'
import { SOCKET_EVENTS } from '../../realtime/events'

/**
 * While the waiting list is open, a booking arriving from the website or the app (`booking:newest`) is
 * announced: an in-app toast, and a desktop notification under SPEC §4's permission rules. The list itself
 * refreshes from the same event (EVENT_INVALIDATES).
 */
export function useNewestBookings(): void {
  const { t } = useTranslation('booking')
  const connected = useSocketStatus()
  useEffect(() => {
    const socket = getSocket()
    if (!connected || !socket) return
    const announce = (booking: NewestBooking) => {
      notify({ type: 'info', message: t('live.toast', { 0: booking.customer_name, 1: booking.direction }) })
      void showDesktopNotification({
        title: t('live.title'),
        body: t('live.body', {
          0: `${booking.customer_name} ${formatPhone(booking.phone)}`,
          1: booking.direction,
          2: formatDate(booking.departure_date),
        }),
        link: '/booking-waiting',
      })
    }
    socket.on(SOCKET_EVENTS.newestBooking, announce)
    return () => {
      socket.off(SOCKET_EVENTS.newestBooking, announce)
    }
  }, [connected, t])
}
