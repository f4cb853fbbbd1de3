import { lazy, Suspense, useState } from 'react'
import { Button, Flex, Tag } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { levelKeyOf, nextLevelOf } from '../../api/contracts/customer'
import { useCan } from '../../api/resources/auth'
import { customerBookings, customerDetail, customers } from '../../api/resources/customer'
import {
  customerWriteSchema,
  type Customer,
  type CustomerTicketRow,
  type CustomerWaitingRow,
} from '../../api/schemas/customers'
import type { DataColumn } from '../../components/data-table'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { DateTime, useDateTimeFormat } from '../../components/DateTime'
// each field from its own module: the kit's index would bring every field to this page
import { DateField } from '../../components/form/DateField'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { RadioField } from '../../components/form/RadioField'
import { TextField } from '../../components/form/TextField'
import { PartSuspense } from '../../components/PartSuspense'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { useResourcePageForm } from '../../components/resource/use-resource-dialog'
import { ToneTag } from '../../components/StatusTag'
import { formatDate, formatMoney, formatPhone, groupThousands } from '../../lib/format'
import { hcmToday } from '../../lib/hcm-day'
import { CustomerLevelTag } from './customer-level'
import { Facts } from '../../components/Facts'

// The address's searchable selects (antd's Select, 22 KB) load once the page shows: the name is typed meanwhile.
const AddressFields = lazy(() =>
  import('../../components/form/AddressFields').then((m) => ({ default: m.AddressFields })),
)
const MergeCustomerDialog = lazy(() =>
  import('./MergeCustomerDialog').then((m) => ({ default: m.MergeCustomerDialog })),
)

/** /user/customer/add and /user/customer/{id}: a customer's details, their standing and their booked history. */
export function CustomerPage({ id }: { id?: number }) {
  const { t } = useTranslation(['ui', 'customers'])
  const customer = customers.useDetail(id)
  const back = <Link to="/user/customer">{t('customers:back')}</Link>
  if (id === undefined)
    return (
      <RecordScreen title={t('customers:create')} back={back}>
        <CustomerForm />
      </RecordScreen>
    )
  return (
    <RecordScreen title={customer.data?.fullname ?? t('customers:edit')} back={back}>
      <QueryState query={customer} error={t('customers:loadError')}>
        {(row) => (
          <>
            <CustomerActions customer={row} />
            <Flex gap={24} wrap align="flex-start">
              <div style={{ flex: '2 1 520px', minWidth: 0 }}>
                <CustomerForm key={row.id} row={row} />
              </div>
              <div style={{ flex: '1 1 280px' }}>
                <CustomerStanding customer={row} />
              </div>
            </Flex>
            <CustomerHistory id={row.id} />
          </>
        )}
      </QueryState>
    </RecordScreen>
  )
}

/** The customer's contact and address: a form for whoever may change them, facts for the others. */
function CustomerForm({ row }: { row?: Customer }) {
  const { t } = useTranslation(['ui', 'customers'])
  const can = useCan()
  const navigate = useNavigate()
  const { shell, title } = useResourcePageForm({
    resource: customers,
    write: customerWriteSchema,
    row,
    titles: { create: t('customers:create'), update: row?.fullname ?? t('customers:edit') },
    defaults: { gender: null },
    // a new customer's page opens on the list; an edit stays on the customer's page
    onDone: () => {
      if (!row) void navigate({ to: '/user/customer' })
    },
  })
  if (row && !can('customer.update')) return <CustomerFacts customer={row} />
  const genders = [
    { value: 1, label: t('customers:male') },
    { value: 0, label: t('customers:female') },
  ]
  return (
    <div className="page-panel">
      <PageForm {...shell} aria-label={title}>
        <Flex gap={24} wrap>
          <FormSection title={t('customers:sections.contact')} wide>
            <TextField name="fullname" autoComplete="off" autoFocus={!row} />
            <TextField name="phone" type="tel" autoComplete="off" />
            <TextField name="email" type="email" autoComplete="off" />
            <DateField name="birthday" max={hcmToday()} />
            <RadioField name="gender" options={genders} vertical={false} />
          </FormSection>
          <FormSection title={t('customers:sections.address')} wide>
            <PartSuspense>
              <AddressFields />
            </PartSuspense>
            <TextField name="address" multiline />
            <TextField name="note" multiline />
          </FormSection>
        </Flex>
      </PageForm>
    </div>
  )
}

