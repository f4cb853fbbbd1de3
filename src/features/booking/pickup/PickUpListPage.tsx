import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Checkbox, Empty, Flex, Select, Space } from 'antd'
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PrinterOutlined,
} from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import {
  byPickOrder,
  MOTOR_PICK_STATUS,
  motorPickReassignable,
  nextMotorPickStatuses,
  nextPickStatuses,
  PICK_STATUS,
  type MotorPickStatus,
  type PickStatus,
  type PickUpMode,
} from '../../../api/contracts/pickup'
import { useDirections } from '../../../api/resources/map'
import { motorbikeDrivers, pickUpActions, pickUpList } from '../../../api/resources/pickup'
import type { PickUpGuest } from '../../../api/schemas/pickup'
import { useConfirm } from '../../../components/confirm/use-confirm'
import { SimpleTable } from '../../../components/data-table/SimpleTable'
import { ToneTag } from '../../../components/StatusTag'
import { DialogSuspense, lazyDialog } from '../../../components/resource/lazy-dialog'
import type { SearchPatch } from '../../../components/resource/use-search-patch'
import { TICKET_WRITE_CODE } from '../../../entities/booking/TicketActions'
import { toast } from '../../../components/toast'
import { formatMoney, formatPhone } from '../../../lib/format'
import { hcmClock } from '../../../lib/hcm-day'
import { useCan } from '../../../api/resources/auth'
import { feeTotal, RunSheet, type RunSheetGroup } from './RunSheet'
import './pickup.css'
import { DayNavigator } from '../../../entities/desk/DayNavigator'
import { DirectionSelect } from '../../../entities/desk/DirectionSelect'
import { useDeskMemory } from '../../../entities/desk/use-desk-memory'
import { TripPicker, type TripChoice } from '../../../entities/desk/TripPicker'
import { deskDate, deskDay, type DeskSearch } from '../../../entities/desk/search'

const PickUpFeeDialog = lazyDialog(() => import('./PickUpFeeDialog').then((m) => m.PickUpFeeDialog))

export type PickUpSearch = DeskSearch

/** The guests one person picks up: a motorbike driver's (or nobody's yet), or one trip's driver's. */
interface Group extends RunSheetGroup {
  key: string
  /** the rows can be put in order (somebody picks them up) */
  orderable: boolean
}

function groupsOf(mode: PickUpMode, guests: PickUpGuest[], nobody: string): Group[] {
  const groups = new Map<string, Group>()
  for (const guest of guests) {
    const key =
      mode === 'home' ? `trip:${guest.trip.id}` : guest.picker ? `driver:${guest.picker.id}` : 'nobody'
    let group = groups.get(key)
    if (!group) {
      group = {
        key,
        picker: guest.picker,
        name: guest.picker?.fullname ?? nobody,
        trip: mode === 'home' ? guest.trip : null,
        orderable: mode === 'home' || !!guest.picker,
        guests: [],
      }
      groups.set(key, group)
    }
    group.guests.push(guest)
  }
  const list = [...groups.values()]
  for (const group of list) group.guests.sort(byPickOrder)
  return list.sort((a, b) =>
    mode === 'home'
      ? a.trip!.departure_time.localeCompare(b.trip!.departure_time)
      : Number(a.key !== 'nobody') - Number(b.key !== 'nobody') || a.name.localeCompare(b.name, 'vi'),
  )
}

/**
 * Khách cần đón ra bến (xe ôm) and khách cần đón tận nhà (DECISIONS #19): a day's guests to pick up, grouped by
 * who picks them up, in pick order; giving guests to a motorbike driver, the order, the status moves DECISIONS #7
 * allows, arrival, fees, and each picker's printed run sheet.
 */
