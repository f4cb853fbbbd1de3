import { useEffect, useRef, useState } from 'react'
import { Button, Flex } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  parcelTotals,
  SHIPPING_DELIVERIES,
  SHIPPING_DELIVERY,
  SHIPPING_PAYMENT,
  SHIPPING_PAYMENTS,
} from '../../api/contracts/shipping'
import { useDirections } from '../../api/resources/map'
import { productTypes } from '../../api/resources/product-type'
import { officesOfDirection, parcelParty, waitingGoods } from '../../api/resources/shipping-waiting'
import { shippingWaitingWriteSchema, type WaitingGoods } from '../../api/schemas/shipping'
import {
  FormDialog,
  MoneyField,
  NumberField,
  RadioField,
  SelectField,
  TextField,
  useSchemaForm,
  type FormSchema,
} from '../../components/form'
import { formValues } from '../../components/resource/use-resource-dialog'
import { useStaleReload } from '../../components/resource/use-stale-reload'
import { toast } from '../../components/toast'
import { formatMoney } from '../../lib/format'
import { isVietnameseMobile, phoneDigits } from '../../lib/phone'
import { directionOptions } from '../../entities/desk/direction-options'
import { useMe } from '../../api/resources/auth'
import { recall, remember } from '../../lib/remembered'

type Values = z.input<typeof shippingWaitingWriteSchema>
type Words = Record<string | number, string>

/** The sending office last used at this desk (per user, on this computer): the next parcel's default. */
const OFFICE_KEY = 'parcel-sending-office'

/** The sender a next parcel keeps ("Gửi tiếp cho người này"), and the route it went. */
export type ParcelSender = Pick<
  WaitingGoods,
  'sender_name' | 'sender_phone' | 'sender_citizen_id' | 'map_detail_id' | 'sending_office_id'
>

const DEFAULTS: Values = {
  sender_name: '',
  sender_phone: '',
  sender_citizen_id: '',
  receiver_name: '',
  receiver_phone: '',
  receiver_citizen_id: '',
  package_name: '',
  product_type_id: undefined as unknown as number,
  weight: undefined as unknown as number,
  quantity: 1,
  product_value: 0,
  fee: undefined as unknown as number,
  delivery_fee: 0,
  surcharge: 0,
  cod_amount: 0,
  payment_type: SHIPPING_PAYMENT.sender,
  map_detail_id: undefined as unknown as number,
  sending_office_id: undefined as unknown as number,
  receiving_office_id: undefined as unknown as number,
  delivery_type: SHIPPING_DELIVERY.office,
  delivery_address: '',
  receiving_address: '',
  note: '',
}

/** The sender's fields of a parcel (a whole parcel may be given: its receiver and goods are not kept). */
const keptOf = (sender: ParcelSender | undefined): Partial<Values> =>
  sender
    ? {
        sender_name: sender.sender_name,
        sender_phone: sender.sender_phone,
        sender_citizen_id: sender.sender_citizen_id ?? '',
        map_detail_id: sender.map_detail_id,
        sending_office_id: sender.sending_office_id,
      }
    : {}

/**
 * Receive a parcel, or edit a waiting one: sender and receiver (phone first: a returning one fills the empty
 * fields), the parcel, the direction and two of its route's offices (the sending one defaults to the last used
 * here), the money with its totals as typed. "Lưu và in nhãn" saves and opens the label to print: a new parcel's
 * first button (and Enter), an edit's second. Refused: what was typed stays (a 409 offers the latest version).
 */
