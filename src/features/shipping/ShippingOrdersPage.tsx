import { lazy, useCallback, useMemo, useState } from 'react'
import { Button, Flex } from 'antd'
import { HistoryOutlined, PrinterOutlined } from '@ant-design/icons'
import { useMutation, useQuery } from '@tanstack/react-query'
import { createLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import {
  parcelTotals,
  SHIPPING_ORDER_ACTIONS,
  SHIPPING_STATUS,
  shippingOrderAllows,
  type ShippingOrderAction,
} from '../../api/contracts/shipping'
import { officesAll } from '../../api/resources/map'
import {
  dayTrips,
  removeFromVehicle,
  shippingOrderList,
  unloadGoods,
  warehouseImport,
} from '../../api/resources/shipping'
import type { DayTrip, ShippingOrder } from '../../api/schemas/shipping'
import { useConfirm } from '../../components/confirm/use-confirm'
import { DataTable, type DataColumn } from '../../components/data-table'
import { FilterSelect } from '../../components/ListFilters'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { SearchBox } from '../../components/SearchBox'
import { ToneTag } from '../../components/StatusTag'
import { toast } from '../../components/toast'
import { formatMoney, formatPhone } from '../../lib/format'
import { tableState, tableStateToSearch, type TableState } from '../../lib/list-search'
import { loadNamespaces } from '../../i18n'
import type { PermissionCode } from '../../lib/permission-codes'
import { useCan } from '../../api/resources/auth'
import { deskDay } from '../../entities/desk/search'
import { MODES, ordersPage, type ScanDeskMode, type ShippingSearch } from './search'
import { ShippingTripFilters } from './ShippingTripFilters'

export type { ShippingSearch } from './search'

/** the orders' dialogs, with the booking desk's words their cancel reasons use */
const dialogs = () => Promise.all([import('./OrderDialogs'), loadNamespaces('booking')]).then(([m]) => m)
const LoadDialog = lazyDialog(() => dialogs().then((m) => m.LoadDialog))
const TransferDialog = lazyDialog(() => dialogs().then((m) => m.TransferDialog))
const CompleteDialog = lazyDialog(() => dialogs().then((m) => m.CompleteDialog))
const CancelOrdersDialog = lazyDialog(() => dialogs().then((m) => m.CancelOrdersDialog))
const HistoryDialog = lazyDialog(() => dialogs().then((m) => m.HistoryDialog))
const LoadListPage = lazyDialog(() => import('./LoadListPage').then((m) => m.LoadListPage))
/** the scan desk loads with its mode, with its text */
const ShippingScanDesk = lazy(() =>
  Promise.all([import('./scan/ShippingScanDesk'), loadNamespaces('scan')]).then(([m]) => ({
    default: m.ShippingScanDesk,
  })),
)

const modeOf = (mode: string | undefined): (typeof MODES)[number] =>
  MODES.find((m) => m === mode && m !== 'orders') ?? 'orders'

type Words = Record<string | number, string>

/** The code a scan desk's confirmation needs: a mode is offered only to a user who holds it. */
const MODE_CODE: Record<ScanDeskMode, PermissionCode> = {
  receive: 'shipping.warehouseImport',
  load: 'shipping.load',
  unload: 'shipping.unload',
}

/** A mode's link, looking like a button. */
const ModeLink = createLink(Button)

const ACTION_CODE: Record<ShippingOrderAction, PermissionCode> = {
  unload: 'shipping.unload',
  remove: 'shipping.unload',
  transfer: 'shipping.transfer',
  warehouseImport: 'shipping.warehouseImport',
  complete: 'shipping.complete',
  cancel: 'shipping.cancel',
}

/** Shipping orders (/shipping): the day's trips and their goods, loading, every order action, the load list. */
export function ShippingOrdersPage({
  search,
  setSearch,
}: {
  search: ShippingSearch
  setSearch: SearchPatch<ShippingSearch>
}) {
  const { t } = useTranslation(['ui', 'shippingOrders', 'menu'])
  const can = useCan()
  const back = useCallback(() => setSearch({ print: undefined }), [setSearch])
  if (search.print !== undefined)
    return (
      <DialogSuspense>
        <LoadListPage tripId={search.print} onBack={back} />
      </DialogSuspense>
    )
  const mode = modeOf(search.mode)
  const offered = MODES.filter((m) => m === 'orders' || can(MODE_CODE[m]))
  let body
  if (mode === 'orders') body = <OrdersMode search={search} setSearch={setSearch} />
  else if (!offered.includes(mode))
    body = <p>{t('shippingOrders:page.modeForbidden', { mode: t(`shippingOrders:page.modes.${mode}`) })}</p>
  else
    body = (
      <DialogSuspense>
        <ShippingScanDesk key={mode} mode={mode} search={search} setSearch={setSearch} />
      </DialogSuspense>
    )
  return (
    <section aria-labelledby="shipping-title">
      <h1 id="shipping-title" className="screen-title">
        {t('menu:shippingOrders')}
      </h1>
      <nav aria-label={t('shippingOrders:page.mode')}>
        <Flex gap={4} wrap style={{ marginBottom: 12 }}>
          {offered.map((m) => (
            <ModeLink
              key={m}
              to="/shipping"
              // leaving a scan mode, its trip and office go (a load's trip is not the unload's); the orders list's
              // trip is the one a scan mode opened from it works on
              search={(prev) => ({
                ...prev,
                mode: m === 'orders' ? undefined : m,
                ...(mode !== 'orders' && m !== mode ? { trip_id: undefined, office_id: undefined } : {}),
              })}
              // the page is current only with its own mode (the router's own test would take the orders' link,
              // which has no mode, for current in any mode)
              activeOptions={{ exact: true }}
              type={m === mode ? 'primary' : 'default'}
              aria-current={m === mode ? 'page' : undefined}
            >
              {t(`shippingOrders:page.modes.${m}`)}
            </ModeLink>
          ))}
        </Flex>
      </nav>
      {body}
    </section>
  )
}

function OrdersMode({
  search,
  setSearch,
}: {
  search: ShippingSearch
  setSearch: SearchPatch<ShippingSearch>
}) {
  const { t } = useTranslation(['ui', 'shipping', 'shippingOrders'])
  const can = useCan()
  const may = (action: ShippingOrderAction) => can(ACTION_CODE[action])
  const day = deskDay(search)
  const offices = useQuery(officesAll())
  const trips = useQuery(dayTrips(day, search.map_detail_id))
  const trip = trips.data?.find((x) => x.id === search.trip_id)
  const list = useQuery(shippingOrderList(ordersPage(search)))
  const [confirm, confirmHolder] = useConfirm()
  const [loading, setLoading] = useState<DayTrip | null>(null)
  const [dialog, setDialog] = useState<{
    kind: 'transfer' | 'complete' | 'cancel'
    orders: ShippingOrder[]
    done: () => void
  } | null>(null)
  const [history, setHistory] = useState<string | null>(null)
  const unload = useMutation(unloadGoods())
  const remove = useMutation(removeFromVehicle())
  const stock = useMutation(warehouseImport())
  const oneClick = { unload, remove, warehouseImport: stock } as const
  const statuses = t('shipping:status', { returnObjects: true }) as unknown as Words
  const officeName = useMemo(() => new Map(offices.data?.map((o) => [o.id, o.name])), [offices.data])
  const setFilter = (patch: Partial<ShippingSearch>) => setSearch({ ...patch, page: undefined })

  const run = async (action: ShippingOrderAction, orders: ShippingOrder[], done: () => void) => {
    if (action === 'transfer' || action === 'complete' || action === 'cancel') {
      setDialog({ kind: action, orders, done })
      return
    }
    const label = t(`shippingOrders:actions.${action}`)
    const ok = await confirm({ title: t('shippingOrders:actions.confirm', { 0: label, 1: orders.length }) })
    if (!ok) return
    try {
      const changed = await oneClick[action].mutateAsync({
        ids: orders.map((o) => o.id),
        versions: orders.map((o) => o.version),
      })
      if (!changed) return
      toast.success(t('shippingOrders:server.done', { 0: changed.length }))
      done()
    } catch (error) {
      // refused: the selection stays as it was
      toast.conflict(error)
    }
  }

  /** The actions every one of `orders` allows and the user holds. */
  const allowed = (orders: ShippingOrder[]) =>
    SHIPPING_ORDER_ACTIONS.filter((a) => may(a) && orders.every((o) => shippingOrderAllows(a, o.status)))

  const columns = useMemo<DataColumn<ShippingOrder>[]>(
    () => [
      {
        id: 'code',
        header: t('shipping:fields.code'),
        cell: (r) => <strong>{r.code}</strong>,
        hideable: false,
      },
      {
        id: 'sender',
        header: t('shippingOrders:page.sender'),
        cell: (r) => (
          <>
            {r.sender_name}
            <div>{formatPhone(r.sender_phone)}</div>
          </>
        ),
      },
      {
        id: 'receiver',
        header: t('shippingOrders:page.receiver'),
        cell: (r) => (
          <>
            {r.receiver_name}
            <div>{formatPhone(r.receiver_phone)}</div>
          </>
        ),
      },
      {
        id: 'package',
        header: t('shipping:fields.package_name'),
        cell: (r) => (
          <>
            {r.package_name}
            <div>{t('shippingOrders:page.pieces', { 0: r.quantity, 1: r.weight })}</div>
          </>
        ),
      },
      {
        id: 'offices',
        header: t('shipping:list.offices'),
        cell: (r) =>
          `${officeName.get(r.sending_office_id) ?? ''} ➡️ ${officeName.get(r.receiving_office_id) ?? ''}`,
        defaultHidden: true,
      },
      {
        id: 'money',
        header: t('shippingOrders:page.money'),
        align: 'right',
        cell: (r) => (
          <>
            <div>{t('shipping:list.chargesShort', { 0: formatMoney(parcelTotals(r).charges) })}</div>
            {r.cod_amount > 0 && <div>{t('shipping:list.codShort', { 0: formatMoney(r.cod_amount) })}</div>}
          </>
        ),
      },
      {
        id: 'status',
        header: t('shipping:fields.status'),
        nowrap: true,
        cell: (r) => (
          <ToneTag tone={r.status === SHIPPING_STATUS.cancel ? 'danger' : undefined}>
            {statuses[r.status]}
          </ToneTag>
        ),
      },
    ],
    [t, officeName, statuses],
  )

  /** the actions asked in a dialog of their own (their code loads with the transfer dialog's) */
  const opensDialog = (action: ShippingOrderAction) =>
    action === 'transfer' || action === 'complete' || action === 'cancel'
  const actionButtons = (orders: ShippingOrder[], done: () => void, suffix: string) =>
    allowed(orders).map((action) => (
      <Button
        key={action}
        size="small"
        danger={action === 'cancel'}
        aria-label={`${t(`shippingOrders:actions.${action}`)} ${suffix}`}
        onPointerEnter={opensDialog(action) ? TransferDialog.preload : undefined}
        onClick={() => void run(action, orders, done)}
      >
        {t(`shippingOrders:actions.${action}`)}
      </Button>
    ))

  const noop = () => undefined
  const state = tableState(search)

  return (
    <Flex vertical gap={12}>
      {confirmHolder}
      <ShippingTripFilters
        search={search}
        setSearch={setSearch}
        trips={trips.data}
        error={trips.isError}
        onRetry={() => void trips.refetch()}
      />
      <Flex gap={8} wrap align="center">
        {trip ? (
          <>
            {trip.open && can('shipping.load') && (
              <Button type="primary" onPointerEnter={LoadDialog.preload} onClick={() => setLoading(trip)}>
                {t('shippingOrders:page.load')}
              </Button>
            )}
            <Button
              icon={<PrinterOutlined aria-hidden />}
              onPointerEnter={LoadListPage.preload}
              onClick={() => setSearch({ print: trip.id })}
            >
              {t('shippingOrders:page.printList')}
            </Button>
          </>
        ) : (
          <span>{t('shippingOrders:page.chooseTrip')}</span>
        )}
      </Flex>
      <DataTable<ShippingOrder>
        page={list.data}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.isError}
        state={state}
        onRetry={() => void list.refetch()}
        onStateChange={(next: TableState) => setSearch(tableStateToSearch(next) as Partial<ShippingSearch>)}
        getRowId={(r) => r.id}
        label={t('shippingOrders:page.list')}
        columns={columns}
        rowLabel={(r) => `${r.code} ${r.package_name}`}
        storageKey="shipping-orders"
        density="compact"
        bulkActions={(rows, clear) => (
          <Flex gap={4} wrap>
            {actionButtons(rows, clear, `(${rows.length})`)}
          </Flex>
        )}
        rowActions={(r) => [
          ...allowed([r]).map((action) => ({
            key: action,
            label: t(`shippingOrders:actions.${action}`),
            name: `${t(`shippingOrders:actions.${action}`)} ${r.code}`,
            danger: action === 'cancel',
            onIntent: opensDialog(action) ? TransferDialog.preload : undefined,
            onSelect: () => void run(action, [r], noop),
          })),
          {
            key: 'history',
            label: t('shippingOrders:page.history'),
            name: `${t('shippingOrders:page.history')} ${r.code}`,
            icon: <HistoryOutlined aria-hidden />,
            onIntent: HistoryDialog.preload,
            onSelect: () => setHistory(r.code),
          },
        ]}
        toolbar={
          <Flex gap={8} wrap align="center">
            <SearchBox
              value={search.q}
              onSearch={(q) => setFilter({ q })}
              placeholder={t('shippingOrders:page.search')}
            />
            <FilterSelect<number>
              label={t('shipping:list.office')}
              value={search.office_id}
              onChange={(office_id) => setFilter({ office_id })}
              options={offices.data?.map((o) => ({ value: o.id, label: o.name }))}
              width={220}
            />
            <FilterSelect<number>
              label={t('shippingOrders:page.status')}
              value={search.status}
              onChange={(status) => setFilter({ status })}
              options={[0, 1, 2, 3].map((s) => ({ value: s, label: statuses[s] }))}
              width={220}
            />
          </Flex>
        }
      />
      <DialogSuspense>
        {loading && <LoadDialog trip={loading} onClose={() => setLoading(null)} />}
        {dialog?.kind === 'transfer' && (
          <TransferDialog
            orders={dialog.orders}
            day={day}
            onClose={() => setDialog(null)}
            onDone={() => (dialog.done(), setDialog(null))}
          />
        )}
        {dialog?.kind === 'complete' && (
          <CompleteDialog
            orders={dialog.orders}
            onClose={() => setDialog(null)}
            onDone={() => (dialog.done(), setDialog(null))}
          />
        )}
        {dialog?.kind === 'cancel' && (
          <CancelOrdersDialog
            orders={dialog.orders}
            onClose={() => setDialog(null)}
            onDone={() => (dialog.done(), setDialog(null))}
          />
        )}
        {history && <HistoryDialog code={history} onClose={() => setHistory(null)} />}
      </DialogSuspense>
    </Flex>
  )
}