export function PickUpListPage({
  mode,
  search,
  setSearch,
}: {
  mode: PickUpMode
  search: PickUpSearch
  setSearch: SearchPatch<PickUpSearch>
}) {
  const { t } = useTranslation(['ui', 'pickup', 'desk', 'menu'])
  const day = deskDay(search)
  const direction = search.map_detail_id
  // the whole day's guests first: no trip is preselected
  useDeskMemory(search, setSearch, { memory: 'pickup' })
  const list = useQuery(pickUpList(mode, day, direction))
  const directions = useDirections()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  // the group whose run sheet prints; `n` counts the clicks, so each click prints (a sheet of its own)
  const [printing, setPrinting] = useState<{ group: string; n: number } | null>(null)
  const [editingFee, setEditingFee] = useState<PickUpGuest | null>(null)
  // a view code reads the lists; every change needs the selling code (the backend's rule 6)
  const canWrite = useCan()(TICKET_WRITE_CODE)

  const allGuests = useMemo(() => list.data?.guests ?? [], [list.data])
  // the day's trips among the rows, each with its guests (and its direction while every direction is shown)
  const directionNames = directions.names
  const tripChoices = useMemo<TripChoice[]>(() => {
    const byId = new Map<number, { trip: PickUpGuest['trip']; guests: number }>()
    for (const { trip } of allGuests) {
      const seen = byId.get(trip.id)
      if (seen) seen.guests += 1
      else byId.set(trip.id, { trip, guests: 1 })
    }
    return [...byId.values()]
      .sort((a, b) => a.trip.departure_time.localeCompare(b.trip.departure_time))
      .map(({ trip, guests }) => ({
        id: trip.id,
        departure_time: trip.departure_time,
        detail: [
          direction === undefined ? (directionNames.get(trip.map_detail_id) ?? trip.name) : undefined,
          t('pickup:guests', { count: guests }),
        ]
          .filter(Boolean)
          .join(' · '),
      }))
  }, [allGuests, directionNames, direction, t])
  const guests = search.trip_id ? allGuests.filter((g) => g.trip.id === search.trip_id) : allGuests
  const groups = groupsOf(mode, guests, t(mode === 'station' ? 'pickup:noPicker' : 'pickup:noTripDriver'))
  const printed = groups.find((g) => g.key === printing?.group)
  // a guest gone from the list (cancelled, another day) is no longer selected
  const visibleSelected = [...selected].filter((id) => guests.some((g) => g.ticket_id === id))

  const title = t(mode === 'station' ? 'menu:pickToStation' : 'menu:pickToHome')
  const go = (patch: PickUpSearch) => {
    setSelected(new Set())
    setSearch(patch)
  }

  return (
    <section aria-labelledby="pickup-heading" className="pickup">
      <h1 id="pickup-heading" className="screen-title">
        {title}
      </h1>
      <Flex
        gap={12}
        wrap
        align="center"
        role="group"
        aria-label={t('pickup:filters')}
        className="pickup__filters"
      >
        <DayNavigator value={day} onChange={(next) => go({ date: deskDate(next), trip_id: undefined })} />
        <DirectionSelect
          all
          value={direction}
          onChange={(value) => go({ map_detail_id: value, trip_id: undefined })}
        />
      </Flex>
      <TripPicker
        label={t('pickup:trip')}
        trips={list.data || list.isError ? tripChoices : undefined}
        all={t('desk:allTrips')}
        value={search.trip_id}
        onChange={(value) => go({ trip_id: value })}
      />

      {mode === 'station' && canWrite && (
        <AssignBar ticketIds={visibleSelected} onAssigned={() => setSelected(new Set())} />
      )}

      <QueryState
        query={list}
        error={t('pickup:loadError')}
        empty={{ when: () => groups.length === 0, say: <Empty description={t('pickup:empty')} /> }}
      >
        {() => (
          <>
            <p className="pickup__hint">{t('pickup:orderHint')}</p>
            {groups.map((group) => (
              <GroupTable
                key={group.key}
                mode={mode}
                group={group}
                canWrite={canWrite}
                day={day}
                direction={direction}
                selected={selected}
                onSelect={(ids, on) =>
                  setSelected((previous) => {
                    const next = new Set(previous)
                    for (const id of ids)
                      if (on) next.add(id)
                      else next.delete(id)
                    return next
                  })
                }
                onPrint={() => setPrinting((last) => ({ group: group.key, n: (last?.n ?? 0) + 1 }))}
                onEditFee={setEditingFee}
              />
            ))}
          </>
        )}
      </QueryState>
      {printing && printed && (
        <RunSheet
          key={printing.n}
          group={printed}
          day={day}
          title={title}
          onPrinted={() => setPrinting(null)}
        />
      )}
      <DialogSuspense>
        {editingFee && <PickUpFeeDialog guest={editingFee} onClose={() => setEditingFee(null)} />}
      </DialogSuspense>
    </section>
  )
}