/** A customer as a holder of `customer` alone reads them. */
function CustomerFacts({ customer }: { customer: Customer }) {
  const { t } = useTranslation(['customers'])
  return (
    <div className="page-panel">
      <Facts
        rows={[
          [t('customers:fields.fullname'), customer.fullname],
          [t('customers:fields.phone'), formatPhone(customer.phone)],
          [t('customers:fields.email'), customer.email],
          [t('customers:fields.birthday'), <DateTime key="birthday" value={customer.birthday} dateOnly />],
          [t('customers:fields.address'), customer.address],
          [t('customers:fields.note'), customer.note],
        ]}
      />
    </div>
  )
}

/** Merge another record of the same person into this one (who may change and delete customers). */
function CustomerActions({ customer }: { customer: Customer }) {
  const { t } = useTranslation(['customers'])
  const can = useCan()
  const [merging, setMerging] = useState(false)
  if (!can('customer.update') || !can('customer.delete')) return null
  return (
    <Flex gap={8} style={{ marginBottom: 16 }}>
      <Button onClick={() => setMerging(true)}>{t('customers:merge.action')}</Button>
      {merging && (
        <Suspense fallback={null}>
          <MergeCustomerDialog customer={customer} onClose={() => setMerging(false)} />
        </Suspense>
      )}
    </Flex>
  )
}

