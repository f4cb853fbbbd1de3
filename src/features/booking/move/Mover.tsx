import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Empty, Flex } from 'antd'
import { SwapOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { saleSeatState, tripOpenForSale } from '../../../api/contracts/booking'
import { freeSeats, landingSeats, moveRefusal, pairSeats } from '../../../api/contracts/move'
import { isApiError } from '../../../api/http'
import { mergeTrip, transferPassengers } from '../../../api/resources/move'
import { saleDiagram, seatHolds } from '../../../api/resources/ticket'
import { useSeatHolds } from '../../../entities/booking/use-seat-holds'
import { useCommand } from '../../../api/define-resource'
import type { SaleDiagram, SeatHold, Ticket } from '../../../api/schemas/booking'
import type { Seat } from '../../../api/schemas/fleet'
import type { MoveAnswer } from '../../../api/schemas/move'
import { MovedFromTag } from '../../../entities/booking/MovedFromTag'
import { useConfirm } from '../../../components/confirm/use-confirm'
import { SimpleTable } from '../../../components/data-table/SimpleTable'
import { SeatMap, seatsOf, type SeatStatus } from '../../../components/seat-map'
import { toast } from '../../../components/toast'
import { formatPhone } from '../../../lib/format'
import { QueryState, type QueryLike } from '../../../components/QueryState'
import './move.css'

const LEGEND: readonly SeatStatus[] = ['free', 'held', 'selected', 'soldPaid', 'soldUnpaid']
const bySeat = (a: Ticket, b: Ticket) => a.seat_code.localeCompare(b.seat_code, 'vi', { numeric: true })

export interface MoverSide {
  tripId: number | undefined
  /** what the trip is to the move: "Chuyến đang chở", "Chuyến nhận khách" */
  name: string
  /** the trip's choice, above its map */
  picker: ReactNode
}

export interface MoverProps {
  left: MoverSide
  right: MoverSide
  /**
   * move: select passengers of the left trip, choose their seats on the right one, confirm;
   * merge: every passenger of the right trip lands on the left one (their seats kept where free), which is kept.
   */
  mode?: 'move' | 'merge'
  /** turns the move around (the trips change sides); offered when given */
  onSwap?: () => void
  /** after a move or merge was made */
  onMoved?: (answer: MoveAnswer) => void
  /** what the selection may also do (the split into a new trip), given the passengers selected */
  extraActions?: (selected: Ticket[], fromTripId: number | null) => ReactNode
}

/**
 * The mover of /booking/split-merge and /split-merge-trip/{id}: two trips side by side with their seat maps and
 * passengers. A move goes one way, from the left trip to the right one: passengers are selected on the left by
 * their checkbox or their seat; the seats chosen on the right are held for this clerk; the preview says who goes
 * to which seat; SPEC §5's rules are said before sending.
 */
export function Mover({ left, right, mode = 'move', onMoved, extraActions, onSwap }: MoverProps) {
  const { t } = useTranslation(['ui', 'move', 'booking'])
  const queryClient = useQueryClient()
  const leftDiagram = useQuery({ ...saleDiagram(left.tripId ?? 0), enabled: left.tripId !== undefined })
  const rightDiagram = useQuery({ ...saleDiagram(right.tripId ?? 0), enabled: right.tripId !== undefined })
  const leftHolds = useQuery({ ...seatHolds(left.tripId ?? 0), enabled: left.tripId !== undefined })
  const rightHolds = useQuery({ ...seatHolds(right.tripId ?? 0), enabled: right.tripId !== undefined })
  const transfer = useCommand(transferPassengers)
  const merge = useCommand(mergeTrip)
  const [confirm, confirmHolder] = useConfirm()
  const [picked, setPicked] = useState<number[]>([])
  const [attempted, setAttempted] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const sending = useRef(false)

  const L = left.tripId
  const R = right.tripId
  const diagrams = useMemo(() => {
    const map = new Map<number, SaleDiagram>()
    if (R !== undefined && rightDiagram.data) map.set(R, rightDiagram.data)
    if (L !== undefined && leftDiagram.data) map.set(L, leftDiagram.data)
    return map
  }, [L, R, leftDiagram.data, rightDiagram.data])
  const holdsOf = (tripId: number | null | undefined): SeatHold[] =>
    (tripId === L ? leftHolds.data : tripId === R ? rightHolds.data : undefined) ?? []

  // the tickets selected, as the maps show them now (one moved or cancelled elsewhere drops out)
  const selected = useMemo(() => {
    const all = new Map([...diagrams.values()].flatMap((d) => d.tickets.map((k) => [k.id, k] as const)))
    return picked.flatMap((id) => all.get(id) ?? []).sort(bySeat)
  }, [picked, diagrams])

  const merging = mode === 'merge'
  const fromId = merging ? (R ?? null) : (selected[0]?.trip_id ?? null)
  const toId = merging ? (L ?? null) : fromId === null ? null : (R ?? null)
  const target = toId === null ? undefined : diagrams.get(toId)
  // the seats chosen on the target (a merge seats the passengers by itself: it holds none)
  const seatHold = useSeatHolds(merging ? null : toId)
  const { chosen } = seatHold
  const source = fromId === null ? undefined : diagrams.get(fromId)
  const moving = merging ? [...(source?.tickets ?? [])].sort(bySeat) : selected

  const targetSeats = useMemo(
    () => (target?.vehicle_type ? seatsOf(target.vehicle_type.diagram) : []),
    [target],
  )
  const targetFree = target
    ? freeSeats(
        targetSeats,
        target.tickets.map((k) => k.seat_id),
        holdsOf(toId),
      )
    : null
  const seatById = new Map(targetSeats.map((s) => [s.id, s]))
  const soldOnTarget = new Set(target?.tickets.map((k) => k.seat_id))
  // seats chosen by hand on the target (a merge seats them by itself), dropping any sold meanwhile
  const chosenSeats: Seat[] = merging
    ? ((targetFree && landingSeats(moving, targetFree)) ?? [])
    : chosen.flatMap((id) => (soldOnTarget.has(id) ? [] : (seatById.get(id) ?? [])))

  const refusal =
    toId === null && fromId !== null
      ? null
      : moveRefusal({
          selected: moving,
          from_trip_id: fromId,
          to_trip_id: toId,
          seat_count: merging ? null : chosenSeats.length,
          free: targetFree ? targetFree.length : null,
          from_direction: source?.trip.map_detail_id ?? null,
          to_direction: target?.trip.map_detail_id ?? null,
        })
  const needsTarget = fromId !== null && toId === null

  const refresh = useCallback(() => {
    for (const id of [L, R])
      if (id !== undefined) {
        void queryClient.invalidateQueries({ queryKey: saleDiagram(id).queryKey })
        void queryClient.invalidateQueries({ queryKey: seatHolds(id).queryKey })
      }
  }, [queryClient, L, R])

  const toggleTicket = (ticket: Ticket) => {
    setRefused(null)
    setPicked((ids) => (ids.includes(ticket.id) ? ids.filter((id) => id !== ticket.id) : [...ids, ticket.id]))
  }
  const selectAll = (tickets: Ticket[]) => {
    setRefused(null)
    setPicked((ids) => [...new Set([...ids, ...tickets.map((k) => k.id)])])
  }
  const clearAll = () => {
    setPicked([])
    setRefused(null)
  }
  // the seats chosen on the trip receiving are released: with the selection gone it is no target any more
  const swap = () => {
    clearAll()
    onSwap?.()
  }

  const chooseSeats = seatHold.choose
  const toggleSeat = (seat: Seat) =>
    chooseSeats(chosen.includes(seat.id) ? chosen.filter((id) => id !== seat.id) : [...chosen, seat.id])
  const autoSeats = () => {
    if (!targetFree) return
    const seats = landingSeats(moving, targetFree)
    if (seats) chooseSeats(seats.map((s) => s.id))
  }

  const send = async () => {
    setAttempted(true)
    setRefused(null)
    if (refusal || needsTarget || fromId === null || toId === null || !target || sending.current) return
    const title = merging
      ? t('move:screen.mergeTitle', { from: source?.trip.name, to: target.trip.name })
      : t('move:screen.confirmTitle', { count: moving.length, trip: target.trip.name })
    if (
      !(await confirm({ title, okText: t(merging ? 'move:screen.mergeConfirm' : 'move:screen.confirmOk') }))
    )
      return
    sending.current = true
    const tickets = moving.map((k) => ({ id: k.id, version: k.version }))
    const seat_ids = chosenSeats.map((s) => s.id)
    // the same move retried keeps its key; another move (trips, tickets or seats changed) is another confirmation
    try {
      const answer = merging
        ? // the trip as the clerk saw it: a change made meanwhile is a 409, said, and the maps refresh
          await merge.confirm({
            from_trip_id: fromId,
            from_version: source?.trip.version ?? 0,
            to_trip_id: toId,
            tickets,
            seat_ids,
          })
        : await transfer.confirm({ from_trip_id: fromId, to_trip_id: toId, tickets, seat_ids })
      if (!answer) return
      seatHold.forget()
      setPicked([])
      setAttempted(false)
      toast.success(
        merging
          ? t('move:screen.merged', { from: source?.trip.name, to: answer.trip.name })
          : t('move:server.moved', { 0: answer.tickets.length, 1: answer.trip.name }),
      )
      onMoved?.(answer)
    } catch (error) {
      // refused: the selection stays, the next confirmation is another one
      const words = isApiError(error) ? [error.message, ...error.messages].filter(Boolean) : []
      setRefused(words.length ? [...new Set(words)].join(' ') : t('move:screen.loadError'))
      refresh()
    } finally {
      sending.current = false
    }
  }

  const message = needsTarget
    ? t('move:screen.chooseTarget')
    : refusal && (attempted || refusal !== 'needSelection')
      ? merging && refusal === 'needSelection'
        ? t('move:screen.mergeEmpty')
        : t(`move:validation.${refusal}`)
      : null

  const panel = (side: MoverSide, query: typeof leftDiagram, name: 'left' | 'right') => (
    <TripPanel
      key={name}
      side={side}
      query={query}
      holds={holdsOf(side.tripId)}
      selectable={!merging && name === 'left'}
      pickedIds={new Set(merging ? moving.map((k) => k.id) : picked)}
      isTarget={side.tripId !== undefined && side.tripId === toId && !merging}
      chosenIds={new Set(side.tripId === toId ? chosenSeats.map((s) => s.id) : [])}
      onToggleTicket={toggleTicket}
      onSelectAll={selectAll}
      onClear={clearAll}
      onToggleSeat={toggleSeat}
    />
  )

  return (
    <div className="mover">
      <div className="mover__sides">
        {panel(left, leftDiagram, 'left')}
        {onSwap && (
          <Button
            className="mover__swap"
            icon={<SwapOutlined aria-hidden />}
            onClick={swap}
            aria-label={t('move:screen.swap')}
            title={t('move:screen.swap')}
          />
        )}
        {panel(right, rightDiagram, 'right')}
      </div>
      <section className="mover__plan" aria-labelledby="mover-preview">
        <h2 id="mover-preview" className="mover__heading">
          {t('move:screen.preview')}
        </h2>
        <p aria-live="polite">
          {merging || !moving.length
            ? null
            : t('move:screen.selected', { count: moving.length, trip: source?.trip.name ?? '' })}
          {!merging && !moving.length && t('move:screen.noneSelected')}
          {targetFree && ` · ${t('move:screen.free', { count: targetFree.length })}`}
        </p>
        {!merging && moving.length > 0 && toId !== null && <p>{t('move:screen.pickSeatsHint')}</p>}
        {merging && source && target && moving.length > 0 && (
          <p>{t('move:screen.mergeExplain', { count: moving.length, from: source.trip.name })}</p>
        )}
        {moving.length > 0 && (
          <SimpleTable
            caption={t('move:screen.preview')}
            captionHidden
            className="mover-table"
            columns={[
              {
                id: 'passenger',
                header: t('move:screen.previewPassenger'),
                rowHeader: true,
                cell: ({ ticket }) => `${ticket.customer_name} · ${formatPhone(ticket.phone)}`,
              },
              { id: 'from', header: t('move:screen.previewFrom'), cell: ({ ticket }) => ticket.seat_code },
              { id: 'to', header: t('move:screen.previewTo'), cell: ({ seat }) => seat?.code ?? '—' },
            ]}
            rows={pairSeats(moving, chosenSeats)}
            getRowId={({ ticket }) => ticket.id}
          />
        )}
      </section>
      {/* what the move still needs and its buttons stay at the foot of the screen, the seat maps above */}
      <div className="mover__actions">
        {message && <Alert type="warning" showIcon role="alert" title={message} />}
        {refused && (
          <Alert type="error" showIcon role="alert" title={t('move:screen.refused', { reason: refused })} />
        )}
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => void send()} loading={transfer.isPending || merge.isPending}>
            {t(merging ? 'move:screen.mergeConfirm' : 'move:screen.confirm')}
          </Button>
          {!merging && moving.length > 0 && toId !== null && (
            <Button onClick={autoSeats}>{t('move:screen.autoSeats')}</Button>
          )}
          {!merging && extraActions?.(moving, fromId)}
        </Flex>
      </div>
      {confirmHolder}
    </div>
  )
}

