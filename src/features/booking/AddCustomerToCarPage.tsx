import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Alert, Button, Empty, Flex } from 'antd'
import { QuestionCircleOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { saleSeatState, tripOpenForSale, type SaleSeatState } from '../../api/contracts/booking'
import { useDirections } from '../../api/resources/map'
import { saleDiagram, seatHolds } from '../../api/resources/ticket'
import { notImportedBookings, openWaitingBooking } from '../../api/resources/booking-waiting'
import { useSeatHolds } from '../../entities/booking/use-seat-holds'
import type { SaleDiagram, Ticket, WaitingBooking } from '../../api/schemas/booking'
import type { Seat } from '../../api/schemas/fleet'
import { PassengerTable } from '../../entities/booking/PassengerTable'
import { usePickWords } from '../../entities/booking/pick-words'
import { DateTime } from '../../components/DateTime'
import { ToneTag } from '../../components/StatusTag'
import { PartSuspense } from '../../components/PartSuspense'
import { QueryState } from '../../components/QueryState'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { SeatMap, seatsOf, type SeatStatus } from '../../components/seat-map'
import { toast } from '../../components/toast'
import { formatMoney, formatPhone } from '../../lib/format'
import { notify } from '../../lib/notify'
import { PrintTickets, type SoldBatch } from './PrintTickets'
import { SALE_FORM_ID, useSaleShortcuts } from './SaleHelp'
import type { RefSelectProps } from 'antd/es/select'
import './sale.css'
import { DayNavigator } from '../../entities/desk/DayNavigator'
import { DayTripPicker } from '../../entities/desk/DayTripPicker'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import { deskDay, deskDate, type SaleSearch } from '../../entities/desk/search'
import { useDeskMemory } from '../../entities/desk/use-desk-memory'
import { ReportBreakdownButton } from '../../entities/trip/ReportBreakdownButton'

const SaleForm = lazy(() => import('./SaleForm'))
/** The shortcuts' help (antd's Modal) loads when first asked for. */
const SaleHelpPanel = lazyDialog(() => import('./SaleHelpPanel').then((m) => m.SaleHelpPanel))
const SeatDetailDialog = lazyDialog(() => import('./SeatDetailDialog').then((m) => m.SeatDetailDialog))

/** A chosen customer: a waiting booking, or a direct sale (walk-in, phone). */
type Customer = { booking: WaitingBooking } | 'direct' | null

/**
 * How a customer was chosen, so the focus goes where the clerk goes next: `click` (the mouse, or Space) into
 * the sale form's phone field; `browse` (an arrow key) nowhere: it stays in the list while the form fills
 * itself; `pick` (Enter) to the seat map for a waiting booking, into the phone field for a direct sale.
 */
type ChosenBy = 'click' | 'browse' | 'pick'
type ChooseCustomer = (customer: Customer, by?: ChosenBy) => void

const SEAT_STATUS: Record<SaleSeatState, SeatStatus> = {
  free: 'free',
  held: 'held',
  selected: 'selected',
  soldPaid: 'soldPaid',
  soldUnpaid: 'soldUnpaid',
  notForSale: 'free', // a seat of type 4 looks "not for sale" whatever its status
}
const LEGEND: readonly SeatStatus[] = ['free', 'held', 'selected', 'soldPaid', 'soldUnpaid']

/** Xếp khách lên xe (/add-customer-to-car): a day, a direction, a trip, its seats, a customer, the sale. */
export function AddCustomerToCarPage({
  search,
  setSearch,
}: {
  search: SaleSearch
  setSearch: SearchPatch<SaleSearch>
}) {
  const { t } = useTranslation(['ui', 'booking', 'trips', 'menu'])
  const day = deskDay(search)
  const direction = search.map_detail_id
  const tripId = search.trip_id
  const [customer, setCustomerState] = useState<Customer>(null)
  // the sale form takes the focus as it appears only where the clerk goes next: after a click, or Enter on the
  // direct sale (an arrow key leaves it in the list; Enter on a booking goes to the seat map, and a form still
  // loading then must not take the clerk's next key)
  const [formFocus, setFormFocus] = useState(true)
  const [justSold, setJustSold] = useState<SoldBatch | null>(null)
  const [helpOpen, setHelpOpen] = useState(false)
  const [helpAsked, setHelpAsked] = useState(false)
  const openHelp = () => {
    setHelpOpen(true)
    setHelpAsked(true)
  }
  const print = useCallback(() => {
    if (justSold) window.print()
  }, [justSold])
  const dayRef = useRef<HTMLInputElement>(null)
  const directionRef = useRef<RefSelectProps>(null)
  const tripsRef = useRef<HTMLFieldSetElement>(null)
  const seatMapRef = useRef<HTMLDivElement>(null)
  const waitingRef = useRef<HTMLFieldSetElement>(null)
  useSaleShortcuts(
    { day: dayRef, direction: directionRef, trips: tripsRef, seatMap: seatMapRef, waiting: waitingRef },
    { onHelp: openHelp, onPrint: print },
  )
  const setCustomer = useCallback<ChooseCustomer>((next, by = 'click') => {
    setFormFocus(by === 'click' || (by === 'pick' && next === 'direct'))
    setCustomerState(next)
    if (by !== 'pick') return
    if (next === 'direct') {
      // the form is there when the direct sale was already chosen; else it takes the focus as it appears
      document.getElementById(SALE_FORM_ID)?.querySelector<HTMLElement>('input')?.focus()
    } else if (next) {
      seatMapRef.current?.querySelector<HTMLElement>('[data-seat-id][tabindex="0"]')?.focus()
    }
  }, [])

  useBookingToChoose(search, setSearch, setCustomer)
  useDeskMemory(search, setSearch, {
    trip: {
      chosen: tripId,
      choose: (id) => setSearch({ trip_id: id }, { replace: true }),
      openedFor: search.booking_id !== undefined,
      // the booking it is opened for is chosen (and dropped from the address) before its trip is
      ready: search.booking_id === undefined,
      preferred: customer && customer !== 'direct' ? customer.booking.preferred_time : null,
    },
  })

  const directions = useDirections()
  const directionName = directions.data?.find((d) => d.id === direction)?.name
  const statusWords = t('trips:status', { returnObjects: true }) as Record<string, string>

  return (
    <section aria-labelledby="sale-heading" className="sale">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <h1 id="sale-heading" className="screen-title">
          {t('menu:addCustomerToCar')}
        </h1>
        <Button icon={<QuestionCircleOutlined aria-hidden />} onClick={openHelp} aria-keyshortcuts="?">
          {t('booking:sale.helpButton')}
        </Button>
      </Flex>
      <Flex
        gap={12}
        wrap
        align="center"
        role="group"
        aria-label={t('booking:sale.filters')}
        className="sale__filters"
      >
        <DayNavigator
          value={day}
          onChange={(next) => setSearch({ date: deskDate(next), trip_id: undefined, booking_id: undefined })}
          inputRef={dayRef}
          keyshortcuts="Alt+D"
        />
        <DirectionSelect
          value={direction}
          onChange={(value) => setSearch({ map_detail_id: value, trip_id: undefined, booking_id: undefined })}
          selectRef={directionRef}
          keyshortcuts="Alt+H"
        />
      </Flex>
      {direction === undefined ? (
        <Empty description={t('booking:sale.chooseDirection')} />
      ) : (
        <>
          <DayTripPicker
            day={day}
            direction={direction}
            value={tripId}
            onChange={(id) => setSearch({ trip_id: id }, { replace: true })}
            closed={(trip) =>
              tripOpenForSale(trip.status)
                ? undefined
                : `${t('booking:sale.closed')}: ${statusWords[trip.status]}`
            }
            groupRef={tripsRef}
            keyshortcuts="Alt+T"
          />
          <div className="sale__desk">
            <div className="sale__map">
              {tripId === undefined ? (
                <Empty description={t('booking:sale.chooseTrip')} />
              ) : (
                <TripDesk
                  key={tripId}
                  tripId={tripId}
                  customer={customer}
                  setCustomer={setCustomer}
                  formFocus={formFocus}
                  onSold={(batch) => {
                    setJustSold(batch)
                    setCustomer(null)
                  }}
                  mapRef={seatMapRef}
                  waiting={
                    <WaitingCustomers
                      day={day}
                      direction={direction}
                      directionName={directionName}
                      customer={customer}
                      setCustomer={setCustomer}
                      groupRef={waitingRef}
                    />
                  }
                />
              )}
            </div>
          </div>
        </>
      )}
      {justSold && <PrintTickets key={justSold.tickets[0]?.id} batch={justSold} onPrint={print} />}
      {helpAsked && (
        <DialogSuspense>
          <SaleHelpPanel open={helpOpen} onClose={() => setHelpOpen(false)} />
        </DialogSuspense>
      )}
    </section>
  )
}

/**
 * The desk opened on a waiting booking (`booking_id`: the waiting list's "Xếp xe", the new-booking toast): once the
 * day's waiting customers are read, it is the customer (the focus stays where it is: the clerk chooses the trip,
 * then its seats), opening it makes it no longer new, as its edit dialog does, and it leaves the address. A booking
 * no longer waiting on that day and direction is said.
 */
function useBookingToChoose(search: SaleSearch, setSearch: SearchPatch<SaleSearch>, choose: ChooseCustomer) {
  const { t } = useTranslation(['booking'])
  const wanted = search.booking_id
  const direction = search.map_detail_id
  const waiting = useQuery({
    ...notImportedBookings(deskDay(search), direction ?? 0),
    enabled: wanted !== undefined && direction !== undefined,
  })
  const { mutate: markOpened } = useMutation(openWaitingBooking())
  const done = useRef<number | undefined>(undefined)
  // read once the list is up to date (a booking that just came may be missing from a list cached before it); no
  // direction or a failed load decides nothing (the desk asks for the direction, the load's error is said)
  const settled = direction !== undefined && waiting.isSuccess && !waiting.isFetching
  useEffect(() => {
    if (wanted === undefined || !settled || done.current === wanted) return
    done.current = wanted
    const booking = waiting.data?.find((b) => b.id === wanted)
    if (booking) {
      choose({ booking }, 'browse')
      if (booking.opened_at == null) markOpened(booking.id)
    } else notify({ type: 'warning', message: t('booking:sale.bookingGone') })
    setSearch({ booking_id: undefined }, { replace: true })
  }, [wanted, settled, waiting.data, choose, markOpened, setSearch, t])
}

/** The waiting bookings of the day and direction not yet on a car, and the direct sale: one radio group. */
function WaitingCustomers({
  day,
  direction,
  directionName,
  customer,
  setCustomer,
  groupRef,
}: {
  day: string
  direction: number
  directionName: string | undefined
  customer: Customer
  setCustomer: ChooseCustomer
  groupRef: React.RefObject<HTMLFieldSetElement | null>
}) {
  const { t } = useTranslation(['ui', 'booking'])
  const query = useQuery(notImportedBookings(day, direction))
  const words = usePickWords()
  const sources = t('booking:source', { returnObjects: true }) as Record<number, string>
  const chosen = customer === 'direct' ? 'direct' : customer?.booking.id
  const customerOf = (radio: HTMLInputElement): Customer => {
    if (radio.value === 'direct') return 'direct'
    const booking = query.data?.find((b) => String(b.id) === radio.value)
    return booking ? { booking } : null
  }
  /**
   * The list's keys are the screen's: ↑ ↓ (← →) move through the entries and choose each at once, the focus
   * staying on them (the browser's own radio walk lets the sale form, appearing, take the focus); Enter picks
   * the entry and goes on (ChosenBy). Space stays the browser's: a click.
   */
  const onKeyDown = (e: React.KeyboardEvent<HTMLFieldSetElement>) => {
    const radio = e.target
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio') return
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key]
    if (step) {
      e.preventDefault()
      const radios = [...e.currentTarget.querySelectorAll<HTMLInputElement>('input[type=radio]')]
      const next = radios[(radios.indexOf(radio) + step + radios.length) % radios.length]
      next.focus()
      setCustomer(customerOf(next), 'browse')
    } else if (e.key === 'Enter') {
      e.preventDefault()
      setCustomer(customerOf(radio), 'pick')
    }
  }
  // a booking sold or cancelled elsewhere leaves the list: it is no longer the customer
  useEffect(() => {
    if (
      customer &&
      customer !== 'direct' &&
      query.data &&
      !query.data.some((b) => b.id === customer.booking.id)
    )
      setCustomer(null)
  }, [customer, query.data, setCustomer])
  return (
    <fieldset ref={groupRef} className="sale__customers" aria-keyshortcuts="Alt+K" onKeyDown={onKeyDown}>
      <legend>{t('booking:sale.customer')}</legend>
      <label className="choice-slot sale-customer">
        <input
          type="radio"
          name="sale-customer"
          value="direct"
          checked={chosen === 'direct'}
          onChange={() => setCustomer('direct')}
        />
        <span>{t('booking:sale.direct')}</span>
      </label>
      <div
        role="group"
        aria-label={`${t('booking:sale.waiting')}${directionName ? ` ${directionName}` : ''}`}
      >
        <div className="sale__subheading" aria-hidden="true">
          {t('booking:sale.waiting')}
        </div>
        <QueryState
          query={query}
          error={t('booking:sale.loadError')}
          skeletonRows={2}
          empty={{
            when: (bookings) => bookings.length === 0,
            say: <p className="sale__empty">{t('booking:sale.noWaiting')}</p>,
          }}
        >
          {(bookings) =>
            bookings.map((booking) => (
              <label key={booking.id} className="choice-slot sale-customer">
                <input
                  type="radio"
                  name="sale-customer"
                  value={booking.id}
                  checked={chosen === booking.id}
                  onChange={() => setCustomer({ booking })}
                />
                <span>
                  <strong>{booking.customer_name}</strong> · {formatPhone(booking.phone)} ·{' '}
                  {t('booking:sale.waitingGuests', { count: booking.number_ticket })}
                  {booking.preferred_time ? ` · ${booking.preferred_time}` : ''} ·{' '}
                  {words.pick(booking.pick_type)} · {sources[booking.source]}
                  {booking.opened_at == null && (
                    <>
                      {' '}
                      <ToneTag tone="warning">{t('booking:list.new')}</ToneTag>
                    </>
                  )}
                </span>
              </label>
            ))
          }
        </QueryState>
      </div>
    </fieldset>
  )
}

