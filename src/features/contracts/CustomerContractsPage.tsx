import { useId, useState, type FormEvent } from 'react'
import { Button, Flex, Input } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { customerContracts } from '../../api/resources/car-contract'
import type { CarContract, CarContractPayment } from '../../api/schemas/car-contracts'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import type { DataColumn } from '../../components/data-table/types'
import { DateTime } from '../../components/DateTime'
import { Facts } from '../../components/Facts'
import { QueryState } from '../../components/QueryState'
import { useFieldLabels } from '../../components/resource/columns'
import { formatDate, formatMoney, formatPhone } from '../../lib/format'
import { isVietnameseMobile, phoneDigits } from '../../lib/phone'
import { hcmToday } from '../../lib/hcm-day'
import { ContractStatusTag } from './ContractStatusTag'

/**
 * /car-contract-customer (carContract.view): one customer's contracts, found by their mobile number: what each
 * costs, is paid and is still owed, the total still owed, and each contract's payments; printed as a statement.
 */
export function CustomerContractsPage({
  phone,
  onPhone,
}: {
  phone: string
  onPhone: (phone: string) => void
}) {
  const { t } = useTranslation(['contracts', 'menu', 'validation'])
  const digits = phoneDigits(phone)
  const shown = isVietnameseMobile(digits)
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading" className="screen-title">
        {t('menu:carContractCustomer')}
      </h1>
      <PhoneForm phone={phone} onPhone={onPhone} />
      {shown && <Statement phone={digits} />}
    </section>
  )
}

function PhoneForm({ phone, onPhone }: { phone: string; onPhone: (phone: string) => void }) {
  const { t } = useTranslation(['contracts', 'validation'])
  const id = useId()
  const [text, setText] = useState(phone)
  const [error, setError] = useState<string | null>(
    phone && !isVietnameseMobile(phoneDigits(phone)) ? t('validation:mobilePhone') : null,
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const digits = phoneDigits(text)
    if (!isVietnameseMobile(digits)) return setError(t('validation:mobilePhone'))
    setError(null)
    onPhone(digits)
  }
  return (
    <form onSubmit={submit} noValidate className="no-print" style={{ marginBottom: 16, maxWidth: 520 }}>
      <label htmlFor={`${id}-phone`} className="field-label">
        {t('customer.phone')}
      </label>
      <Flex gap={8}>
        <Input
          id={`${id}-phone`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="tel"
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
        />
        <Button type="primary" htmlType="submit">
          {t('customer.show')}
        </Button>
      </Flex>
      {error ? (
        <div id={`${id}-error`} className="field-error" role="alert">
          {error}
        </div>
      ) : (
        <div id={`${id}-hint`} className="field-extra">
          {t('customer.hint')}
        </div>
      )}
    </form>
  )
}

function Statement({ phone }: { phone: string }) {
  const { t } = useTranslation(['contracts'])
  const labels = useFieldLabels('contracts')
  const query = useQuery(customerContracts(phone))
  const methods = t('paymentTypes', { returnObjects: true }) as string[]

  const contractColumns: DataColumn<CarContract>[] = [
    {
      id: 'code',
      header: labels.code,
      rowHeader: true,
      cell: (c) => (
        <Link to="/car-contract/$id" params={{ id: String(c.id) }}>
          {c.code}
        </Link>
      ),
    },
    { id: 'start_at', header: labels.start_at, cell: (c) => <DateTime value={c.start_at} /> },
    { id: 'end_at', header: labels.end_at, cell: (c) => <DateTime value={c.end_at} /> },
    { id: 'car_ids', header: labels.car_ids, cell: (c) => c.car_plates.join(', ') },
    { id: 'total_fee', header: labels.total_fee, cell: (c) => formatMoney(c.total_fee), align: 'right' },
    { id: 'paid', header: labels.paid, cell: (c) => formatMoney(c.paid), align: 'right' },
    {
      id: 'outstanding',
      header: labels.outstanding,
      cell: (c) => formatMoney(c.outstanding),
      align: 'right',
    },
    { id: 'status', header: labels.status, cell: (c) => <ContractStatusTag status={c.status} /> },
  ]
  const paymentColumns: DataColumn<CarContractPayment>[] = [
    { id: 'id', header: t('payments.number'), cell: (p) => p.id, rowHeader: true },
    { id: 'created_at', header: labels.created_at, cell: (p) => <DateTime value={p.created_at} /> },
    { id: 'money', header: labels.money, cell: (p) => formatMoney(p.money), align: 'right' },
    { id: 'payment_type', header: labels.payment_type, cell: (p) => methods[p.payment_type] },
    { id: 'user_name', header: labels.user_name, cell: (p) => p.user_name },
    {
      id: 'reason',
      header: labels.reason,
      cell: (p) =>
        p.reverses !== null ? `${t('payments.reversalOf', { 0: p.reverses })}: ${p.reason ?? ''}` : null,
    },
  ]

  return (
    <QueryState query={query} error={t('customer.loadError')}>
      {(found) =>
        found.contracts.length === 0 ? (
          <p role="status">{t('customer.none', { 0: formatPhone(phone) })}</p>
        ) : (
          <section data-print="a4" aria-labelledby="statement-heading">
            <Flex justify="space-between" align="center" gap={8} wrap>
              <h2 id="statement-heading" className="section-title">
                {t('customer.statement')}
              </h2>
              <Button
                icon={<PrinterOutlined aria-hidden />}
                className="no-print"
                onClick={() => window.print()}
              >
                {t('customer.print')}
              </Button>
            </Flex>
            <Facts
              rows={[
                [labels.customer_name, found.contracts[0].customer_name],
                [labels.phone, formatPhone(found.phone)],
                [t('customer.owed'), formatMoney(found.outstanding)],
                [t('customer.printedAt'), formatDate(hcmToday())],
              ]}
            />
            <Flex vertical gap={16}>
              <SimpleTable
                caption={t('customer.contracts')}
                columns={contractColumns}
                rows={found.contracts}
                getRowId={(c) => c.id}
              />
              {found.contracts
                .filter((c) => c.payments.length > 0)
                .map((c) => (
                  <SimpleTable
                    key={c.id}
                    caption={t('customer.paymentsOf', { 0: c.code })}
                    columns={paymentColumns}
                    rows={c.payments}
                    getRowId={(p) => p.id}
                  />
                ))}
            </Flex>
          </section>
        )
      }
    </QueryState>
  )
}