/** Give the selected guests to a motorbike driver (the active ones only). */
function AssignBar({ ticketIds, onAssigned }: { ticketIds: number[]; onAssigned: () => void }) {
  const { t } = useTranslation('pickup')
  const drivers = useQuery(motorbikeDrivers())
  const [driverId, setDriverId] = useState<number | undefined>()
  const assign = useMutation(pickUpActions.assign())
  const driver = drivers.data?.find((d) => d.id === driverId)
  // why the button waits, said beside it (a disabled button takes no focus, so no tooltip would be read)
  const reason = !ticketIds.length ? t('assignNeedsGuests') : !driver ? t('assignNeedsDriver') : undefined
  const reasonId = useId()
  const submit = async () => {
    if (!driver || !ticketIds.length) return
    try {
      await assign.mutateAsync({ ticket_ids: ticketIds, motorbike_driver_id: driver.id })
    } catch (error) {
      toast.conflict(error)
      return
    }
    toast.success(t('assigned', { count: ticketIds.length, driver: driver.fullname }))
    onAssigned()
  }
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label={t('assignTo')} className="pickup__assign">
      <span aria-live="polite">{t('selected', { count: ticketIds.length })}</span>
      {/* "Chọn tài xế xe ôm" is the placeholder, never a choice (the theme makes a placeholder readable) */}
      <Select<number>
        aria-label={t('chooseDriver')}
        placeholder={t('chooseDriver')}
        style={{ minWidth: 260 }}
        loading={drivers.isPending}
        value={driverId}
        onChange={setDriverId}
        options={(drivers.data ?? []).map((d) => ({
          value: d.id,
          label: d.phone ? `${d.fullname} · ${formatPhone(d.phone)}` : d.fullname,
        }))}
      />
      <Button
        type="primary"
        disabled={!!reason}
        aria-describedby={reason ? reasonId : undefined}
        loading={assign.isPending}
        onClick={() => void submit()}
      >
        {t('assign', { count: ticketIds.length })}
      </Button>
      {reason && (
        <span id={reasonId} className="pickup__muted">
          {reason}
        </span>
      )}
    </Flex>
  )
}

