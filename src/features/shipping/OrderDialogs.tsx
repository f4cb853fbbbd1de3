import { useMemo, useState, type ReactNode } from 'react'
import { Alert, Checkbox, Flex, Modal, Timeline } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useWatch, type DefaultValues, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useCommand } from '../../api/define-resource'
import { HANDOVER, parcelTotals, SHIPPING_STATUS } from '../../api/contracts/shipping'
import { isApiError } from '../../api/http'
import {
  cancelOrders,
  completePickUp,
  dayTrips,
  loadOntoTrip,
  motorbikeDrivers,
  parcelHistory,
  transferToVehicle,
} from '../../api/resources/shipping'
import { waitingGoods } from '../../api/resources/shipping-waiting'
import {
  shippingCancelWriteSchema,
  shippingCompleteWriteSchema,
  shippingTransferWriteSchema,
  type DayTrip,
  type ShippingOrder,
} from '../../api/schemas/shipping'
import { CancelReasonFields } from '../../entities/booking/CancelReasonFields'
import { useDateTimeFormat } from '../../components/DateTime'
import { FormDialog, RadioField, SelectField, TextField, type FormSchema } from '../../components/form'
import { QueryState } from '../../components/QueryState'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { toast } from '../../components/toast'
import { useSettings } from '../../components/use-settings'
import { formatHcmDateTime, formatMoney, formatPhone } from '../../lib/format'

type Words = Record<string | number, string>
/** Who took a parcel, by its hand-over (SPEC §9 numbering). */
const TAKER = ['receiver', 'proxy', 'motorbike'] as const
const selection = (orders: ShippingOrder[]) => ({
  ids: orders.map((o) => o.id),
  versions: orders.map((o) => o.version),
})

/**
 * Load waiting goods of the trip's direction onto it: tick them, then one confirmation with its idempotency key
 * (a retry after a network failure answers the first load). A refusal keeps the ticks.
 */
export function LoadDialog({ trip, onClose }: { trip: DayTrip; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'shipping', 'shippingOrders'])
  const [picked, setPicked] = useState<number[]>([])
  const [error, setError] = useState<string | null>(null)
  const waiting = waitingGoods.useList({ map_detail_id: trip.map_detail_id, itemsPerPage: 200 })
  // one key per confirmation: kept after a network failure while the same parcels are ticked, so a retry cannot
  // load twice and another choice is another confirmation
  const load = useCommand(loadOntoTrip)
  const submit = async () => {
    setError(null)
    try {
      const done = await load.confirm({ trip_id: trip.id, parcel_ids: [...picked].sort((a, b) => a - b) })
      if (!done) return
      toast.success(t('shippingOrders:server.loaded', { 0: done.orders.length, 1: trip.name }))
      onClose()
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e))
    }
  }
  return (
    <Modal
      open
      title={t('shippingOrders:loadDialog.title', { 0: trip.name })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('shippingOrders:loadDialog.submit', { 0: picked.length })}
      okButtonProps={{ disabled: picked.length === 0, loading: load.isPending }}
      cancelText={t('common.cancel')}
      width={720}
    >
      <p>{t('shippingOrders:loadDialog.hint')}</p>
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} />}
      <QueryState
        query={waiting}
        error={t('shippingOrders:loadDialog.loadError')}
        skeletonRows={2}
        empty={{ when: (page) => page.data.length === 0, say: <p>{t('shippingOrders:loadDialog.empty')}</p> }}
      >
        {(page) => (
          <Flex vertical gap={6} role="group" aria-label={t('shippingOrders:fields.parcel_ids')}>
            {page.data.map((r) => (
              <Checkbox
                key={r.id}
                checked={picked.includes(r.id)}
                onChange={(e) =>
                  setPicked((now) => (e.target.checked ? [...now, r.id] : now.filter((id) => id !== r.id)))
                }
                aria-label={t('shippingOrders:loadDialog.select', { 0: r.code })}
              >
                <strong>{r.code}</strong> {r.package_name} · {r.sender_name} ➡️ {r.receiver_name}
              </Checkbox>
            ))}
          </Flex>
        )}
      </QueryState>
    </Modal>
  )
}

