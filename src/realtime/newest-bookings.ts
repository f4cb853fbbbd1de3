import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { NewestBooking } from '../api/schemas/booking'
import { formatDate, formatPhone } from '../lib/format'
import { notify } from '../lib/notify'
import { useCan } from '../api/resources/auth'
import { showDesktopNotification } from './push'
import { getSocket, useSocketStatus } from './socket'
import { SOCKET_EVENTS } from './events'

/** Who is told: the clerks of the booking desk (the waiting list, selling seats). */
const TOLD = ['booking.create', 'booking.import_customer'] as const

/**
 * On every screen of a booking desk clerk, a booking arriving from the website or the app (`booking:newest`) is
 * announced: an in-app toast, and a desktop notification under SPEC §4's permission rules whose click opens the
 * waiting list. The list refreshes from the same event (EVENT_INVALIDATES). Its words are the frame's (`ui`).
 */
export function useNewestBookings(): void {
  const { t } = useTranslation()
  const connected = useSocketStatus()
  const told = TOLD.some(useCan())
  useEffect(() => {
    const socket = getSocket()
    if (!told || !connected || !socket) return
    const announce = (booking: NewestBooking) => {
      notify({
        type: 'info',
        message: t('newestBooking.toast', { 0: booking.customer_name, 1: booking.direction }),
      })
      void showDesktopNotification({
        title: t('newestBooking.title'),
        body: t('newestBooking.body', {
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
  }, [told, connected, t])
}