/** One picker's guests in pick order, with their actions and totals. */
function GroupTable({
  mode,
  group,
  canWrite,
  day,
  direction,
  selected,
  onSelect,
  onPrint,
  onEditFee,
}: {
  mode: PickUpMode
  group: Group
  canWrite: boolean
  day: string
  direction: number | undefined
  selected: ReadonlySet<number>
  onSelect: (ids: number[], on: boolean) => void
  onPrint: () => void
  onEditFee: (guest: PickUpGuest) => void
}) {
  const { t } = useTranslation('pickup')
  const queryClient = useQueryClient()
  const order = useMutation(pickUpActions.order[mode]())
  const [moved, setMoved] = useState<{ id: number; up: boolean } | null>(null)
  const headingId = `pickup-group-${group.key.replace(/\W/g, '-')}`
  const ids = group.guests.map((g) => g.ticket_id)
  const selectable = mode === 'station' && canWrite
  const orderable = group.orderable && canWrite
  const allSelected = ids.every((id) => selected.has(id))
  const someSelected = ids.some((id) => selected.has(id))

  // after a move the row's same button keeps the focus, so Alt+↑ / Alt+↓ can go on
  useEffect(() => {
    if (!moved) return
    const button = document.getElementById(`pickup-${moved.up ? 'up' : 'down'}-${moved.id}`)
    const fallback = document.getElementById(`pickup-${moved.up ? 'down' : 'up'}-${moved.id}`)
    const target = button instanceof HTMLButtonElement && !button.disabled ? button : fallback
    target?.focus()
  }, [moved, group.guests])

  const move = async (index: number, up: boolean) => {
    const to = up ? index - 1 : index + 1
    if (to < 0 || to >= ids.length) return
    const next = [...ids]
    ;[next[index], next[to]] = [next[to], next[index]]
    try {
      await order.mutateAsync({ mode, ticket_ids: next })
    } catch (error) {
      toast.conflict(error)
      return
    }
    await queryClient.refetchQueries({ queryKey: pickUpList(mode, day, direction).queryKey })
    setMoved({ id: ids[index], up })
  }
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (!orderable || !event.altKey) return
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    event.preventDefault()
    void move(index, event.key === 'ArrowUp')
  }

  return (
    <section aria-labelledby={headingId} className="pickup__group">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <h2 id={headingId} className="pickup__group-title">
            {group.trip ? `${group.name} · ${group.trip.name}` : group.name}
          </h2>
          <span className="pickup__totals">
            {t('guests', { count: group.guests.length })} · {t('feeTotal')}:{' '}
            <strong>{formatMoney(feeTotal(group.guests))}</strong>
          </span>
        </div>
        {group.picker && (
          <Button icon={<PrinterOutlined aria-hidden />} onClick={onPrint}>
            {t('printRunSheet', { picker: group.name })}
          </Button>
        )}
      </Flex>
      <div className="pickup__scroll">
        <SimpleTable
          labelledBy={headingId}
          className="pickup__table"
          columns={[
            ...(selectable
              ? [
                  {
                    id: 'select',
                    header: t('selectGroup', { picker: group.name }),
                    headerCell: (
                      <Checkbox
                        aria-label={t('selectGroup', { picker: group.name })}
                        checked={allSelected}
                        indeterminate={someSelected && !allSelected}
                        onChange={(e) => onSelect(ids, e.target.checked)}
                      />
                    ),
                    cell: (guest: PickUpGuest) => (
                      <Checkbox
                        aria-label={t('selectGuest', { code: guest.code })}
                        checked={selected.has(guest.ticket_id)}
                        onChange={(e) => onSelect([guest.ticket_id], e.target.checked)}
                      />
                    ),
                  },
                ]
              : []),
            // nobody picks up the guests without a motorbike driver yet: they have no order
            ...(group.orderable
              ? [
                  {
                    id: 'order',
                    header: t('col.order'),
                    className: 'pickup__order',
                    cell: (guest: PickUpGuest, index: number) => (
                      <>
                        <span>{index + 1}</span>
                        {orderable && (
                          <Space.Compact size="small">
                            <Button
                              id={`pickup-up-${guest.ticket_id}`}
                              icon={<ArrowUpOutlined aria-hidden />}
                              aria-label={t('moveUp', { code: guest.code })}
                              aria-keyshortcuts="Alt+ArrowUp"
                              title={t('moveUp', { code: guest.code })}
                              disabled={index === 0 || order.isPending}
                              onClick={() => void move(index, true)}
                            />
                            <Button
                              id={`pickup-down-${guest.ticket_id}`}
                              icon={<ArrowDownOutlined aria-hidden />}
                              aria-label={t('moveDown', { code: guest.code })}
                              aria-keyshortcuts="Alt+ArrowDown"
                              title={t('moveDown', { code: guest.code })}
                              disabled={index === group.guests.length - 1 || order.isPending}
                              onClick={() => void move(index, false)}
                            />
                          </Space.Compact>
                        )}
                      </>
                    ),
                  },
                ]
              : []),
            // a ticket's seat under its code, the guest's phone under their name, when and where on two lines (on
            // the station list, on one line above the trip): the list and its statuses fit an office PC's 1366 px
            {
              id: 'code',
              header: t('col.code'),
              cell: (guest) => (
                <>
                  {guest.code}
                  <div>{t('seatOf', { seat: guest.seat_code })}</div>
                </>
              ),
            },
            {
              id: 'customer',
              header: t('col.customer'),
              // a long name is cut (whole in its title), never the phone
              cell: (guest) => (
                <>
                  <OneLine text={guest.customer_name} className="pickup__name" />
                  <div>{formatPhone(guest.phone)}</div>
                </>
              ),
            },
            ...(mode === 'station'
              ? [
                  {
                    id: 'where',
                    header: t('col.whereTrip'),
                    className: 'pickup__where-col',
                    cell: (guest: PickUpGuest) => (
                      <>
                        <OneLine text={whereOf(guest)} />
                        <OneLine text={guest.trip.name} />
                      </>
                    ),
                  },
                ]
              : [
                  { id: 'address', header: t('col.where'), lines: 2 as const, cell: whereOf },
                  {
                    id: 'trip',
                    header: t('col.trip'),
                    lines: 2 as const,
                    cell: (guest: PickUpGuest) => guest.trip.name,
                  },
                ]),
            {
              id: 'fee',
              header: t('col.fee'),
              nowrap: true,
              cell: (guest) => (
                <>
                  {formatMoney(guest.pick_fee)}{' '}
                  {canWrite && (
                    <Button
                      size="small"
                      type="text"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={t('editFee', { code: guest.code })}
                      title={t('editFee', { code: guest.code })}
                      onMouseEnter={PickUpFeeDialog.preload}
                      onClick={() => onEditFee(guest)}
                    />
                  )}
                </>
              ),
            },
            ...(mode === 'station'
              ? [
                  {
                    id: 'motorStatus',
                    header: t('col.motorStatus'),
                    className: 'pickup__motor-col',
                    cell: (guest: PickUpGuest) => <MotorPickCell guest={guest} canWrite={canWrite} />,
                  },
                ]
              : []),
            {
              id: 'pickStatus',
              header: t('col.pickStatus'),
              className: 'pickup__pick-col',
              cell: (guest) => <PickStatusCell guest={guest} canWrite={canWrite} />,
            },
            {
              id: 'arrived',
              header: t('col.arrived'),
              cell: (guest) => <ArrivedToggle guest={guest} canWrite={canWrite} />,
            },
          ]}
          rows={group.guests}
          getRowId={(guest) => guest.ticket_id}
          rowProps={(_, index) => ({ onKeyDown: (e) => onRowKey(e, index) })}
        />
      </div>
    </section>
  )
}