export function ParcelDialog({
  row,
  sender,
  onClose,
  onPrint,
}: {
  row: WaitingGoods | undefined
  /** a new parcel of the same sender as the one before */
  sender?: ParcelSender
  onClose: () => void
  /** after "Lưu và in nhãn": the saved parcel */
  onPrint: (saved: WaitingGoods) => void
}) {
  const userId = useMe()?.id
  const { t } = useTranslation(['ui', 'errors', 'shipping'])
  const queryClient = useQueryClient()
  const create = useMutation(waitingGoods.create())
  const update = useMutation(waitingGoods.update())
  const [version, setVersion] = useState(row?.version)
  // which button sent the form: read on every submit, so a refused "save and print" never prints a later save;
  // a new parcel prints unless "Lưu" was clicked, an edit only when "Lưu và in nhãn" was
  const otherClicked = useRef(false)
  const printAfter = useRef(false)
  const isNew = !row
  const title = row ? t('shipping:list.update') : t('shipping:list.create')
  const stale = useStaleReload(() =>
    row ? queryClient.fetchQuery({ ...waitingGoods.detail(row.id), staleTime: 0 }) : Promise.resolve(null),
  )
  const { form, shell } = useSchemaForm({
    schema: shippingWaitingWriteSchema as unknown as FormSchema<Values>,
    ns: 'shipping',
    defaultValues: formValues<Values>(shippingWaitingWriteSchema, row, { ...DEFAULTS, ...keptOf(sender) }),
    onSave: async (values) => {
      const print = printAfter.current
      try {
        const saved = row
          ? await update.mutateAsync({ ...values, id: row.id, version: version ?? row.version })
          : await create.mutateAsync(values)
        if (!saved) return false
        if (isNew) remember(userId, OFFICE_KEY, saved.sending_office_id)
        toast.success(t('errors:success', { 0: title }))
        onClose()
        if (print) onPrint(saved)
        return true
      } catch (error) {
        if (stale.caught(error)) return false
        throw error
      }
    },
  })
  return (
    <FormDialog
      {...shell}
      onSubmit={(e) => {
        printAfter.current = isNew !== otherClicked.current
        otherClicked.current = false
        shell.onSubmit(e)
      }}
      open
      title={title}
      width={980}
      onCancel={onClose}
      notice={stale.notice((fresh) => {
        form.reset(formValues<Values>(shippingWaitingWriteSchema, fresh, DEFAULTS))
        setVersion(fresh.version)
      })}
      submitText={isNew ? t('shipping:form.saveAndPrint') : undefined}
      footerExtra={
        <Button htmlType="submit" loading={shell.submitting} onClick={() => (otherClicked.current = true)}>
          {isNew ? t('common.save') : t('shipping:form.saveAndPrint')}
        </Button>
      }
    >
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 420px', minWidth: 0 }}>
          <Party role="sender" first={!sender} />
          <Party role="receiver" first={!!sender} />
        </div>
        <div style={{ flex: '1 1 420px', minWidth: 0 }}>
          <RouteFields defaultOffice={isNew ? recall(userId, OFFICE_KEY) : undefined} />
          <ParcelFields storedType={row?.product_type_id} />
        </div>
      </Flex>
      <MoneyFields />
    </FormDialog>
  )
}

const fieldsetStyle = { border: 0, padding: 0, margin: '0 0 8px', minWidth: 0 }
const legendStyle = { fontWeight: 600, marginBottom: 8, fontSize: 15 }

/** The sender or the receiver, phone first: a returning one (by an earlier parcel or a customer) fills the empty fields. */
function Party({ role, first }: { role: 'sender' | 'receiver'; first: boolean }) {
  const { t } = useTranslation('shipping')
  const { control, getValues, setValue } = useFormContext<Values>()
  const typed = useWatch({ control, name: `${role}_phone` }) ?? ''
  const phone = phoneDigits(typed)
  const lookup = useQuery({ ...parcelParty(phone, role), enabled: isVietnameseMobile(phone) })
  const found = isVietnameseMobile(phone) ? lookup.data : null
  useEffect(() => {
    if (!found) return
    const fill = (name: keyof Values, value: string | null) => {
      if (value && !getValues(name)) setValue(name, value, { shouldDirty: true })
    }
    fill(`${role}_name`, found.name)
    fill(`${role}_citizen_id`, found.citizen_id)
    if (role === 'receiver') fill('receiving_address', found.address)
  }, [found, role, getValues, setValue])
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{t(`form.${role}`)}</legend>
      <TextField
        name={`${role}_phone`}
        autoFocus={first}
        autoComplete="off"
        help={found ? <span role="status">{t('form.found', { 0: found.name })}</span> : undefined}
      />
      <Flex gap={12} wrap>
        <div style={{ flex: '2 1 220px' }}>
          <TextField name={`${role}_name`} autoComplete="off" />
        </div>
        <div style={{ flex: '1 1 150px' }}>
          <TextField name={`${role}_citizen_id`} autoComplete="off" />
        </div>
      </Flex>
      {role === 'receiver' && <TextField name="receiving_address" />}
    </fieldset>
  )
}

/**
 * The direction, then two offices of its route (an office off the new route is cleared; the sending one, left
 * empty, takes `defaultOffice` when the route has it).
 */