/** Points, level and wallet; how the level rose; the records merged into this one. */
function CustomerStanding({ customer }: { customer: Customer }) {
  const { t } = useTranslation(['customers'])
  const detail = useQuery(customerDetail(customer.id))
  const { format_date } = useDateTimeFormat()
  const levelName = (level: number) => t(`customers:levels.${levelKeyOf(level)}`)
  const next = nextLevelOf(customer.points)
  return (
    <section aria-labelledby="customer-standing" className="page-panel">
      <h2 id="customer-standing" className="section-title">
        {t('customers:sections.standing')}
      </h2>
      <Facts
        rows={[
          [t('customers:fields.level'), <CustomerLevelTag key="level" level={customer.level} />],
          [t('customers:fields.points'), groupThousands(customer.points)],
          [t('customers:fields.wallet_balance'), formatMoney(customer.wallet_balance)],
          [t('customers:fields.trips_count'), customer.trips_count],
          [
            t('customers:fields.last_trip_date'),
            <DateTime key="last" value={customer.last_trip_date} dateOnly />,
          ],
          ...(customer.other_phones.length
            ? [
                [t('customers:fields.other_phones'), customer.other_phones.map(formatPhone).join(', ')] as [
                  string,
                  string,
                ],
              ]
            : []),
        ]}
      />
      <p>
        {next
          ? t('customers:standing.toNext', {
              points: groupThousands(next.from - customer.points),
              level: levelName(next.level),
            })
          : t('customers:standing.top')}{' '}
        <span className="text-secondary">{t('customers:standing.rule')}</span>
      </p>
      <QueryState query={detail} error={t('customers:loadError')}>
        {({ changes, merges }) => (
          <>
            <h3 className="section-title">{t('customers:standing.changes')}</h3>
            {changes.length ? (
              <ul>
                {changes.map((c) => (
                  <li key={c.date + c.to}>
                    {t('customers:standing.change', {
                      date: formatDate(c.date, format_date),
                      from: levelName(c.from),
                      to: levelName(c.to),
                      points: groupThousands(c.points),
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-secondary">{t('customers:standing.noChanges')}</p>
            )}
            <h3 className="section-title">{t('customers:merge.log')}</h3>
            {merges.length ? (
              <ul>
                {merges.map((m) => (
                  <li key={m.at + m.phone}>
                    {t('customers:merge.logLine', {
                      at: formatDate(m.at, format_date),
                      by: m.by,
                      fullname: m.fullname,
                      phone: formatPhone(m.phone),
                      tickets: m.tickets,
                      bookings: m.bookings,
                      wallet: formatMoney(m.wallet),
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-secondary">{t('customers:merge.none')}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  )
}

/** The customer's tickets and waiting bookings, newest trip first. */
function CustomerHistory({ id }: { id: number }) {
  const { t } = useTranslation(['customers', 'booking'])
  const bookings = useQuery(customerBookings(id))
  const waitingStatus = t('booking:waitingStatus', { returnObjects: true }) as unknown as Record<
    number,
    string
  >
  const ticketColumns: DataColumn<CustomerTicketRow>[] = [
    {
      id: 'date',
      header: t('customers:history.date'),
      cell: (r) => <DateTime value={r.departure_date} dateOnly />,
    },
    {
      id: 'code',
      header: t('customers:history.code'),
      cell: (r) => r.code,
      rowHeader: true,
      nowrap: true,
    },
    {
      id: 'trip',
      header: t('customers:history.trip'),
      cell: (r) => (
        <Link to="/trip/$id" params={{ id: String(r.trip_id) }}>
          {r.trip_name}
        </Link>
      ),
    },
    { id: 'seat', header: t('customers:history.seat'), cell: (r) => r.seat_code },
    { id: 'total', header: t('customers:history.total'), cell: (r) => formatMoney(r.total), align: 'right' },
    {
      id: 'state',
      header: t('customers:history.status'),
      cell: (r) =>
        r.cancelled ? (
          <ToneTag tone="danger">{t('customers:history.cancelled')}</ToneTag>
        ) : r.is_paid ? (
          <ToneTag tone="success">{t('customers:history.paid')}</ToneTag>
        ) : (
          <Tag>{t('customers:history.unpaid')}</Tag>
        ),
    },
    {
      id: 'points',
      header: t('customers:history.points'),
      cell: (r) => groupThousands(r.points),
      align: 'right',
    },
  ]
  const waitingColumns: DataColumn<CustomerWaitingRow>[] = [
    {
      id: 'date',
      header: t('customers:history.date'),
      cell: (r) => <DateTime value={r.departure_date} dateOnly />,
    },
    { id: 'code', header: t('customers:history.bookingCode'), cell: (r) => r.code, rowHeader: true },
    { id: 'route', header: t('customers:history.route'), cell: (r) => r.route_name },
    {
      id: 'tickets',
      header: t('customers:history.tickets_count'),
      cell: (r) => r.number_ticket,
      align: 'right',
    },
    {
      id: 'status',
      header: t('customers:history.status'),
      cell: (r) => waitingStatus[r.status],
      nowrap: true,
    },
  ]
  return (
    <section aria-labelledby="customer-history" style={{ marginTop: 24 }}>
      <h2 id="customer-history" className="section-title">
        {t('customers:history.title')}
      </h2>
      <QueryState query={bookings} error={t('customers:history.loadError')}>
        {({ tickets, waiting }) => (
          <>
            <h3 id="customer-tickets" className="section-title">
              {t('customers:history.tickets')}
            </h3>
            <SimpleTable<CustomerTicketRow>
              labelledBy="customer-tickets"
              columns={ticketColumns}
              rows={tickets}
              getRowId={(r) => r.id}
              emptyText={t('customers:history.noTickets')}
            />
            <h3 id="customer-waiting" className="section-title" style={{ marginTop: 16 }}>
              {t('customers:history.waiting')}
            </h3>
            <SimpleTable<CustomerWaitingRow>
              labelledBy="customer-waiting"
              columns={waitingColumns}
              rows={waiting}
              getRowId={(r) => r.id}
              emptyText={t('customers:history.noWaiting')}
            />
          </>
        )}
      </QueryState>
    </section>
  )
}
