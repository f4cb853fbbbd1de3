import { Flex } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  DRIVER_KIND,
  driverKindOf,
  LICENCE_CLASSES_BY_KIND,
  type DriverKind,
} from '../../api/contracts/account'
import { STATUS_ACTIVE } from '../../api/contracts/contract'
import { useCan, useMe } from '../../api/resources/auth'
import { drivers } from '../../api/resources/driver'
import { driverTripsQuery, payDetailQuery } from '../../api/resources/stats'
import { driverCreateSchema, driverEditSchema, type Account } from '../../api/schemas/people'
import type { DriverTrip, PayLine } from '../../api/schemas/stats'
import type { DataColumn } from '../../components/data-table'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { DateTime } from '../../components/DateTime'
import { ExpiryFlag } from '../../components/ExpiryDate'
import { DateField } from '../../components/form/DateField'
import { ImageUploadField } from '../../components/form/ImageUploadField'
import { NativeSelectField } from '../../components/form/NativeFields'
import { NumberField } from '../../components/form/NumberField'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { RadioField } from '../../components/form/RadioField'
import { TextField } from '../../components/form/TextField'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { useResourcePageForm } from '../../components/resource/use-resource-dialog'
import { expiryState } from '../../lib/expiry'
import { formatMoney } from '../../lib/format'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import { mayManageAccount } from '../../lib/permissions'
import { AccountReadOnly, AccountStatusField, FirstPasswordFields, IdentityFields } from './account-fields'

/** /user/driver/add (a kind chosen on the list) and /user/driver/{id}: a driver's page, with their trips and pay. */
export function DriverFormPage({ id, kind }: { id?: number; kind?: DriverKind }) {
  const { t } = useTranslation(['ui', 'access'])
  const driver = drivers.useDetail(id)
  return (
    <RecordScreen
      title={t(id ? 'access:drivers.edit' : 'access:drivers.create')}
      back={<Link to="/user/driver">{t('access:drivers.back')}</Link>}
    >
      {id === undefined ? (
        <DriverForm kind={kind ?? DRIVER_KIND.driver} />
      ) : (
        <QueryState query={driver} error={t('access:drivers.loadError')}>
          {(row) => (
            <>
              <DriverForm key={row.id} row={row} kind={driverKindOf(row)} />
              <DriverWork driver={row} />
            </>
          )}
        </QueryState>
      )}
    </RecordScreen>
  )
}

function DriverForm({ row, kind }: { row?: Account; kind: DriverKind }) {
  const { t } = useTranslation(['ui', 'access'])
  const me = useMe()
  const navigate = useNavigate()
  const { shell, title } = useResourcePageForm({
    resource: drivers,
    // a new driver gets a first password here; an edit leaves it alone (reset from the accounts)
    write: (row ? driverEditSchema : driverCreateSchema) as unknown as typeof driverCreateSchema,
    row,
    titles: { create: t('access:drivers.create'), update: t('access:drivers.edit') },
    defaults: { status: STATUS_ACTIVE, type: kind, gender: null, password: '', confirmPassword: '' },
    toForm: (r) => ({ ...r, type: driverKindOf(r) }),
    onDone: () => void navigate({ to: '/user/driver', search: kind ? { type: kind } : {} }),
  })
  if (row && row.id !== me?.id && !mayManageAccount(me, row)) return <AccountReadOnly account={row} />
  const kinds = [
    { value: DRIVER_KIND.driver, label: t('access:users.types.driver') },
    { value: DRIVER_KIND.motor, label: t('access:users.types.motor') },
  ]
  return (
    <div className="page-panel">
      <PageForm {...shell} aria-label={title}>
        <Flex gap={24} wrap>
          <FormSection title={t('access:users.sections.account')} wide>
            <IdentityFields editing={!!row} />
          </FormSection>
          <FormSection title={t('access:users.sections.driver')} wide>
            <RadioField name="type" options={kinds} vertical={false} />
            <LicenceClassField />
            <LicenceExpiryField />
            <NumberField name="years_experience" />
            <TextField name="group_name" />
            <TextField name="certificates" />
            <AccountStatusField disabled={row?.id === me?.id} />
            <ImageUploadField name="avatar" />
            {!row && <FirstPasswordFields />}
          </FormSection>
        </Flex>
      </PageForm>
    </div>
  )
}

/** The licence classes of the kind of driver chosen. */
function LicenceClassField() {
  const type = useWatch({ name: 'type' }) as DriverKind
  const classes = LICENCE_CLASSES_BY_KIND[type === DRIVER_KIND.motor ? 1 : 0]
  return (
    <NativeSelectField
      name="license_class"
      options={classes.map((c) => ({ value: c, label: c }))}
      placeholder="—"
    />
  )
}