interface TripPanelProps {
  side: MoverSide
  /** the chosen trip's seat map and tickets */
  query: QueryLike<SaleDiagram | null>
  holds: SeatHold[]
  selectable: boolean
  pickedIds: Set<number>
  isTarget: boolean
  chosenIds: Set<number>
  onToggleTicket: (ticket: Ticket) => void
  onSelectAll: (tickets: Ticket[]) => void
  onClear: () => void
  onToggleSeat: (seat: Seat) => void
}

/** One trip: its choice, its seat map (a sold seat selects its passenger; a free one of the target is chosen). */
function TripPanel({ query, ...props }: TripPanelProps) {
  const { side, isTarget } = props
  const { t } = useTranslation(['ui', 'move'])
  return (
    <section className="mover-side" aria-label={side.name} data-target={isTarget ? '' : undefined}>
      {side.picker}
      {side.tripId === undefined ? (
        <Empty description={t('move:screen.chooseTrip')} />
      ) : (
        <QueryState query={query} error={t('move:screen.loadError')}>
          {(diagram) => <TripSeats diagram={diagram} {...props} />}
        </QueryState>
      )}
    </section>
  )
}

/** The chosen trip's seat map and passengers. */
function TripSeats(props: Omit<TripPanelProps, 'query'> & { diagram: SaleDiagram }) {
  const { diagram, holds, selectable, pickedIds, isTarget, chosenIds } = props
  const { t } = useTranslation(['ui', 'move', 'booking'])
  const soldBySeat = new Map(diagram.tickets.map((k) => [k.seat_id, k]))
  const holdBySeat = new Map(holds.map((h) => [h.seat_id, h]))
  const open = tripOpenForSale(diagram.trip.status)

  const statusOf = (seat: Seat): SeatStatus => {
    const sold = soldBySeat.get(seat.id)
    if (sold && pickedIds.has(sold.id)) return 'selected'
    const state = saleSeatState(seat, sold, holdBySeat.get(seat.id), chosenIds.has(seat.id))
    return state === 'notForSale' ? 'free' : state
  }
  const click = (seat: Seat) => {
    const sold = soldBySeat.get(seat.id)
    if (sold) {
      if (selectable) props.onToggleTicket(sold)
      return
    }
    const held = holdBySeat.get(seat.id)
    // a seat never sold (DECISIONS #5) is not chosen: the selling screen's rule
    if (saleSeatState(seat, undefined, held, false) === 'notForSale') return
    if (held && !held.mine) {
      toast.error(t('booking:saleRules.seatHeld', { 0: seat.code, 1: held.holder_name }))
      return
    }
    if (isTarget && open) props.onToggleSeat(seat)
  }

  return (
    <>
      {!open && <Alert type="warning" showIcon title={t('move:screen.closed')} />}
      {diagram.vehicle_type ? (
        <SeatMap
          diagram={diagram.vehicle_type.diagram}
          label={t('move:screen.seatMap', { trip: diagram.trip.name })}
          seatStatus={statusOf}
          seatNote={(seat) => {
            const sold = soldBySeat.get(seat.id)
            if (sold) return `${sold.customer_name}, ${formatPhone(sold.phone)}`
            const held = holdBySeat.get(seat.id)
            return held && !held.mine ? held.holder_name : undefined
          }}
          onSeatClick={click}
          allowTakenClick
          legendStatuses={LEGEND}
          size="small"
        />
      ) : (
        <Empty description={t('move:screen.noCar')} />
      )}
      <PassengerList
        diagram={diagram}
        selectable={selectable}
        pickedIds={pickedIds}
        onToggle={props.onToggleTicket}
        onSelectAll={props.onSelectAll}
        onClear={props.onClear}
      />
    </>
  )
}