interface OrderDialogProps {
  orders: ShippingOrder[]
  onClose: () => void
  onDone: () => void
}

/**
 * What every order dialog is: a command over the selection (ids and versions), one call, "n orders updated",
 * done. A refusal (someone moved an order meanwhile: 409) is said above the fields and keeps what was typed.
 * `text` names the dialog's block of words (its title and submit button).
 */
function OrderFormDialog<V extends FieldValues, O>({
  orders,
  onClose,
  onDone,
  schema,
  defaults,
  save,
  success,
  text,
  children,
}: OrderDialogProps & {
  schema: FormSchema<V, O>
  defaults?: Partial<V>
  save: (values: O) => Promise<ShippingOrder[] | null>
  /** the toast once done (by default "n orders updated") */
  success?: (done: ShippingOrder[]) => string
  text: 'transferDialog' | 'completeDialog' | 'cancelDialog'
  children: ReactNode
}) {
  const { t } = useTranslation(['ui', 'shippingOrders'])
  const { dialog } = useCommandDialog({
    schema,
    ns: 'shippingOrders',
    defaultValues: { ...selection(orders), ...defaults } as DefaultValues<V>,
    send: save,
    success: success ?? ((done) => t('shippingOrders:server.done', { 0: done.length })),
    onClose,
    onDone,
  })
  return (
    <FormDialog
      {...dialog}
      title={t(`shippingOrders:${text}.title`, { 0: orders.length })}
      submitText={t(`shippingOrders:${text}.submit`)}
    >
      {children}
    </FormDialog>
  )
}

/** Move the selected orders onto another open trip of their direction (trips of the same day). */
export function TransferDialog({ day, ...props }: OrderDialogProps & { day: string }) {
  const { t } = useTranslation(['ui', 'shippingOrders'])
  const transfer = useMutation(transferToVehicle())
  const direction = props.orders[0]?.map_detail_id
  const trips = useQuery(dayTrips(day, direction))
  const options = (trips.data ?? [])
    .filter((trip) => trip.open && !props.orders.some((o) => o.trip_id === trip.id))
    .map((trip) => ({ value: trip.id, label: trip.name }))
  return (
    <OrderFormDialog
      {...props}
      schema={shippingTransferWriteSchema}
      save={transfer.mutateAsync}
      text="transferDialog"
    >
      <SelectField name="trip_id" options={options} />
      {trips.isSuccess && options.length === 0 && <p>{t('shippingOrders:transferDialog.noTrip')}</p>}
    </OrderFormDialog>
  )
}

type CompleteValues = z.input<ReturnType<typeof shippingCompleteWriteSchema>>

/** A parcel's hand-over money (parcelTotals): its COD, the fees still unpaid, its amount to collect. */
type HandoverLine = { id: number; code: string; cod: number; unpaid: number; collect: number }

/** The money of the hand-over, parcel by parcel and in total, before it is confirmed. */
function HandoverMoney({ orders }: { orders: ShippingOrder[] }) {
  const { t } = useTranslation('shippingOrders')
  const kind = useWatch<CompleteValues, 'kind'>({ name: 'kind' })
  const lines = orders.map((o): HandoverLine => {
    const money = parcelTotals(o)
    return {
      id: o.id,
      code: o.code,
      cod: money.cod,
      unpaid: money.receiverCharges,
      collect: money.receiverPays,
    }
  })
  const sum = (key: 'cod' | 'unpaid' | 'collect') => lines.reduce((total, l) => total + l[key], 0)
  const several = lines.length > 1
  const column = (key: 'cod' | 'unpaid' | 'collect', header: string) => ({
    id: key,
    header,
    align: 'right' as const,
    cell: (l: HandoverLine) => formatMoney(l[key]),
    footer: several ? formatMoney(sum(key)) : undefined,
  })
  return (
    <>
      <SimpleTable<HandoverLine>
        caption={t('completeDialog.money')}
        rows={lines}
        getRowId={(l) => l.id}
        columns={[
          { id: 'code', header: t('completeDialog.code'), rowHeader: true, cell: (l) => l.code },
          column('cod', t('completeDialog.cod')),
          column('unpaid', t('completeDialog.unpaid')),
          column('collect', t('completeDialog.collect')),
        ]}
        footerLabel={t('completeDialog.total', { 0: lines.length })}
      />
      <p style={{ fontSize: 16, margin: '8px 0 12px' }}>
        <strong>{t('completeDialog.toCollect', { 0: formatMoney(sum('collect')) })}</strong>
        {kind === HANDOVER.motorbike && <> {t('completeDialog.byDriver')}</>}
      </p>
    </>
  )
}

