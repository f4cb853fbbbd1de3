/**
 * Phone-first lookups of the booking desk (SPEC §7 booking-waiting "customer by name or phone", ticket "search
 * histories by phone"): the waiting booking's form and a direct sale fill the passenger from them.
 */
import { http } from 'msw'
import { BOOKING_API } from '../../src/api/contracts/booking-paths.ts'
import type { CustomerMatch, PhoneHistory } from '../../src/api/schemas/booking.ts'
import { phoneDigits } from '../../src/lib/phone.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { db } from '../db/index.ts'
import { normalise, ok, requirePermission, safe } from './util.ts'

const LOOKUP_CODES: readonly PermissionCode[] = ['booking.create', 'booking.import_customer']
const MAX_MATCHES = 10
const LAST_TRIPS = 5

/** GET …?q=: customers whose name (accents ignored) or phone (by its digits, any spacing) matches; at most 10. */
const customerByNameOrPhone = http.get(
  `*${BOOKING_API.waiting.customerByNameOrPhone}`,
  safe(({ request }) => {
    requirePermission(request, LOOKUP_CODES)
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim()
    if (!q) return ok([])
    const digits = /^[\d\s.\-()+]+$/.test(q) ? phoneDigits(q).replace(/\D/g, '') : ''
    const name = normalise(q)
    const matches: CustomerMatch[] = db.customers
      .filter((c) =>
        digits
          ? [c.phone, ...c.other_phones].some((p) => p.includes(digits))
          : normalise(c.fullname).includes(name),
      )
      .slice(0, MAX_MATCHES)
      .map((c) => ({ id: c.id, fullname: c.fullname, phone: c.phone, address: c.address ?? null }))
    return ok(matches)
  }),
)

/** GET …?phone=: the phone's last 5 tickets, newest first, and its most frequent pick-up address. */
const historiesByPhone = http.get(
  `*${BOOKING_API.waiting.historiesByPhone}`,
  safe(({ request }) => {
    requirePermission(request, LOOKUP_CODES)
    const phone = phoneDigits(new URL(request.url).searchParams.get('phone') ?? '')
    const tickets = db.tickets
      .filter((tk) => tk.phone === phone && !tk.deleted_at)
      .sort(
        (a, b) =>
          b.departure_date.localeCompare(a.departure_date) || b.booking_at.localeCompare(a.booking_at),
      )
    const counts = new Map<string, number>()
    for (const tk of tickets) {
      const address = tk.pick_address?.trim()
      if (address) counts.set(address, (counts.get(address) ?? 0) + 1)
    }
    // ties go to the newest ticket's address (the tickets are newest first)
    let usual: string | null = null
    for (const [address, n] of counts) if (usual === null || n > counts.get(usual)!) usual = address
    const history: PhoneHistory = {
      phone,
      customer_name: tickets[0]?.customer_name ?? null,
      usual_pick_address: usual,
      trips: tickets.slice(0, LAST_TRIPS).map((tk) => ({
        ticket_id: tk.id,
        code: tk.code,
        departure_date: tk.departure_date,
        trip_name: db.trips.find(tk.trip_id)?.name ?? '',
        seat_code: tk.seat_code,
        pick_address: tk.pick_address ?? null,
      })),
    }
    return ok(history)
  }),
)

/** Registered before the ticket group's `/api/ticket/:id`. */
export const customerLookupHandlers = [customerByNameOrPhone, historiesByPhone]