/**
 * One trip's desk: its seat map (free, held by another clerk, chosen, sold paid or unpaid, not for sale), the
 * customer and the sale beside it, its passengers under it. Choosing a seat holds it at once for the others;
 * dropping it, selling, or leaving the trip or the page ends the holds.
 */
function TripDesk({
  tripId,
  customer,
  setCustomer,
  formFocus,
  onSold,
  mapRef,
  waiting,
}: {
  tripId: number
  customer: Customer
  setCustomer: ChooseCustomer
  /** the sale form takes the focus as it appears (not when the clerk walks the customers with the arrows) */
  formFocus: boolean
  onSold: (batch: SoldBatch) => void
  mapRef: React.RefObject<HTMLDivElement | null>
  waiting: React.ReactNode
}) {
  const { t } = useTranslation(['ui', 'booking'])
  const diagram = useQuery(saleDiagram(tripId))
  const holds = useQuery(seatHolds(tripId))
  const seatHold = useSeatHolds(tripId)
  const { refresh } = seatHold
  // the sold seat whose ticket is open: its row is read from the live map, so an action on it shows at once
  const [detailSeat, setDetailSeat] = useState<number | null>(null)
  // the ticket's dialog (antd's Modal) loads when a sold seat is first opened, then stays for its closing
  const [detailOpened, setDetailOpened] = useState(false)
  const openDetail = (seatId: number) => {
    setDetailSeat(seatId)
    setDetailOpened(true)
  }

  const tickets = diagram.data?.tickets
  const soldBySeat = useMemo(() => new Map(tickets?.map((k) => [k.seat_id, k])), [tickets])
  const holdBySeat = useMemo(() => new Map(holds.data?.map((h) => [h.seat_id, h])), [holds.data])
  // a chosen seat sold by another clerk meanwhile is no longer chosen
  const selected = useMemo(
    () => seatHold.chosen.filter((id) => !soldBySeat.has(id)),
    [seatHold.chosen, soldBySeat],
  )

  return (
    <QueryState query={diagram} error={t('booking:sale.loadError')}>
      {(data: SaleDiagram) => {
        // a ticket cancelled or sent back meanwhile leaves the map: its dialog closes with it
        const detail = detailSeat === null ? undefined : data.tickets.find((k) => k.seat_id === detailSeat)
        const open = tripOpenForSale(data.trip.status)
        const type = data.vehicle_type
        const seats = type ? new Map(seatsOf(type.diagram).map((s) => [s.id, s])) : new Map<number, Seat>()
        const selectedSet = new Set(selected)
        const stateOf = (seat: Seat) =>
          saleSeatState(seat, soldBySeat.get(seat.id), holdBySeat.get(seat.id), selectedSet.has(seat.id))

        const choose = (seat: Seat) => {
          const state = stateOf(seat)
          if (state === 'soldPaid' || state === 'soldUnpaid') {
            openDetail(seat.id)
            return
          }
          if (state === 'held') {
            toast.error(
              t('booking:saleRules.seatHeld', { 0: seat.code, 1: holdBySeat.get(seat.id)!.holder_name }),
            )
            return
          }
          if (state === 'notForSale' || !open) return
          seatHold.choose(
            selectedSet.has(seat.id) ? selected.filter((id) => id !== seat.id) : [...selected, seat.id],
          )
        }

        const chosenSeats = selected.flatMap((id) => {
          const seat = seats.get(id)
          return seat ? [{ id, code: seat.code }] : []
        })
        const booking = customer && customer !== 'direct' ? customer.booking : null

        return (
          <>
            <div className="sale__columns">
              <div>
                {!open && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('booking:sale.closed')}
                    style={{ marginBottom: 8 }}
                  />
                )}
                {type ? (
                  <div ref={mapRef} aria-keyshortcuts="Alt+G">
                    <SeatMap
                      diagram={type.diagram}
                      label={t('booking:sale.seatMap', { trip: data.trip.name })}
                      seatStatus={(seat) => SEAT_STATUS[stateOf(seat)]}
                      seatNote={(seat) => {
                        const sold = soldBySeat.get(seat.id)
                        if (sold) return `${sold.customer_name}, ${formatPhone(sold.phone)}`
                        const held = holdBySeat.get(seat.id)
                        return held && !held.mine ? held.holder_name : undefined
                      }}
                      onSeatClick={choose}
                      allowTakenClick
                      legendStatuses={LEGEND}
                    />
                  </div>
                ) : (
                  <Empty description={t('booking:sale.noDiagram')} />
                )}
              </div>
              <div className="sale__side">
                {waiting}
                <p aria-live="polite" className="sale__chosen">
                  <strong>{t('booking:sale.seatsChosen')}:</strong>{' '}
                  {chosenSeats.length
                    ? chosenSeats.map((s) => s.code).join(', ')
                    : t('booking:sale.noSeatChosen')}
                  {booking && (
                    <>
                      {' '}
                      ·{' '}
                      {t('booking:sale.seatsNeeded', {
                        count: booking.number_ticket,
                        chosen: chosenSeats.length,
                      })}
                    </>
                  )}
                </p>
                <p className="sale__fare">
                  {t('booking:sale.fare')} <DateTime value={data.trip.plan_date} dateOnly />:{' '}
                  <strong>{formatMoney(data.fare)}</strong>
                </p>
                {customer && open && type ? (
                  <PartSuspense>
                    <SaleForm
                      key={booking ? `b${booking.id}` : 'direct'}
                      tripId={tripId}
                      fare={data.fare}
                      seats={chosenSeats}
                      booking={booking}
                      autoFocus={formFocus}
                      onRefused={refresh}
                      onSold={(sold) => {
                        seatHold.forget()
                        setCustomer(null)
                        toast.success(t('booking:sale.sold', { count: sold.length }))
                        onSold({ tickets: sold, trip: data.trip })
                      }}
                    />
                  </PartSuspense>
                ) : (
                  <p className="sale__empty">{t('booking:sale.chooseCustomer')}</p>
                )}
              </div>
            </div>
            <Passengers
              tickets={data.tickets}
              tripStatus={data.trip.status}
              onOpen={(k) => openDetail(k.seat_id)}
            />
            {/* at the trip's foot, out of the way from the seat map to the sale's confirmation */}
            <ReportBreakdownButton trip={data.trip} />
            {detailOpened && (
              <DialogSuspense>
                <SeatDetailDialog
                  ticket={detail}
                  tripStatus={data.trip.status}
                  onClose={() => setDetailSeat(null)}
                />
              </DialogSuspense>
            )}
          </>
        )
      }}
    </QueryState>
  )
}

/** The trip's passengers under the map, each with its actions; the seat opens the ticket. */
function Passengers({
  tickets,
  tripStatus,
  onOpen,
}: {
  tickets: Ticket[]
  tripStatus: number
  onOpen: (ticket: Ticket) => void
}) {
  const { t } = useTranslation(['ui', 'booking'])
  if (!tickets.length) return <p className="sale__empty">{t('booking:sale.noPassengers')}</p>
  return (
    <div className="sale__scroll">
      <PassengerTable
        tickets={tickets}
        caption={t('booking:sale.passengers')}
        actionsFor={{ tripStatus }}
        onOpenSeat={onOpen}
      />
    </div>
  )
}