function HandoverFields({ requiresId, receivers }: { requiresId: boolean; receivers: boolean }) {
  const { t } = useTranslation('shippingOrders')
  const kind = useWatch<CompleteValues, 'kind'>({ name: 'kind' })
  const drivers = useQuery({ ...motorbikeDrivers(), enabled: kind === HANDOVER.motorbike })
  if (kind === HANDOVER.customer)
    return (
      <>
        {receivers && (
          <Alert
            type="warning"
            showIcon
            message={t('completeDialog.receivers')}
            style={{ marginBottom: 12 }}
          />
        )}
        <TextField name="receiver_name" required autoComplete="off" />
        <TextField name="receiver_phone" type="tel" required autoComplete="off" />
        <TextField name="receiver_citizen_id" required={requiresId} autoComplete="off" />
      </>
    )
  if (kind === HANDOVER.proxy)
    return (
      <>
        <TextField name="proxy_name" required autoComplete="off" />
        <TextField name="proxy_phone" type="tel" required autoComplete="off" />
        <TextField name="proxy_citizen_id" required autoComplete="off" />
      </>
    )
  if (kind === HANDOVER.motorbike)
    return (
      <SelectField
        name="motorbike_driver_id"
        required
        options={(drivers.data ?? []).map((d) => ({
          value: d.id,
          label: d.phone ? `${d.fullname} (${formatPhone(d.phone)})` : d.fullname,
        }))}
      />
    )
  return null
}

/**
 * Hand the selected orders over: to the receiver (name and phone as the parcels name them, their citizen ID when
 * the operator asks for one), a proxy (name, phone, citizen ID) or a motorbike driver. The amount to collect is
 * shown first, parcel by parcel and in total; the toast says what was collected.
 */
export function CompleteDialog(props: OrderDialogProps) {
  const { t } = useTranslation(['ui', 'shippingOrders'])
  const complete = useMutation(completePickUp())
  const requiresId = !!useSettings().handover_requires_id
  const schema = useMemo(() => shippingCompleteWriteSchema({ requiresId }), [requiresId])
  const kinds = t('shippingOrders:completeDialog.kinds', { returnObjects: true }) as unknown as Words
  // the receiver the parcels share (by phone): several receivers are not one hand-over to "the receiver"
  const [first] = props.orders
  const receiver = props.orders.every((o) => o.receiver_phone === first?.receiver_phone) ? first : undefined
  const said = (done: ShippingOrder[]) => {
    const total = done.reduce((sum, o) => sum + (o.collected_amount ?? 0), 0)
    const byDriver = done[0]?.delivery_type === HANDOVER.motorbike
    const what = done.length === 1 ? done[0].code : t('shippingOrders:server.parcels', { 0: done.length })
    const money = total
      ? t(`shippingOrders:server.${byDriver ? 'toCollect' : 'collected'}`, { 0: formatMoney(total) })
      : t('shippingOrders:server.nothingToCollect')
    return t(`shippingOrders:server.${byDriver ? 'handedToDriver' : 'handedOver'}`, { 0: what, 1: money })
  }
  return (
    <OrderFormDialog
      {...props}
      schema={schema}
      defaults={{
        kind: HANDOVER.customer,
        receiver_name: receiver?.receiver_name ?? '',
        receiver_phone: receiver ? formatPhone(receiver.receiver_phone) : '',
        receiver_citizen_id: receiver?.receiver_citizen_id ?? '',
        proxy_name: '',
        proxy_phone: '',
        proxy_citizen_id: '',
      }}
      save={complete.mutateAsync}
      success={said}
      text="completeDialog"
    >
      <HandoverMoney orders={props.orders} />
      <RadioField name="kind" required options={[0, 1, 2].map((k) => ({ value: k, label: kinds[k] }))} />
      <HandoverFields requiresId={requiresId} receivers={!receiver} />
    </OrderFormDialog>
  )
}

