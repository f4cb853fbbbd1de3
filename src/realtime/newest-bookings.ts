import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { NewestBooking } from '../api/schemas/booking'
import { formatDate, formatPhone } from '../lib/format'
import { notify } from '../lib/notify'
import { useCan } from '../api/resources/auth'
import i18n from '../i18n'
import { showDesktopNotification } from './push'
import { getSocket, useSocketStatus } from './socket'
import { SOCKET_EVENTS } from './events'

/** Who is told: the clerks of the booking desk (the waiting list, selling seats). */
const TOLD = ['booking.create', 'booking.import_customer'] as const

/**
 * On every screen of a booking desk clerk, a booking arriving from the website or the app (`booking:newest`) is
 * announced: an in-app toast naming the customer, the direction and the day, which stays until the clerk closes
 * it or opens it, and a desktop notification under SPEC §4's permission rules. Both open the selling desk on that
 * day and direction with the booking chosen (the waiting list for a clerk who does not sell seats). The list and
 * the menu's count refresh from the same event (EVENT_INVALIDATES). Its words (`live`) load with the first one.
 */
export function useNewestBookings(): void {
  const connected = useSocketStatus()
  const can = useCan()
  const told = TOLD.some(can)
  const sells = can('booking.import_customer')
  const router = useRouter()
  useEffect(() => {
    const socket = getSocket()
    if (!told || !connected || !socket) return
    const announce = async (booking: NewestBooking) => {
      // a payload without its direction cannot open the desk on it: the waiting list shows it
      const target =
        sells && typeof booking.map_detail_id === 'number'
          ? router.buildLocation({
              to: '/add-customer-to-car',
              search: {
                date: booking.departure_date,
                map_detail_id: booking.map_detail_id,
                booking_id: booking.id,
              },
            })
          : router.buildLocation({ to: '/booking-waiting' })
      await i18n.loadNamespaces('live')
      const t = i18n.getFixedT(null, 'live')
      const day = formatDate(booking.departure_date)
      notify({
        type: 'info',
        persistent: true,
        key: `newest-booking-${booking.id}`,
        message: t('newestBooking.toast', { 0: booking.customer_name, 1: booking.direction, 2: day }),
        link: { href: target.href, open: () => void router.navigate({ href: target.href }) },
      })
      void showDesktopNotification({
        title: t('newestBooking.title'),
        body: t('newestBooking.body', {
          0: `${booking.customer_name} ${formatPhone(booking.phone)}`,
          1: booking.direction,
          2: day,
        }),
        link: target.href,
        open: () => void router.navigate({ href: target.href }),
      })
    }
    const listener = (booking: NewestBooking) => void announce(booking)
    socket.on(SOCKET_EVENTS.newestBooking, listener)
    return () => {
      socket.off(SOCKET_EVENTS.newestBooking, listener)
    }
  }, [told, sells, connected, router])
}
