import { Button, Result } from 'antd'
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { parcelLabel } from '../../api/resources/shipping-waiting'
import type { ParcelLabel } from '../../api/schemas/shipping'
import { Barcode } from '../../components/Barcode'
import { useDateTimeFormat } from '../../components/DateTime'
import { usePrintWhen } from '../../components/print/use-print-when'
import { QueryState } from '../../components/QueryState'
import { useSettings } from '../../components/use-settings'
import { formatHcmDateTime, formatMoney, formatPhone } from '../../lib/format'
import './label.css'

type Words = Record<string | number, string>

/** The barcode's own code: loaded before the label prints, so the bars are drawn. */
const barcodeCode = () => import('jsbarcode')

/**
 * A parcel's label (DECISIONS #14, #15): a 100 × 150 mm page with the Code 128 barcode of its code, sender,
 * receiver, offices, COD and fees. Only the label prints, on its own page size (components/print). `autoPrint`: print once it is drawn
 * (right after "Lưu và in nhãn"), then `onPrinted`.
 */
export function ParcelLabelPage({
  id,
  autoPrint,
  onBack,
  onPrinted,
  onNext,
}: {
  id: number
  autoPrint: boolean
  onBack: () => void
  onPrinted: () => void
  /** receive the next parcel; `sameSender`: of the same sender ("Gửi tiếp cho người này"); none: not allowed */
  onNext?: (sameSender: boolean) => void
}) {
  const { t } = useTranslation(['ui', 'shipping'])
  const label = useQuery(parcelLabel(id))
  const operator = useSettings().company_name
  const fmt = useDateTimeFormat()
  usePrintWhen(autoPrint && label.data !== undefined, onPrinted, barcodeCode)

  // the way back is there whatever the label's state
  return (
    <>
      <div className="parcel-label-page__bar no-print">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {t('shipping:label.back')}
        </Button>
      </div>
      <QueryState
        query={label}
        error={t('shipping:label.loadError')}
        missing={<Result status="404" title={t('shipping:label.notFound')} />}
      >
        {(data) => {
          const { parcel } = data
          const receivedAt = formatHcmDateTime(parcel.created_at, `${fmt.format_date} ${fmt.format_time}`)
          return (
            <section className="parcel-label-page" aria-labelledby="parcel-label-heading" data-print="label">
              <div className="parcel-label-page__bar no-print">
                <h1 id="parcel-label-heading">{t('shipping:label.title', { 0: parcel.code })}</h1>
                <Button
                  type="primary"
                  icon={<PrinterOutlined aria-hidden />}
                  onClick={() => window.print()}
                  autoFocus
                >
                  {t('shipping:label.print')}
                </Button>
                {onNext && (
                  <>
                    <Button onClick={() => onNext(false)}>{t('shipping:label.next')}</Button>
                    <Button onClick={() => onNext(true)}>
                      {t('shipping:label.nextSameSender', { 0: parcel.sender_name })}
                    </Button>
                  </>
                )}
              </div>
              <LabelCard data={data} operator={operator} receivedAt={receivedAt} />
            </section>
          )
        }}
      </QueryState>
    </>
  )
}

/** The label itself, as shown and printed. */
function LabelCard({
  data,
  operator,
  receivedAt,
}: {
  data: ParcelLabel
  operator: string
  receivedAt: string
}) {
  const { t } = useTranslation(['ui', 'shipping'])
  const { parcel } = data
  const payment = (t('shipping:paymentType', { returnObjects: true }) as Words)[parcel.payment_type]
  const delivery = (t('shipping:deliveryType', { returnObjects: true }) as Words)[parcel.delivery_type]
  return (
    <article className="parcel-label" aria-label={t('shipping:label.title', { 0: parcel.code })}>
      <header className="parcel-label__head">
        <strong>{operator}</strong>
        <span>{data.direction}</span>
      </header>
      <div className="parcel-label__code">
        <Barcode code={parcel.code} label={t('shipping:label.barcode', { 0: parcel.code })} height={60} />
        <span>{parcel.code}</span>
      </div>
      <dl className="parcel-label__facts">
        <dt>{t('shipping:label.from')}</dt>
        <dd>{data.sending_office.name}</dd>
        <dt>{t('shipping:label.to')}</dt>
        <dd className="parcel-label__big">{data.receiving_office.name}</dd>
        <dt>{t('shipping:label.sender')}</dt>
        <dd>
          {parcel.sender_name} · {formatPhone(parcel.sender_phone)}
        </dd>
        <dt>{t('shipping:label.receiver')}</dt>
        <dd className="parcel-label__big">
          {parcel.receiver_name} · {formatPhone(parcel.receiver_phone)}
        </dd>
        <dt>{t('shipping:label.package')}</dt>
        <dd>
          {parcel.package_name}
          {data.goods_type ? ` (${data.goods_type})` : ''}
          <br />
          {t('shipping:label.pieces', { 0: parcel.quantity, 1: parcel.weight })}
        </dd>
        <dt>{t('shipping:label.delivery')}</dt>
        <dd>
          {delivery}
          {parcel.delivery_address ? `: ${parcel.delivery_address}` : ''}
        </dd>
        <dt>{t('shipping:label.payment')}</dt>
        <dd>{payment}</dd>
        <dt>{t('shipping:label.charges')}</dt>
        <dd>{formatMoney(data.charges)}</dd>
        <dt>{t('shipping:label.cod')}</dt>
        <dd>{formatMoney(parcel.cod_amount)}</dd>
        <dt>{t('shipping:label.receiverPays')}</dt>
        <dd className="parcel-label__big">{formatMoney(data.receiver_pays)}</dd>
        <dt>{t('shipping:label.receivedAt')}</dt>
        <dd>{receivedAt}</dd>
        {data.clerk && (
          <>
            <dt>{t('shipping:label.clerk')}</dt>
            <dd>{data.clerk}</dd>
          </>
        )}
      </dl>
    </article>
  )
}
