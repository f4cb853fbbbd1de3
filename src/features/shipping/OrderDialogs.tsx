import { useMemo, useState, type ReactNode } from 'react'
import { Alert, Checkbox, Flex, Modal, Timeline } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useWatch, type DefaultValues, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useCommand } from '../../api/define-resource'
import { SHIPPING_STATUS } from '../../api/contracts/shipping'
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
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { toast } from '../../components/toast'
import { formatHcmDateTime, formatPhone } from '../../lib/format'

type Words = Record<string | number, string>
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
  text,
  children,
}: OrderDialogProps & {
  schema: FormSchema<V, O>
  defaults?: Partial<V>
  save: (values: O) => Promise<ShippingOrder[] | null>
  text: 'transferDialog' | 'completeDialog' | 'cancelDialog'
  children: ReactNode
}) {
  const { t } = useTranslation(['ui', 'shippingOrders'])
  const { dialog } = useCommandDialog({
    schema,
    ns: 'shippingOrders',
    defaultValues: { ...selection(orders), ...defaults } as DefaultValues<V>,
    send: save,
    success: (done) => t('shippingOrders:server.done', { 0: done.length }),
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

type CompleteValues = z.input<typeof shippingCompleteWriteSchema>

function HandoverFields() {
  const kind = useWatch<CompleteValues, 'kind'>({ name: 'kind' })
  const drivers = useQuery({ ...motorbikeDrivers(), enabled: kind === 2 })
  if (kind === 1)
    return (
      <>
        <TextField name="proxy_name" required autoComplete="off" />
        <TextField name="proxy_phone" required autoComplete="off" />
        <TextField name="proxy_citizen_id" required autoComplete="off" />
      </>
    )
  if (kind === 2)
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

/** Hand the selected orders over: to the receiver, a proxy (name, phone, citizen id) or a motorbike driver. */
export function CompleteDialog(props: OrderDialogProps) {
  const { t } = useTranslation(['ui', 'shippingOrders'])
  const complete = useMutation(completePickUp())
  const kinds = t('shippingOrders:completeDialog.kinds', { returnObjects: true }) as unknown as Words
  return (
    <OrderFormDialog
      {...props}
      schema={shippingCompleteWriteSchema}
      defaults={{ kind: 0, proxy_name: '', proxy_phone: '', proxy_citizen_id: '' }}
      save={complete.mutateAsync}
      text="completeDialog"
    >
      <RadioField name="kind" required options={[0, 1, 2].map((k) => ({ value: k, label: kinds[k] }))} />
      <HandoverFields />
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