function PassengerList({
  diagram,
  selectable,
  pickedIds,
  onToggle,
  onSelectAll,
  onClear,
}: {
  diagram: SaleDiagram
  selectable: boolean
  pickedIds: Set<number>
  onToggle: (ticket: Ticket) => void
  onSelectAll: (tickets: Ticket[]) => void
  onClear: () => void
}) {
  const { t } = useTranslation(['ui', 'move'])
  const tickets = diagram.tickets
  if (!tickets.length) return <p className="mover__empty">{t('move:screen.noPassengers')}</p>
  return (
    <>
      {selectable && (
        <Flex gap={8} wrap className="mover__list-actions">
          <Button size="small" onClick={() => onSelectAll(tickets)}>
            {t('move:screen.selectAll')}
          </Button>
          <Button size="small" onClick={onClear}>
            {t('move:screen.clearSelection')}
          </Button>
        </Flex>
      )}
      <SimpleTable
        caption={t('move:screen.passengers', { trip: diagram.trip.name })}
        className="mover-table"
        columns={[
          ...(selectable
            ? [
                {
                  id: 'pick',
                  header: t('move:screen.selectAll'),
                  headerHidden: true,
                  cell: (ticket: Ticket) => (
                    <input
                      type="checkbox"
                      checked={pickedIds.has(ticket.id)}
                      onChange={() => onToggle(ticket)}
                      aria-label={t('move:screen.selectPassenger', {
                        name: ticket.customer_name,
                        seat: ticket.seat_code,
                      })}
                    />
                  ),
                },
              ]
            : []),
          { id: 'seat', header: t('move:screen.seat'), rowHeader: true, cell: (ticket) => ticket.seat_code },
          {
            id: 'passenger',
            header: t('move:screen.previewPassenger'),
            cell: (ticket) => (
              <>
                {ticket.customer_name} · {formatPhone(ticket.phone)}
                <MovedFromTag ticket={ticket} />
              </>
            ),
          },
        ]}
        rows={tickets}
        getRowId={(ticket) => ticket.id}
        rowProps={(ticket) => ({ 'data-picked': pickedIds.has(ticket.id) ? '' : undefined })}
      />
    </>
  )
}
