import { lazy, useCallback, useMemo, useState } from 'react'
import { Button, Select } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  isWaitingParcel,
  parcelTotals,
  SHIPPING_STATUS,
  SHIPPING_WAITING_CANCEL_CODE,
} from '../../api/contracts/shipping'
import { officesAll, useDirections } from '../../api/resources/map'
import { productTypes } from '../../api/resources/product-type'
import { waitingGoods } from '../../api/resources/shipping-waiting'
import type { WaitingGoods } from '../../api/schemas/shipping'
import { DataTable, type DataColumn } from '../../components/data-table'
import { useDateTimeFormat } from '../../components/DateTime'
import { FilterSelect } from '../../components/ListFilters'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { DayNavigator } from '../../entities/desk/DayNavigator'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import { ExportButton } from '../../components/ExportButton'
import { noteColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { ToneTag } from '../../components/StatusTag'
import { loadNamespaces } from '../../i18n'
import { formatHcmDateTime, formatMoney, formatPhone } from '../../lib/format'
import type { ListSearch } from '../../lib/list-search'
import { useCan } from '../../api/resources/auth'
import { shippingWaitingContract } from '../../api/contracts/groups'
import type { ParcelSender } from './ParcelDialog'

export type WaitingGoodsSearch = ListSearch & {
  status?: number
  office_id?: number
  map_detail_id?: number
  /** the day received (YYYY-MM-DD); none: every day */
  date?: string
  product_type_id?: number
  label?: number
  print?: number
  /** 1: the receive form open (the label page's "Nhận hàng tiếp") */
  receive?: number
  /** with `receive`: the parcel whose sender the next one keeps ("Gửi tiếp cho …") */
  sender_of?: number
  scan?: number
}

const ParcelDialog = lazyDialog(() => import('./ParcelDialog').then((m) => m.ParcelDialog))
// with the booking desk's words its cancel reasons use
const CancelParcelDialog = lazyDialog(() =>
  Promise.all([import('./CancelParcelDialog'), loadNamespaces('booking')]).then(
    ([m]) => m.CancelParcelDialog,
  ),
)
const ParcelLabelPage = lazyDialog(() => import('./ParcelLabelPage').then((m) => m.ParcelLabelPage))
/** the scan desk loads with its mode, with its text */
const WaitingHandoverDesk = lazy(() =>
  Promise.all([import('./scan/WaitingHandoverDesk'), loadNamespaces('scan')]).then(([m]) => ({
    default: m.WaitingHandoverDesk,
  })),
)

type Words = Record<string | number, string>

/** Waiting goods (/shipping-waiting): the list, or one parcel's label (`?label=<id>`). */
export function WaitingGoodsPage({
  search,
  setSearch,
}: {
  search: WaitingGoodsSearch
  setSearch: SearchPatch<WaitingGoodsSearch>
}) {
  const { label, print, receive, sender_of, ...listSearch } = search
  const canCreate = useCan()(shippingWaitingContract.writes.create)
  const back = useCallback(() => setSearch({ label: undefined, print: undefined }), [setSearch])
  const printed = useCallback(() => setSearch({ print: undefined }, { replace: true }), [setSearch])
  if (label !== undefined)
    return (
      <DialogSuspense>
        <ParcelLabelPage
          id={label}
          autoPrint={print === 1}
          onBack={back}
          onPrinted={printed}
          onNext={
            canCreate
              ? (sameSender) =>
                  setSearch({
                    label: undefined,
                    print: undefined,
                    receive: 1,
                    sender_of: sameSender ? label : undefined,
                  })
              : undefined
          }
        />
      </DialogSuspense>
    )
  return <WaitingGoodsList search={listSearch} next={{ receive, sender_of }} setSearch={setSearch} />
}

/** Parcels received at the offices and not on a vehicle yet, newest first; receive, edit, cancel, delete, print. */
function WaitingGoodsList({
  search,
  next,
  setSearch,
}: {
  search: WaitingGoodsSearch
  /** the receive form asked from the label page, and the parcel whose sender it keeps */
  next: Pick<WaitingGoodsSearch, 'receive' | 'sender_of'>
  setSearch: SearchPatch<WaitingGoodsSearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'shipping', 'menu'])
  const labels = useFieldLabels('shipping')
  const { table, setFilter, query, rights } = useResourceList(waitingGoods, search, setSearch)
  const directions = useDirections()
  const offices = useQuery(officesAll())
  const types = productTypes.useAll()
  const fmt = useDateTimeFormat()
  const [editing, setEditing] = useState<WaitingGoods | 'new' | null>(null)
  const [cancelling, setCancelling] = useState<WaitingGoods | null>(null)
  // the label page's "Nhận hàng tiếp": the receive form, with the sender of the parcel before when asked
  const senderOf = useQuery({ ...waitingGoods.detail(next.sender_of ?? 0), enabled: !!next.sender_of })
  const nextAsked = rights.create && next.receive === 1 && (!next.sender_of || !senderOf.isPending)
  const sender: ParcelSender | undefined =
    nextAsked && next.sender_of ? (senderOf.data ?? undefined) : undefined
  const creating = editing === 'new' || (editing === null && nextAsked)
  const canCancel = useCan()(SHIPPING_WAITING_CANCEL_CODE)
  const status = search.status ?? SHIPPING_STATUS.notYet
  const waitingShown = status === SHIPPING_STATUS.notYet

  const directionName = directions.names
  const officeName = useMemo(() => new Map(offices.data?.map((o) => [o.id, o.name])), [offices.data])
  const typeName = useMemo(() => new Map(types.data?.map((p) => [p.id, p.name])), [types.data])
  const openLabel = useCallback(
    (row: WaitingGoods, print = false) => setSearch({ label: row.id, print: print ? 1 : undefined }),
    [setSearch],
  )

  const columns = useMemo<DataColumn<WaitingGoods>[]>(() => {
    const words = (key: 'paymentType' | 'status') =>
      t(`shipping:${key}`, { returnObjects: true }) as unknown as Words
    const person = (name: string, phone: string) => (
      <>
        {name}
        <div>
          <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
        </div>
      </>
    )
    return [
      {
        id: 'code',
        header: labels.code,
        cell: (r) => <strong>{r.code}</strong>,
        hideable: false,
        nowrap: true,
      },
      { id: 'sender', header: t('shipping:list.sender'), cell: (r) => person(r.sender_name, r.sender_phone) },
      {
        id: 'receiver',
        header: t('shipping:list.receiver'),
        cell: (r) => person(r.receiver_name, r.receiver_phone),
      },
      {
        id: 'package_name',
        header: labels.package_name,
        cell: (r) => (
          <>
            {r.package_name}
            <div>{t('shipping:label.pieces', { 0: r.quantity, 1: r.weight })}</div>
          </>
        ),
      },
      {
        id: 'product_type_id',
        header: labels.product_type_id,
        cell: (r) => (r.product_type_id ? (typeName.get(r.product_type_id) ?? '') : ''),
        defaultHidden: true,
      },
      {
        id: 'offices',
        header: t('shipping:list.offices'),
        cell: (r) =>
          `${officeName.get(r.sending_office_id) ?? ''} ➡️ ${officeName.get(r.receiving_office_id) ?? ''}`,
        defaultHidden: true,
      },
      {
        id: 'map_detail_id',
        header: labels.map_detail_id,
        cell: (r) => directionName.get(r.map_detail_id) ?? '',
        defaultHidden: true,
      },
      {
        id: 'money',
        header: t('shipping:list.money'),
        cell: (r) => (
          <>
            <div>{t('shipping:list.chargesShort', { 0: formatMoney(parcelTotals(r).charges) })}</div>
            {r.cod_amount > 0 && <div>{t('shipping:list.codShort', { 0: formatMoney(r.cod_amount) })}</div>}
          </>
        ),
        align: 'right',
      },
      {
        id: 'payment_type',
        header: labels.payment_type,
        cell: (r) => words('paymentType')[r.payment_type],
        defaultHidden: true,
      },
      {
        id: 'status',
        header: labels.status,
        cell: (r) => (
          <ToneTag tone={r.status === SHIPPING_STATUS.cancel ? 'danger' : undefined}>
            {words('status')[r.status]}
          </ToneTag>
        ),
        nowrap: true,
      },
      {
        id: 'created_at',
        header: labels.created_at,
        cell: (r) => formatHcmDateTime(r.created_at, `${fmt.format_date} ${fmt.format_time}`),
        sortable: true,
        nowrap: true,
        defaultHidden: true,
      },
      noteColumn(labels.note),
    ]
  }, [labels, t, typeName, officeName, directionName, fmt])

  const statusWords = t('shipping:status', { returnObjects: true }) as unknown as Words

  return (
    <ListScreen
      title={t('menu:shippingWaiting')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={ParcelDialog.preload}
      createText={t('shipping:list.create')}
      actions={
        <>
          <Button
            aria-pressed={search.scan === 1}
            onClick={() => setSearch({ scan: search.scan === 1 ? undefined : 1 })}
          >
            {t('shipping:scanMode')}
          </Button>
          <ExportButton
            command={waitingGoods.export}
            vars={{ query, filename: t('shipping:list.exportFile') }}
            done={t('shipping:list.exported')}
          >
            {t('shipping:list.export')}
          </ExportButton>
        </>
      }
    >
      {search.scan === 1 && (
        <DialogSuspense>
          <WaitingHandoverDesk
            onOpen={rights.update ? setEditing : undefined}
            onPrint={(row) => openLabel(row, true)}
          />
        </DialogSuspense>
      )}
      <DataTable<WaitingGoods>
        {...table}
        label={t('shipping:list.list')}
        columns={columns}
        rowLabel={(r) => `${r.code} ${r.package_name}`}
        storageKey="shipping-waiting"
        density="compact"
        onEdit={rights.update && waitingShown ? setEditing : undefined}
        onDelete={waitingShown ? table.onDelete : undefined}
        rowActions={(r) => [
          {
            key: 'label',
            label: t('shipping:list.printLabel'),
            name: `${t('shipping:list.printLabel')} ${r.code}`,
            icon: <PrinterOutlined aria-hidden />,
            onIntent: ParcelLabelPage.preload,
            onSelect: () => openLabel(r),
          },
          ...(canCancel && isWaitingParcel(r.status)
            ? [
                {
                  key: 'cancel',
                  label: t('shipping:list.cancel'),
                  name: `${t('shipping:list.cancel')} ${r.code} ${r.package_name}`,
                  danger: true,
                  onIntent: CancelParcelDialog.preload,
                  onSelect: () => setCancelling(r),
                },
              ]
            : []),
        ]}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('shipping:list.searchPlaceholder')}
          >
            <DayNavigator
              optional
              label={t('shipping:list.day')}
              value={search.date}
              onChange={(date) => setFilter({ date })}
            />
            <FilterSelect<number>
              label={t('shipping:list.office')}
              value={search.office_id}
              onChange={(office_id) => setFilter({ office_id })}
              options={offices.data?.map((o) => ({ value: o.id, label: o.name }))}
              width={220}
            />
            <DirectionSelect
              all
              label={labels.map_detail_id}
              value={search.map_detail_id}
              onChange={(map_detail_id) => setFilter({ map_detail_id })}
              width={240}
            />
            <FilterSelect<number>
              label={labels.product_type_id}
              value={search.product_type_id}
              onChange={(product_type_id) => setFilter({ product_type_id })}
              options={types.data?.map((p) => ({ value: p.id, label: p.name }))}
              width={220}
            />
            <Select<number>
              aria-label={labels.status}
              value={status}
              onChange={(next) => setFilter({ status: next === SHIPPING_STATUS.notYet ? undefined : next })}
              options={[SHIPPING_STATUS.notYet, SHIPPING_STATUS.cancel].map((s) => ({
                value: s,
                label: `${labels.status}: ${statusWords[s]}`,
              }))}
              style={{ width: 200 }}
            />
          </ListToolbar>
        }
      />
      <DialogSuspense>
        {(creating || editing) && (
          <ParcelDialog
            row={creating ? undefined : (editing ?? undefined)}
            sender={sender}
            onClose={() => {
              setEditing(null)
              if (next.receive) setSearch({ receive: undefined, sender_of: undefined }, { replace: true })
            }}
            onPrint={(saved) => openLabel(saved, true)}
          />
        )}
        {cancelling && <CancelParcelDialog row={cancelling} onClose={() => setCancelling(null)} />}
      </DialogSuspense>
    </ListScreen>
  )
}
