import { Button } from 'antd'
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { parcelTotals } from '../../api/contracts/shipping'
import { loadList } from '../../api/resources/shipping'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { QueryState } from '../../components/QueryState'
import { useDateTimeFormat } from '../../components/DateTime'
import { formatHcmDateTime, formatMoney, formatPhone } from '../../lib/format'
import './load-list.css'

/** A trip's load list on A4 (`?print=<tripId>`): only the list prints, never the header nor the side menu. */
export function LoadListPage({ tripId, onBack }: { tripId: number; onBack: () => void }) {
  const { t } = useTranslation(['ui', 'shippingOrders'])
  const list = useQuery(loadList(tripId))
  const fmt = useDateTimeFormat()
  const w = (key: string) => t(`shippingOrders:loadList.${key}` as 'shippingOrders:loadList.car')
  // the way back is there whatever the list's state
  return (
    <>
      <div className="load-list__bar no-print">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {t('shippingOrders:loadList.back')}
        </Button>
      </div>
      <QueryState query={list} error={t('shippingOrders:loadList.loadError')}>
        {(data) => (
          <section className="load-list" aria-labelledby="load-list-title" data-print="a4">
            <div className="load-list__bar no-print">
              <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
                {w('print')}
              </Button>
            </div>
            <div>{data.operator}</div>
            <h1 id="load-list-title">{t('shippingOrders:loadList.title', { 0: data.trip.name })}</h1>
            <dl className="load-list__facts">
              <div>
                <dt style={{ display: 'inline' }}>{w('direction')}: </dt>
                <dd style={{ display: 'inline', margin: 0 }}>{data.direction ?? ''}</dd>
              </div>
              <div>
                <dt style={{ display: 'inline' }}>{w('departure')}: </dt>
                <dd style={{ display: 'inline', margin: 0 }}>
                  {formatHcmDateTime(data.trip.departure_time, `${fmt.format_date} ${fmt.format_time}`)}
                </dd>
              </div>
              <div>
                <dt style={{ display: 'inline' }}>{w('car')}: </dt>
                <dd style={{ display: 'inline', margin: 0 }}>{data.car ?? ''}</dd>
              </div>
              <div>
                <dt style={{ display: 'inline' }}>{w('driver')}: </dt>
                <dd style={{ display: 'inline', margin: 0 }}>{data.driver ?? ''}</dd>
              </div>
            </dl>
            {data.orders.length === 0 ? (
              <p>{w('empty')}</p>
            ) : (
              <SimpleTable
                labelledBy="load-list-title"
                columns={[
                  { id: 'order', header: '#', align: 'right', cell: (_, i) => i + 1 },
                  { id: 'code', header: w('code'), cell: (o) => o.code },
                  {
                    id: 'sender',
                    header: w('sender'),
                    cell: (o) => `${o.sender_name} ${formatPhone(o.sender_phone)}`,
                  },
                  {
                    id: 'receiver',
                    header: w('receiver'),
                    cell: (o) => `${o.receiver_name} ${formatPhone(o.receiver_phone)}`,
                  },
                  { id: 'pieces', header: w('pieces'), align: 'right', cell: (o) => o.quantity },
                  { id: 'weight', header: w('weight'), align: 'right', cell: (o) => o.weight },
                  { id: 'cod', header: w('cod'), align: 'right', cell: (o) => formatMoney(o.cod_amount) },
                  {
                    id: 'fees',
                    header: w('fees'),
                    align: 'right',
                    cell: (o) => formatMoney(parcelTotals(o).charges),
                  },
                ]}
                rows={data.orders}
                getRowId={(o) => o.id}
              />
            )}
            <p>{t('shippingOrders:loadList.total', { 0: data.orders.length })}</p>
          </section>
        )}
      </QueryState>
    </>
  )
}
