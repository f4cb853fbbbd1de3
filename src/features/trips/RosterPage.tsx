import { useMemo, useState } from 'react'
import { Flex } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TRIP_CLOSED_STATUSES, TRIP_STATUS, type TripStatus } from '../../api/contracts/trips'
import { cars } from '../../api/resources/car'
import { useActiveDrivers } from '../../api/resources/user'
import { useDirections } from '../../api/resources/map'
import { sendToDriver as sendToDriverCommand, trips } from '../../api/resources/trip'
import type { Trip } from '../../api/schemas/trips'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { FilterSelect } from '../../components/ListFilters'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { DayNavigator } from '../../entities/desk/DayNavigator'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import { deskDate, deskDay } from '../../entities/desk/search'
import { useAllowedMoves } from '../../entities/trip/use-allowed-moves'
import { MOVE_KEY, useTripMoves } from '../../entities/trip/use-trip-moves'
import { ExportButton } from '../../components/ExportButton'
import { noteColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { ToneTag } from '../../components/StatusTag'
import { toast } from '../../components/toast'
import { hcmClock, hcmToday } from '../../lib/hcm-day'
import type { ListSearch } from '../../lib/list-search'

export type RosterSearch = ListSearch & {
  /** the roster's day (YYYY-MM-DD, Ho Chi Minh); today when absent */
  date?: string
  map_detail_id?: number
  user_id?: number
  car_id?: number
  status?: number
}

const TripDialog = lazyDialog(() => import('../../entities/trip/TripDialog').then((m) => m.TripDialog))
const CancelTripDialog = lazyDialog(() => import('./CancelTripDialog').then((m) => m.CancelTripDialog))

const STATUS_TONE: Partial<Record<TripStatus, 'success' | 'warning' | 'danger'>> = {
  [TRIP_STATUS.running]: 'warning',
  [TRIP_STATUS.finished]: 'success',
  [TRIP_STATUS.declined]: 'danger',
  [TRIP_STATUS.cancelled]: 'danger',
  [TRIP_STATUS.broken]: 'danger',
}
const FLAGS = ['is_heighway', 'is_madagui', 'is_contract'] as const

/** The driver roster of a day (/trip): trips by departure, their status moves, create, edit and export. */
export function RosterPage({
  search,
  setSearch,
}: {
  search: RosterSearch
  setSearch: SearchPatch<RosterSearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'table', 'trips', 'menu'])
  const labels = useFieldLabels('trips')
  const day = deskDay(search)
  const { table, setFilter, query, rights } = useResourceList(trips, { ...search, date: day }, setSearch)
  const directions = useDirections()
  const drivers = useActiveDrivers()
  const carRows = cars.useAll()
  const sendToDriver = useMutation(sendToDriverCommand())
  const movesOf = useAllowedMoves()
  const { ask, holder: confirmHolder } = useTripMoves()
  const [editing, setEditing] = useState<Trip | 'new' | null>(null)
  const [cancelling, setCancelling] = useState<Trip | null>(null)

  const directionName = directions.names
  const driverName = useMemo(() => new Map(drivers.data?.map((d) => [d.id, d.fullname])), [drivers.data])
  const plate = useMemo(() => new Map(carRows.data?.map((c) => [c.id, c.license_plate])), [carRows.data])
  const statusWords = t('trips:status', { returnObjects: true }) as Record<string, string>
  const statusWord = (status: number) => statusWords[status] ?? String(status)

  // a cancel asks its reason in its own dialog; the other moves ask first (the desks' breakdown is the same move)
  const moveTo = (trip: Trip, status: TripStatus) =>
    status === TRIP_STATUS.cancelled ? setCancelling(trip) : void ask(trip, status)

  const send = async (trip: Trip) => {
    try {
      if (await sendToDriver.mutateAsync(trip.id)) toast.success(t('trips:confirm.sent'))
    } catch (error) {
      toast.conflict(error) // answered or changed meanwhile; other refusals were toasted by the HTTP core
    }
  }

  const columns = useMemo<DataColumn<Trip>[]>(
    () => [
      {
        id: 'departure_time',
        header: labels.departure_time,
        cell: (r) => (
          <Link
            to="/trip/$id"
            params={{ id: String(r.id) }}
            aria-label={t('trips:roster.open', { 0: r.name })}
          >
            <strong>{hcmClock(r.departure_time)}</strong>
          </Link>
        ),
        sortable: true,
        hideable: false,
        nowrap: true,
      },
      {
        id: 'return_time',
        header: labels.return_time,
        cell: (r) => hcmClock(r.return_time),
        nowrap: true,
        defaultHidden: true,
      },
      {
        id: 'map_detail_id',
        header: labels.map_detail_id,
        // a direction the user does not sell still has a name: the trip's, less its time
        cell: (r) => directionName.get(r.map_detail_id) ?? r.name.replace(/ \d{2}:\d{2}$/, ''),
      },
      {
        id: 'car_id',
        header: labels.car_id,
        cell: (r) => (r.car_id ? plate.get(r.car_id) : ''),
        nowrap: true,
      },
      { id: 'user_id', header: labels.user_id, cell: (r) => (r.user_id ? driverName.get(r.user_id) : '') },
      {
        id: 'seats',
        header: t('trips:roster.seats'),
        cell: (r) => `${r.seats_sold ?? 0}/${r.seat_count ?? 0}`,
        align: 'right',
      },
      {
        id: 'status',
        header: labels.status,
        cell: (r) => (
          <Flex gap={4} wrap>
            <ToneTag tone={STATUS_TONE[r.status as TripStatus]}>{statusWord(r.status)}</ToneTag>
            {r.status === TRIP_STATUS.new && r.sent_to_driver_at && (
              <ToneTag>{t('trips:roster.sentToDriver')}</ToneTag>
            )}
          </Flex>
        ),
        sortable: true,
      },
      {
        id: 'flags',
        header: t('trips:roster.flags'),
        cell: (r) => (
          <Flex gap={4} wrap>
            {FLAGS.filter((f) => r[f]).map((f) => (
              <ToneTag key={f}>{String(labels[f])}</ToneTag>
            ))}
          </Flex>
        ),
        defaultHidden: true,
      },
      noteColumn(labels.note),
    ],
    // statusWord reads t, which changes with the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [labels, directionName, plate, driverName, t],
  )

  /**
   * A trip's actions, its likeliest first (RowActions keeps two on the row): the moves forward, sending it to its
   * driver, editing it, then cancelling it or reporting a breakdown. Those the user may make: a holder of
   * trip.report-broken without trip.update is offered only the breakdown.
   */
  const rowActionsOf = (r: Trip): RowAction[] => {
    const moves = movesOf(r.status).map((status) => {
      const words = t(`trips:move.${MOVE_KEY[status as keyof typeof MOVE_KEY]}.action`)
      return {
        key: `move-${status}`,
        label: words,
        name: `${words} ${r.name}`,
        danger: status === TRIP_STATUS.cancelled || status === TRIP_STATUS.broken,
        onIntent: status === TRIP_STATUS.cancelled ? CancelTripDialog.preload : undefined,
        onSelect: () => moveTo(r, status),
      }
    })
    return [
      ...moves.filter((move) => !move.danger),
      ...(rights.update && r.status === TRIP_STATUS.new && r.user_id && day >= hcmToday()
        ? [
            {
              key: 'send',
              label: t('trips:confirm.send'),
              name: `${t('trips:confirm.send')} ${r.name}`,
              busy: sendToDriver.isPending && sendToDriver.variables === r.id,
              onSelect: () => void send(r),
            },
          ]
        : []),
      ...(!rights.update || TRIP_CLOSED_STATUSES.includes(r.status as TripStatus)
        ? []
        : [
            {
              key: 'edit',
              label: t('trips:roster.edit'),
              name: t('table:edit', { label: r.name }),
              onIntent: TripDialog.preload,
              onSelect: () => setEditing(r),
            },
          ]),
      ...moves.filter((move) => move.danger),
    ]
  }

  return (
    <ListScreen
      title={t('menu:trips')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={TripDialog.preload}
      createText={t('trips:roster.create')}
      actions={
        <ExportButton
          command={trips.export}
          vars={{ query, filename: t('trips:roster.exportFile') }}
          done={t('trips:roster.exported')}
        >
          {t('trips:roster.export')}
        </ExportButton>
      }
    >
      {confirmHolder}
      <DataTable<Trip>
        {...table}
        label={t('trips:roster.list')}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey="trip"
        rowActions={rowActionsOf}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('trips:roster.searchPlaceholder')}
            start={
              <DayNavigator
                label={labels.plan_date}
                value={day}
                onChange={(next) => setFilter({ date: deskDate(next) })}
              />
            }
          >
            <DirectionSelect
              all
              value={search.map_detail_id}
              onChange={(map_detail_id) => setFilter({ map_detail_id })}
              width={240}
            />
            <FilterSelect<number>
              label={labels.user_id}
              value={search.user_id}
              onChange={(user_id) => setFilter({ user_id })}
              options={drivers.data?.map((d) => ({ value: d.id, label: d.fullname }))}
              width={220}
            />
            <FilterSelect<number>
              label={labels.car_id}
              value={search.car_id}
              onChange={(car_id) => setFilter({ car_id })}
              options={carRows.data?.map((c) => ({ value: c.id, label: c.license_plate }))}
            />
            <FilterSelect<number>
              label={labels.status}
              value={search.status}
              onChange={(status) => setFilter({ status })}
              options={Object.values(TRIP_STATUS).map((s) => ({ value: s, label: statusWord(s) }))}
              width={220}
            />
          </ListToolbar>
        }
      />
      <DialogSuspense>
        {editing && (
          <TripDialog
            row={editing === 'new' ? undefined : editing}
            day={day}
            onClose={() => setEditing(null)}
          />
        )}
        {cancelling && <CancelTripDialog trip={cancelling} onClose={() => setCancelling(null)} />}
      </DialogSuspense>
    </ListScreen>
  )
}