/** When and where a guest is picked up: "06:00 · 59 Võ Văn Ngân". */
const whereOf = (guest: PickUpGuest) =>
  [guest.pick_time && hcmClock(guest.pick_time), guest.pick_address].filter(Boolean).join(' · ')

/** One line of a two-line cell, wrapped at spaces and cut with an ellipsis (a `lines={2}` cell's, on one line). */
function OneLine({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`cell-line-2 pickup__one-line ${className ?? ''}`} title={text}>
      {text}
    </div>
  )
}

/**
 * A status and the moves DECISIONS #7 allows from it, each a button (none: "no further step"); the buttons wait
 * while a change is under way, and a clerk who may not change the list sees the status only.
 */
function StatusMoves({
  label,
  current,
  tone,
  moves,
  pending,
}: {
  label: string
  current: string
  tone?: Tone
  moves: Array<{ key: number; text: string; danger?: boolean; onClick: () => void }>
  pending: boolean
}) {
  const { t } = useTranslation('pickup')
  return (
    <div role="group" aria-label={label} className="pickup__status">
      <ToneTag tone={tone}>{current}</ToneTag>
      {moves.length ? (
        moves.map((move) => (
          <Button key={move.key} size="small" danger={move.danger} disabled={pending} onClick={move.onClick}>
            {move.text}
          </Button>
        ))
      ) : (
        <span className="sr-only">{t('noMove')}</span>
      )}
    </div>
  )
}

type Tone = Parameters<typeof ToneTag>[0]['tone']
/** Under way: warning; done: success; cancelled: danger; not started: the neutral tag. */
const PICK_TONES: Record<number, Tone> = { 1: 'warning', 2: 'danger', 3: 'success' }
const MOTOR_TONES: Record<number, Tone> = { 1: 'warning', 2: 'success', 3: 'danger' }
/** The motor-pick moves that cannot be undone, with their question. */
const FINAL_MOTOR_CONFIRM: Partial<Record<MotorPickStatus, 'cancelConfirm' | 'completeConfirm'>> = {
  [MOTOR_PICK_STATUS.complete]: 'completeConfirm',
  [MOTOR_PICK_STATUS.cancel]: 'cancelConfirm',
}

function PickStatusCell({ guest, canWrite }: { guest: PickUpGuest; canWrite: boolean }) {
  const { t } = useTranslation(['pickup', 'booking'])
  const moveTo = useMutation(pickUpActions.pickStatus())
  const [confirm, holder] = useConfirm()
  const words = t('booking:pickStatus', { returnObjects: true }) as Record<number, string>
  const actions = t('pickAction', { returnObjects: true }) as Record<number, string>
  const send = (status: PickStatus) =>
    moveTo
      .mutateAsync({ ticket_id: guest.ticket_id, version: guest.version, pick_status: status })
      .catch(toast.conflict)
  return (
    <>
      <StatusMoves
        label={t('pickActions', { code: guest.code })}
        current={words[guest.pick_status]}
        tone={PICK_TONES[guest.pick_status]}
        pending={moveTo.isPending}
        moves={(canWrite ? nextPickStatuses(guest.pick_status) : []).map((status) => ({
          key: status,
          text: actions[status],
          danger: status === PICK_STATUS.unreachable,
          // "unable to contact" is final (DECISIONS #7): asked first
          onClick: () =>
            void (status === PICK_STATUS.unreachable
              ? confirm({
                  title: t('unreachableConfirm', { code: guest.code }),
                  okText: actions[status],
                }).then((ok) => {
                  if (ok) void send(status)
                })
              : send(status)),
        }))}
      />
      {holder}
    </>
  )
}