/** Cancel the selected orders with one of DECISIONS #13's reasons ("other" needs its text). */
export function CancelOrdersDialog(props: OrderDialogProps) {
  const cancel = useMutation(cancelOrders())
  return (
    <OrderFormDialog
      {...props}
      schema={shippingCancelWriteSchema}
      defaults={{ reason_note: '' }}
      save={cancel.mutateAsync}
      text="cancelDialog"
    >
      <CancelReasonFields />
    </OrderFormDialog>
  )
}

/** A parcel's history by code, newest first: each status change, where, on which trip, by whom, when. */
export function HistoryDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'shipping', 'shippingOrders'])
  const history = useQuery(parcelHistory(code))
  const fmt = useDateTimeFormat()
  const statuses = t('shipping:status', { returnObjects: true }) as unknown as Words
  const actions = t('shippingOrders:action', { returnObjects: true }) as unknown as Words
  const items = useMemo(
    () =>
      (history.data ?? []).map((h) => ({
        key: h.id,
        color: h.status_to === SHIPPING_STATUS.cancel ? 'red' : undefined,
        children: (
          <div>
            <strong>
              {t('shippingOrders:historyDialog.step', {
                0: actions[h.action],
                1: h.status_from === null ? '' : statuses[h.status_from],
                2: statuses[h.status_to],
              })}
            </strong>
            <div>{formatHcmDateTime(h.at, `${fmt.format_date} ${fmt.format_time}`)}</div>
            {h.office_name && <div>{t('shippingOrders:historyDialog.office', { 0: h.office_name })}</div>}
            {h.trip_name && <div>{t('shippingOrders:historyDialog.trip', { 0: h.trip_name })}</div>}
            {h.taker_name && h.handover_kind != null && (
              <div>
                {t(`shippingOrders:historyDialog.taker.${TAKER[h.handover_kind as 0 | 1 | 2]}`, {
                  0: h.taker_phone ? `${h.taker_name} · ${formatPhone(h.taker_phone)}` : h.taker_name,
                })}
              </div>
            )}
            {h.amount != null && (
              <div>
                {t(
                  `shippingOrders:historyDialog.${h.handover_kind === HANDOVER.motorbike ? 'toCollect' : 'collected'}`,
                  { 0: formatMoney(h.amount) },
                )}
              </div>
            )}
            {h.user_name && <div>{t('shippingOrders:historyDialog.by', { 0: h.user_name })}</div>}
          </div>
        ),
      })),
    [history.data, t, actions, statuses, fmt],
  )
  return (
    <Modal
      open
      title={t('shippingOrders:historyDialog.title', { 0: code })}
      onCancel={onClose}
      footer={null}
      closable={{ 'aria-label': t('shippingOrders:historyDialog.close') }}
    >
      <QueryState
        query={history}
        error={t('shippingOrders:historyDialog.loadError')}
        skeletonRows={2}
        empty={{ when: (steps) => steps.length === 0, say: <p>{t('shippingOrders:historyDialog.empty')}</p> }}
      >
        {() => <Timeline items={items} />}
      </QueryState>
    </Modal>
  )
}
