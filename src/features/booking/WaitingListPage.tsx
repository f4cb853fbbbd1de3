import { useMemo, useState } from 'react'
import { Checkbox, Flex, Select } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TICKET_SOURCES, WAITING_BOOKING_STATUS } from '../../api/contracts/booking'
import { useCan } from '../../api/resources/auth'
import { openWaitingBooking, waitingBookings } from '../../api/resources/booking-waiting'
import { useDirections } from '../../api/resources/map'
import type { WaitingBooking } from '../../api/schemas/booking'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { DateTime } from '../../components/DateTime'
import { FilterSelect } from '../../components/ListFilters'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { DayNavigator } from '../../entities/desk/DayNavigator'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import { ExportButton } from '../../components/ExportButton'
import { moneyColumn, noteColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { ToneTag } from '../../components/StatusTag'
import { formatPhone } from '../../lib/format'
import type { ListSearch } from '../../lib/list-search'

export type WaitingSearch = ListSearch & {
  /** the departure day (YYYY-MM-DD); none: every day */
  date?: string
  map_detail_id?: number
  status?: number
  source?: number
  new?: number
}

const WaitingBookingDialog = lazyDialog(() =>
  import('./WaitingBookingDialog').then((m) => m.WaitingBookingDialog),
)
const CancelBookingDialog = lazyDialog(() =>
  import('./CancelBookingDialog').then((m) => m.CancelBookingDialog),
)

const STATUS_TONE = { 1: 'success', 2: 'danger' } as const

type Words = Record<string | number, string>
type WordsKey = 'form' | 'pickType' | 'source' | 'seatType' | 'paid' | 'waitingStatus'

/** The waiting list (/booking-waiting): bookings not yet on a car, new ones first; create, edit, cancel, delete. */
export function WaitingListPage({
  search,
  setSearch,
}: {
  search: WaitingSearch
  setSearch: SearchPatch<WaitingSearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'booking', 'menu'])
  const labels = useFieldLabels('booking')
  const { table, setFilter, query, rights } = useResourceList(waitingBookings, search, setSearch)
  const directions = useDirections()
  const open = useMutation(openWaitingBooking())
  const navigate = useNavigate()
  const can = useCan()
  const sells = can('booking.import_customer')
  const [editing, setEditing] = useState<WaitingBooking | 'new' | null>(null)
  const [cancelling, setCancelling] = useState<WaitingBooking | null>(null)

  const status = search.status ?? WAITING_BOOKING_STATUS.waiting
  const waitingShown = status === WAITING_BOOKING_STATUS.waiting
  const directionName = directions.names
  const words = (key: WordsKey) => t(`booking:${key}`, { returnObjects: true }) as unknown as Words

  /** Opening a booking is what makes it no longer new. */
  const edit = (row: WaitingBooking) => {
    if (row.opened_at == null) open.mutate(row.id)
    setEditing(row)
  }

  const columns = useMemo<DataColumn<WaitingBooking>[]>(() => {
    const w = (key: WordsKey) => t(`booking:${key}`, { returnObjects: true }) as unknown as Words
    return [
      {
        id: 'code',
        header: labels.code,
        cell: (r) => (
          <Flex gap={4} align="center" wrap>
            <strong>{r.code}</strong>
            {r.opened_at == null && <ToneTag tone="warning">{t('booking:list.new')}</ToneTag>}
          </Flex>
        ),
        hideable: false,
        nowrap: true,
      },
      { id: 'customer_name', header: labels.customer_name, cell: (r) => r.customer_name, sortable: true },
      {
        id: 'phone',
        header: labels.phone,
        cell: (r) => <a href={`tel:${r.phone}`}>{formatPhone(r.phone)}</a>,
        nowrap: true,
      },
      {
        id: 'map_detail_id',
        header: labels.map_detail_id,
        cell: (r) =>
          directionName.get(r.map_detail_id) ??
          [r.departure_point, r.destination_point].filter(Boolean).join(' ➡️ '),
      },
      {
        id: 'departure_date',
        header: labels.departure_date,
        cell: (r) => (
          <>
            <DateTime value={r.departure_date} dateOnly />
            {r.return_date && (
              <div>{t('booking:list.returnOn', { 0: r.return_date.split('-').reverse().join('/') })}</div>
            )}
          </>
        ),
        sortable: true,
        nowrap: true,
      },
      {
        id: 'preferred_time',
        header: labels.preferred_time,
        cell: (r) => r.preferred_time ?? '',
        defaultHidden: true,
      },
      { id: 'number_ticket', header: labels.number_ticket, cell: (r) => r.number_ticket, align: 'right' },
      { id: 'form', header: labels.form, cell: (r) => w('form')[r.form], defaultHidden: true },
      {
        id: 'pick_type',
        header: labels.pick_type,
        cell: (r) => (
          <>
            {w('pickType')[r.pick_type]}
            {r.pick_type !== 0 && r.pick_address && <div>{r.pick_address}</div>}
          </>
        ),
        defaultHidden: true,
      },
      {
        id: 'seat_type',
        header: labels.seat_type,
        cell: (r) => w('seatType')[r.seat_type] ?? '',
        defaultHidden: true,
      },
      {
        id: 'source',
        header: labels.source,
        cell: (r) => <ToneTag>{w('source')[r.source]}</ToneTag>,
        nowrap: true,
        defaultHidden: true,
      },
      moneyColumn<WaitingBooking>('surcharge', labels.surcharge, { hidden: true }),
      {
        id: 'is_paid',
        header: labels.is_paid,
        cell: (r) => (
          <ToneTag tone={r.is_paid ? 'success' : undefined}>{w('paid')[String(r.is_paid)]}</ToneTag>
        ),
        nowrap: true,
        defaultHidden: true,
      },
      {
        id: 'status',
        header: labels.status,
        cell: (r) => <ToneTag tone={STATUS_TONE[r.status as 1 | 2]}>{w('waitingStatus')[r.status]}</ToneTag>,
        nowrap: true,
      },
      noteColumn(labels.note),
    ]
  }, [labels, directionName, t])

  const statusWords = words('waitingStatus')
  const sourceWords = words('source')

  return (
    <ListScreen
      title={t('menu:bookingWaiting')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={WaitingBookingDialog.preload}
      createText={t('booking:list.create')}
      actions={
        <ExportButton
          command={waitingBookings.export}
          vars={{ query, filename: t('booking:list.exportFile') }}
          done={t('booking:list.exported')}
        >
          {t('booking:list.export')}
        </ExportButton>
      }
    >
      <DataTable<WaitingBooking>
        {...table}
        label={t('booking:list.list')}
        columns={columns}
        rowLabel={(r) => `${r.code} ${r.customer_name}`}
        storageKey="booking-waiting"
        density="compact"
        onEdit={rights.update && waitingShown ? edit : undefined}
        onDelete={waitingShown ? table.onDelete : undefined}
        rowTone={(r) => (r.opened_at == null ? 'warning' : undefined)}
        rowActions={(r) => {
          if (r.status !== WAITING_BOOKING_STATUS.waiting) return []
          const actions: RowAction[] = []
          // the likeliest: put it on a car, on the selling desk opened on its day, direction and this booking
          if (sells)
            actions.push({
              key: 'seat',
              label: t('booking:list.seat'),
              name: `${t('booking:list.seat')} ${r.code} ${r.customer_name}`,
              onSelect: () =>
                void navigate({
                  to: '/add-customer-to-car',
                  search: { date: r.departure_date, map_detail_id: r.map_detail_id, booking_id: r.id },
                }),
            })
          if (rights.update)
            actions.push({
              key: 'cancel',
              label: t('booking:list.cancel'),
              name: `${t('booking:list.cancel')} ${r.code} ${r.customer_name}`,
              danger: true,
              onIntent: CancelBookingDialog.preload,
              onSelect: () => setCancelling(r),
            })
          // a whole car hired instead: a contract made from the booking, which then leaves the list
          if (can('carContract.create'))
            actions.push({
              key: 'contract',
              label: t('booking:list.toContract'),
              name: `${t('booking:list.toContract')} ${r.code} ${r.customer_name}`,
              onSelect: () => void navigate({ to: '/car-contract/add', search: { booking_id: r.id } }),
            })
          return actions
        }}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('booking:list.searchPlaceholder')}
          >
            <DayNavigator
              optional
              label={labels.departure_date}
              value={search.date}
              onChange={(date) => setFilter({ date })}
            />
            <DirectionSelect
              all
              label={labels.map_detail_id}
              value={search.map_detail_id}
              onChange={(map_detail_id) => setFilter({ map_detail_id })}
              width={240}
            />
            <FilterSelect<number>
              label={labels.source}
              value={search.source}
              onChange={(source) => setFilter({ source })}
              options={TICKET_SOURCES.map((s) => ({ value: s, label: sourceWords[s] }))}
            />
            <Select<number>
              aria-label={labels.status}
              value={status}
              onChange={(next) =>
                setFilter({ status: next === WAITING_BOOKING_STATUS.waiting ? undefined : next })
              }
              options={Object.values(WAITING_BOOKING_STATUS).map((s) => ({
                value: s,
                label: `${labels.status}: ${statusWords[s]}`,
              }))}
              style={{ width: 200 }}
            />
            <Checkbox
              checked={search.new === 1}
              onChange={(e) => setFilter({ new: e.target.checked ? 1 : undefined })}
            >
              {t('booking:list.newOnly')}
            </Checkbox>
          </ListToolbar>
        }
      />
      <DialogSuspense>
        {editing && (
          <WaitingBookingDialog
            row={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        )}
        {cancelling && <CancelBookingDialog row={cancelling} onClose={() => setCancelling(null)} />}
      </DialogSuspense>
    </ListScreen>
  )
}
