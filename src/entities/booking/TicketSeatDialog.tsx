import { Alert } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { seatHolds } from '../../api/resources/ticket'
import { ticketActions } from '../../api/resources/ticket-actions'
import { tripDriverAndCar, tripTickets } from '../../api/resources/trip'
import { ticketSeatWriteSchema, type Ticket } from '../../api/schemas/booking'
import { seatsOf, SeatMap } from '../../components/seat-map'
import { FormDialog } from '../../components/form'
import { QueryState } from '../../components/QueryState'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { useLatestTicket } from './latest-ticket'

/**
 * Move a ticket to another seat of its trip: the trip's seat map, where only free seats for sale can be chosen
 * (keyboard or mouse). A seat sold meanwhile is refused with its name and the map refreshes; the choice stays.
 */
export function TicketSeatDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const queryClient = useQueryClient()
  const crew = useQuery(tripDriverAndCar(ticket.trip_id))
  const tickets = useQuery(tripTickets(ticket.trip_id))
  // seats another clerk is selling right now (DECISIONS #11): shown held, not to be chosen
  const holds = useQuery(seatHolds(ticket.trip_id))
  const move = useMutation(ticketActions.changeSeat())
  const latestTicket = useLatestTicket(ticket)
  const { dialog, form } = useCommandDialog({
    schema: ticketSeatWriteSchema,
    ns: 'booking',
    defaultValues: { id: ticket.id, version: ticket.version },
    send: (values) => move.mutateAsync(values),
    success: (saved) =>
      t('booking:ticketActions.done.seatChanged', { code: ticket.code, seat: saved.seat_code }),
    onClose,
    latest: { load: latestTicket },
    // the seat was sold or the ticket changed meanwhile: show the map as it is now
    onStale: () => {
      void queryClient.invalidateQueries({ queryKey: tripTickets(ticket.trip_id).queryKey })
      void queryClient.invalidateQueries({ queryKey: seatHolds(ticket.trip_id).queryKey })
    },
  })
  const { field, fieldState } = useController({ name: 'seat_id', control: form.control })
  const chosen = field.value
  const error = fieldState.error?.message
  const diagram = crew.data?.vehicle_type?.diagram
  const sold = new Map(
    (tickets.data ?? []).filter((k) => !k.deleted_at && k.id !== ticket.id).map((k) => [k.seat_id, k]),
  )
  const heldByOthers = new Map((holds.data ?? []).filter((h) => !h.mine).map((h) => [h.seat_id, h]))
  const chosenCode = diagram && seatsOf(diagram).find((s) => s.id === chosen)?.code

  return (
    <FormDialog
      {...dialog}
      width={760}
      title={t('booking:ticketActions.changeSeatTitle', { code: ticket.code, seat: ticket.seat_code })}
      submitText={t('booking:ticketActions.changeSeat')}
    >
      <QueryState
        query={crew}
        error={t('booking:ticketActions.loadError')}
        empty={{
          when: (c) => !c.vehicle_type,
          say: <Alert type="info" showIcon title={t('booking:ticketActions.noDiagram')} />,
        }}
      >
        {(c) => (
          <QueryState query={tickets} error={t('booking:ticketActions.loadError')}>
            {() => (
              <>
                <SeatMap
                  diagram={c.vehicle_type!.diagram}
                  label={t('booking:ticketActions.seatMap', { vehicleType: c.vehicle_type!.name })}
                  activeSeatId={chosen}
                  seatStatus={(seat) =>
                    sold.has(seat.id) || seat.id === ticket.seat_id
                      ? 'taken'
                      : heldByOthers.has(seat.id)
                        ? 'held'
                        : seat.id === chosen
                          ? 'selected'
                          : 'free'
                  }
                  seatNote={(seat) =>
                    seat.id === ticket.seat_id
                      ? t('booking:ticketActions.currentSeat')
                      : (sold.get(seat.id)?.customer_name ?? heldByOthers.get(seat.id)?.holder_name)
                  }
                  onSeatClick={(seat) => {
                    if (!heldByOthers.has(seat.id)) field.onChange(seat.id)
                  }}
                />
                <p role="status" aria-live="polite">
                  {chosenCode
                    ? t('booking:ticketActions.newSeat', { seat: chosenCode })
                    : t('booking:ticketActions.noNewSeat')}
                </p>
                {error && (
                  <div className="field-error" role="alert">
                    {error}
                  </div>
                )}
              </>
            )}
          </QueryState>
        )}
      </QueryState>
    </FormDialog>
  )
}