function RouteFields({ defaultOffice }: { defaultOffice: unknown }) {
  const { t } = useTranslation('shipping')
  const { control, getValues, setValue } = useFormContext<Values>()
  const directions = useDirections()
  const directionId = useWatch({ control, name: 'map_detail_id' })
  const offices = useQuery({ ...officesOfDirection(directionId ?? 0), enabled: !!directionId })
  useEffect(() => {
    if (!offices.data) return
    const ids = new Set(offices.data.map((o) => o.id))
    for (const name of ['sending_office_id', 'receiving_office_id'] as const) {
      const current = getValues(name)
      if (current && !ids.has(current)) setValue(name, null as unknown as number)
    }
    if (!getValues('sending_office_id') && typeof defaultOffice === 'number' && ids.has(defaultOffice))
      setValue('sending_office_id', defaultOffice)
  }, [offices.data, getValues, setValue, defaultOffice])
  const officeOptions = (offices.data ?? []).map((o) => ({ value: o.id, label: o.name }))
  const hint = directionId ? undefined : t('form.chooseDirection')
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{t('form.route')}</legend>
      <SelectField name="map_detail_id" options={directionOptions(directions.data)} />
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 180px' }}>
          <SelectField name="sending_office_id" options={officeOptions} help={hint} />
        </div>
        <div style={{ flex: '1 1 180px' }}>
          <SelectField name="receiving_office_id" options={officeOptions} help={hint} />
        </div>
      </Flex>
    </fieldset>
  )
}

/** `storedType`: the parcel's own goods type, offered even once stopped (an edit may keep it, rule 23). */
function ParcelFields({ storedType }: { storedType: number | null | undefined }) {
  const { t } = useTranslation('shipping')
  const types = productTypes.useAll()
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{t('form.parcel')}</legend>
      <Flex gap={12} wrap>
        <div style={{ flex: '2 1 220px' }}>
          <TextField name="package_name" />
        </div>
        <div style={{ flex: '1 1 180px' }}>
          <SelectField
            name="product_type_id"
            options={(types.data ?? [])
              .filter((p) => p.status === 1 || p.id === storedType)
              .map((p) => ({ value: p.id, label: p.name }))}
          />
        </div>
      </Flex>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 120px' }}>
          <NumberField name="weight" step={0.5} />
        </div>
        <div style={{ flex: '1 1 100px' }}>
          <NumberField name="quantity" />
        </div>
        <div style={{ flex: '1 1 160px' }}>
          <MoneyField name="product_value" />
        </div>
      </Flex>
      <TextField name="note" multiline />
    </fieldset>
  )
}

/** Payment, delivery and the money, with the totals (`parcelTotals`, as the backend and the label count them). */
function MoneyFields() {
  const { t } = useTranslation('shipping')
  const { control } = useFormContext<Values>()
  const [fee, deliveryFee, surcharge, cod, payment, delivery] = useWatch({
    control,
    name: ['fee', 'delivery_fee', 'surcharge', 'cod_amount', 'payment_type', 'delivery_type'],
  })
  const motorbike = delivery === SHIPPING_DELIVERY.motorbike
  const totals = parcelTotals({
    fee: fee ?? 0,
    delivery_fee: motorbike ? (deliveryFee ?? 0) : 0,
    surcharge: surcharge ?? 0,
    cod_amount: cod ?? 0,
    payment_type: payment,
  })
  const paymentWords = t('paymentType', { returnObjects: true }) as Words
  const deliveryWords = t('deliveryType', { returnObjects: true }) as Words
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{t('form.money')}</legend>
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 260px' }}>
          <RadioField
            name="delivery_type"
            options={SHIPPING_DELIVERIES.map((v) => ({ value: v, label: deliveryWords[v] }))}
          />
          {motorbike && <TextField name="delivery_address" />}
          <RadioField
            name="payment_type"
            options={SHIPPING_PAYMENTS.map((v) => ({ value: v, label: paymentWords[v] }))}
          />
        </div>
        <div style={{ flex: '1 1 300px' }}>
          <Flex gap={12} wrap>
            <div style={{ flex: '1 1 140px' }}>
              <MoneyField name="fee" />
            </div>
            {motorbike && (
              <div style={{ flex: '1 1 140px' }}>
                <MoneyField name="delivery_fee" />
              </div>
            )}
            <div style={{ flex: '1 1 140px' }}>
              <MoneyField name="surcharge" />
            </div>
            <div style={{ flex: '1 1 140px' }}>
              <MoneyField name="cod_amount" />
            </div>
          </Flex>
        </div>
        <section
          aria-label={t('form.totals')}
          aria-live="polite"
          className="parcel-totals"
          style={{ flex: '1 1 240px' }}
        >
          <dl style={{ margin: 0 }}>
            <dt>{t('form.charges')}</dt>
            <dd style={{ margin: '0 0 6px', fontWeight: 600 }}>{formatMoney(totals.charges)}</dd>
            <dt>{t('form.senderPays')}</dt>
            <dd style={{ margin: '0 0 6px', fontWeight: 600 }}>{formatMoney(totals.senderPays)}</dd>
            <dt>{t('form.receiverPays')}</dt>
            <dd style={{ margin: 0, fontWeight: 600, fontSize: 18 }}>{formatMoney(totals.receiverPays)}</dd>
          </dl>
        </section>
      </Flex>
    </fieldset>
  )
}
