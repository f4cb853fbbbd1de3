import { useQuery } from '@tanstack/react-query'
import { Descriptions, Empty, Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import { tripDriverAndCar, tripGoods, tripTickets, tripTransfers } from '../../api/resources/trip'
import type { Ticket } from '../../api/schemas/booking'
import { PassengerTable } from '../../entities/booking/PassengerTable'
import { TICKET_WRITE_CODE } from '../../entities/booking/TicketActions'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { QueryState } from '../../components/QueryState'
import { SeatMap } from '../../components/seat-map'
import { formatHcmDateTime, formatMoney, formatPhone } from '../../lib/format'
import { useCan } from '../../api/resources/auth'
import './TripDetail.css'

const travelling = (tickets: Ticket[]) => tickets.filter((ticket) => !ticket.deleted_at)

function usePickText() {
  const { t } = useTranslation('booking')
  const words = t('pickType', { returnObjects: true })
  return (ticket: Ticket) => words[ticket.pick_type as keyof typeof words]
}

/** The car's seat map, each sold seat named with its passenger's name, phone and pick-up. */
export function TripSeats({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const crew = useQuery(tripDriverAndCar(tripId))
  const tickets = useQuery(tripTickets(tripId))
  const pickText = usePickText()
  return (
    <QueryState
      query={crew}
      error={t('trips:detail.loadError')}
      empty={{ when: (c) => !c.vehicle_type, say: <Empty description={t('trips:detail.noDiagram')} /> }}
    >
      {(c) => {
        const bySeat = new Map(travelling(tickets.data ?? []).map((ticket) => [ticket.seat_id, ticket]))
        return (
          <SeatMap
            diagram={c.vehicle_type!.diagram}
            label={t('trips:detail.seatMap', { vehicleType: c.vehicle_type!.name })}
            seatStatus={(seat) => (bySeat.has(seat.id) ? 'taken' : 'free')}
            seatNote={(seat) => {
              const ticket = bySeat.get(seat.id)
              return ticket
                ? t('trips:detail.seatNote', {
                    name: ticket.customer_name,
                    phone: formatPhone(ticket.phone),
                    pick: pickText(ticket),
                  })
                : undefined
            }}
          />
        )
      }}
    </QueryState>
  )
}

/**
 * The trip's tickets: those travelling, then the cancelled ones (marked with why). A booking.import_customer
 * holder gets each ticket's actions.
 */
export function TripPassengers({ tripId, tripStatus }: { tripId: number; tripStatus: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = useQuery(tripTickets(tripId))
  const canAct = useCan()(TICKET_WRITE_CODE)
  return (
    <QueryState
      query={query}
      error={t('trips:detail.loadError')}
      empty={{ when: (rows) => rows.length === 0, say: <Empty description={t('trips:detail.noTickets')} /> }}
    >
      {(rows) => (
        <PassengerTable
          tickets={rows}
          caption={t('trips:detail.passengers')}
          actionsFor={canAct ? { tripStatus } : undefined}
        />
      )}
    </QueryState>
  )
}

/** The shipping orders on board (read-only). */
export function TripGoods({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = useQuery(tripGoods(tripId))
  return (
    <QueryState
      query={query}
      error={t('trips:detail.loadError')}
      empty={{ when: (rows) => rows.length === 0, say: <Empty description={t('trips:detail.noGoods')} /> }}
    >
      {(rows) => (
        <SimpleTable
          caption={t('trips:detail.goods')}
          className="trip-detail__table"
          columns={[
            { id: 'code', header: t('trips:detail.col.goodsCode'), rowHeader: true, cell: (o) => o.code },
            { id: 'package', header: t('trips:detail.col.package'), cell: (o) => o.package_name },
            { id: 'quantity', header: t('trips:detail.col.quantity'), cell: (o) => o.quantity },
            { id: 'weight', header: t('trips:detail.col.weight'), cell: (o) => o.weight },
            {
              id: 'sender',
              header: t('trips:detail.col.sender'),
              cell: (o) => `${o.sender_name}, ${formatPhone(o.sender_phone)}`,
            },
            {
              id: 'receiver',
              header: t('trips:detail.col.receiver'),
              cell: (o) => `${o.receiver_name}, ${formatPhone(o.receiver_phone)}`,
            },
            {
              id: 'cod',
              header: t('trips:detail.col.cod'),
              align: 'right',
              cell: (o) => formatMoney(o.cod_amount),
            },
            {
              id: 'deliveryFee',
              header: t('trips:detail.col.deliveryFee'),
              align: 'right',
              cell: (o) => formatMoney(o.delivery_fee),
            },
          ]}
          rows={rows}
          getRowId={(o) => o.id}
        />
      )}
    </QueryState>
  )
}

/** The driver (name, phone) and the car (name, plate, vehicle type). */
export function TripDriverAndCar({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = useQuery(tripDriverAndCar(tripId))
  return (
    <QueryState query={query} error={t('trips:detail.loadError')}>
      {(crew) => (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'driver',
              label: t('trips:detail.driver'),
              children: crew.driver?.fullname ?? t('trips:detail.noDriver'),
            },
            ...(crew.driver
              ? [
                  {
                    key: 'phone',
                    label: t('trips:detail.driverPhone'),
                    children: formatPhone(crew.driver.phone),
                  },
                ]
              : []),
            {
              key: 'car',
              label: t('trips:detail.car'),
              children: crew.car?.name ?? t('trips:detail.noCar'),
            },
            ...(crew.car
              ? [
                  { key: 'plate', label: t('trips:detail.plate'), children: crew.car.license_plate },
                  {
                    key: 'type',
                    label: t('trips:detail.vehicleType'),
                    children: crew.vehicle_type?.name ?? '',
                  },
                ]
              : []),
          ]}
        />
      )}
    </QueryState>
  )
}

/** Passengers moved into or out of the trip, the latest first. */
export function TripTransferHistory({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = useQuery(tripTransfers(tripId))
  return (
    <QueryState
      query={query}
      error={t('trips:detail.loadError')}
      empty={{
        when: (rows) => rows.length === 0,
        say: <Empty description={t('trips:detail.noTransfers')} />,
      }}
    >
      {(rows) => (
        <Timeline
          items={rows.map((move) => ({
            key: move.id,
            color: move.to_trip_id === tripId ? 'green' : 'blue',
            content: (
              <>
                <div>
                  <time dateTime={move.moved_at}>{formatHcmDateTime(move.moved_at, 'DD/MM/YYYY HH:mm')}</time>
                  {' · '}
                  <strong>
                    {t(
                      move.to_trip_id === tripId
                        ? 'trips:detail.transfer.into'
                        : 'trips:detail.transfer.outOf',
                    )}
                  </strong>
                </div>
                <div>
                  {t('trips:detail.transfer.line', {
                    code: move.ticket_code,
                    name: move.customer_name,
                    from: move.from_trip_name,
                    fromSeat: move.from_seat_code,
                    to: move.to_trip_name,
                    toSeat: move.to_seat_code,
                  })}
                </div>
                {move.user_name && <div>{t('trips:detail.transfer.by', { name: move.user_name })}</div>}
              </>
            ),
          }))}
        />
      )}
    </QueryState>
  )
}