/** The licence's expiry, with its flag once within 30 days or past. */
function LicenceExpiryField() {
  const { t } = useTranslation(['access'])
  const expiry = useWatch({ name: 'license_expiry' }) as string | null | undefined
  return (
    <DateField
      name="license_expiry"
      help={expiryState(expiry) ? <ExpiryFlag value={expiry} /> : t('access:drivers.licenceHelp')}
    />
  )
}

/**
 * What the driver did: their trips of the last 30 days and this month's pay, from the statistics (shown to the
 * holders of those statistics' codes).
 */
function DriverWork({ driver }: { driver: Account }) {
  const { t } = useTranslation(['access'])
  const can = useCan()
  const today = hcmToday()
  const last30 = { from: shiftDay(today, -29), to: today }
  const motor = driverKindOf(driver) === DRIVER_KIND.motor
  const showPay = can('statistics.StatisticMoneyDriverAndMoto')
  // a motorbike driver's work is their pick-ups, lines of their pay
  const showWork = motor ? showPay : can('trip.top_drivers')
  if (!showWork && !showPay) return null
  return (
    <Flex gap={24} wrap style={{ marginTop: 24 }}>
      {showWork && (
        <section aria-labelledby="driver-trips" style={{ flex: '2 1 480px' }}>
          <h2 id="driver-trips" className="section-title">
            {t(motor ? 'access:drivers.pickups' : 'access:drivers.trips')}
          </h2>
          {motor ? (
            <DriverPickUps driverId={driver.id} {...last30} />
          ) : (
            <DriverTrips driverId={driver.id} {...last30} />
          )}
        </section>
      )}
      {showPay && (
        <section aria-labelledby="driver-pay" style={{ flex: '1 1 280px' }}>
          <h2 id="driver-pay" className="section-title">
            {t('access:drivers.pay')}
          </h2>
          <DriverPay driverId={driver.id} from={`${today.slice(0, 8)}01`} to={today} />
        </section>
      )}
    </Flex>
  )
}

function DriverTrips({ driverId, from, to }: { driverId: number; from: string; to: string }) {
  const { t } = useTranslation(['access', 'stats'])
  const trips = useQuery(driverTripsQuery({ from, to }, driverId))
  const columns: DataColumn<DriverTrip>[] = [
    { id: 'plan_date', header: t('stats:col.date'), cell: (r) => <DateTime value={r.plan_date} dateOnly /> },
    {
      id: 'name',
      header: t('stats:col.trip'),
      cell: (r) => (
        <Link to="/trip/$id" params={{ id: String(r.trip_id) }}>
          {r.name}
        </Link>
      ),
      rowHeader: true,
    },
    { id: 'kilometers', header: t('stats:col.kilometers'), cell: (r) => r.kilometers, align: 'right' },
    { id: 'revenue', header: t('stats:col.revenue'), cell: (r) => formatMoney(r.revenue), align: 'right' },
  ]
  return (
    <QueryState query={trips} error={t('access:drivers.tripsLoadError')}>
      {(rows) => (
        <SimpleTable<DriverTrip>
          labelledBy="driver-trips"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.trip_id}
          emptyText={t('access:drivers.noTrips')}
        />
      )}
    </QueryState>
  )
}

function DriverPay({ driverId, from, to }: { driverId: number; from: string; to: string }) {
  const { t } = useTranslation(['access', 'stats'])
  const pay = useQuery(payDetailQuery({ from, to }, driverId))
  return (
    <QueryState query={pay} error={t('access:drivers.payLoadError')}>
      {({ totals }) => (
        <dl className="account-facts">
          {(
            [
              ['earned', totals.earned],
              ['collected', totals.collected],
              ['cod', totals.cod],
              ['handedIn', totals.handed_in],
              ['balance', totals.balance],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt>{t(`stats:col.${key}`)}</dt>
              <dd>{formatMoney(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </QueryState>
  )
}

/** A motorbike driver's pick-ups to the station of the last 30 days (the lines of their pay). */
function DriverPickUps({ driverId, from, to }: { driverId: number; from: string; to: string }) {
  const { t } = useTranslation(['access', 'stats'])
  const pay = useQuery(payDetailQuery({ from, to }, driverId))
  const columns: DataColumn<PayLine>[] = [
    { id: 'date', header: t('stats:col.date'), cell: (r) => <DateTime value={r.date} dateOnly /> },
    {
      id: 'label',
      header: t('stats:col.line'),
      cell: (r) => t('stats:pay.lines.pickup', { label: r.label }),
      rowHeader: true,
    },
    {
      id: 'pick_fees',
      header: t('stats:col.pickFees'),
      cell: (r) => formatMoney(r.pick_fees),
      align: 'right',
    },
  ]
  return (
    <QueryState query={pay} error={t('access:drivers.payLoadError')}>
      {({ lines }) => (
        <SimpleTable<PayLine>
          labelledBy="driver-trips"
          columns={columns}
          rows={lines.filter((line) => line.kind === 'pickup')}
          getRowId={(r) => r.id}
          emptyText={t('access:drivers.noPickups')}
        />
      )}
    </QueryState>
  )
}