function MotorPickCell({ guest, canWrite }: { guest: PickUpGuest; canWrite: boolean }) {
  const { t } = useTranslation('pickup')
  const moveTo = useMutation(pickUpActions.motorStatus())
  const unassign = useMutation(pickUpActions.unassign())
  const [confirm, holder] = useConfirm()
  const pick = guest.motor_pick
  if (!pick) return <div className="pickup__muted pickup__prose">{t('noPicker')}</div>
  const words = t('motorStatus', { returnObjects: true }) as Record<number, string>
  const actions = t('motorAction', { returnObjects: true }) as Record<number, string>
  const send = (status: MotorPickStatus) =>
    moveTo.mutateAsync({ id: pick.id, version: pick.version, status }).catch(toast.conflict)
  // the remove button at the end of the moves' second line (pickup.css), not on a line or in a column of its own
  return (
    <div className="pickup__motor">
      <StatusMoves
        label={t('motorActions', { code: guest.code })}
        current={words[pick.status]}
        tone={MOTOR_TONES[pick.status]}
        pending={moveTo.isPending}
        moves={(canWrite ? nextMotorPickStatuses(pick.status) : []).map((status) => ({
          key: status,
          text: actions[status],
          danger: status === MOTOR_PICK_STATUS.cancel,
          // cancel and complete are final (DECISIONS #7): asked first
          onClick: () =>
            void (FINAL_MOTOR_CONFIRM[status]
              ? confirm({
                  title: t(FINAL_MOTOR_CONFIRM[status], { code: guest.code }),
                  okText: actions[status],
                }).then((ok) => {
                  if (ok) void send(status)
                })
              : send(status)),
        }))}
      />
      {canWrite && motorPickReassignable(pick.status) && (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('removeDriver', { code: guest.code })}
          title={t('removeDriver', { code: guest.code })}
          onClick={() =>
            void confirm({
              title: t('removeConfirm', { driver: guest.picker?.fullname ?? '', code: guest.code }),
              okText: t('removeOk'),
              onOk: async () => {
                await unassign.mutateAsync(pick.id)
              },
            })
          }
        />
      )}
      {holder}
    </div>
  )
}

/**
 * Whether the guest has arrived: a toggle button (aria-pressed), one per row beside the selection box. Marking is
 * one click; taking an arrival back is asked once first. A clerk who may not change the list sees the word only.
 */
function ArrivedToggle({ guest, canWrite }: { guest: PickUpGuest; canWrite: boolean }) {
  const { t } = useTranslation(['pickup', 'booking'])
  const arrival = useMutation(pickUpActions.arrival())
  const [confirm, holder] = useConfirm()
  const arrived = guest.is_arrived === 1
  const words = t('booking:arrived', { returnObjects: true }) as Record<number, string>
  if (!canWrite)
    return arrived ? (
      <ToneTag tone="success">{words[1]}</ToneTag>
    ) : (
      <span className="pickup__muted">{words[0]}</span>
    )
  const send = (is_arrived: 0 | 1) =>
    arrival
      .mutateAsync({ ticket_id: guest.ticket_id, version: guest.version, is_arrived })
      .catch(toast.conflict)
  const toggle = async () => {
    if (!arrived) return void send(1)
    const ok = await confirm({
      title: t('unmarkArrivedConfirm', { code: guest.code }),
      okText: t('unmarkArrived'),
    })
    if (ok) void send(0)
  }
  return (
    <>
      <Button
        size="small"
        // pressed: solid; not: outlined (no icon: the column keeps its width at 1366 px)
        type={arrived ? 'primary' : 'default'}
        aria-pressed={arrived}
        aria-label={t('markArrived', { code: guest.code })}
        title={t('markArrived', { code: guest.code })}
        disabled={arrival.isPending}
        onClick={() => void toggle()}
      >
        {t('col.arrived')}
      </Button>
      {holder}
    </>
  )
}
