import { Flex } from 'antd'
import { lazy } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { loadNamespaces } from '../../i18n'
import {
  DRIVER_KIND,
  driverKindOf,
  LICENCE_CLASSES_BY_KIND,
  type DriverKind,
} from '../../api/contracts/account'
import { STATUS_ACTIVE } from '../../api/contracts/contract'
import { useCan, useMe } from '../../api/resources/auth'
import { drivers } from '../../api/resources/driver'
import { driverCreateSchema, driverEditSchema, type Account } from '../../api/schemas/people'
import { ExpiryFlag } from '../../components/ExpiryDate'
import { DateField } from '../../components/form/DateField'
import { ImageUploadField } from '../../components/form/ImageUploadField'
import { NativeNumberField, NativeSelectField } from '../../components/form/NativeFields'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { RadioField } from '../../components/form/RadioField'
import { TextField } from '../../components/form/TextField'
import { PartSuspense } from '../../components/PartSuspense'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { useResourcePageForm } from '../../components/resource/use-resource-dialog'
import { expiryState } from '../../lib/expiry'
import { mayManageAccount } from '../../lib/permissions'
import { AccountReadOnly, AccountStatusField, FirstPasswordFields, IdentityFields } from './account-fields'

/** What the driver did (trips, pick-ups, pay, from the statistics): loads once the driver's form shows. */
const DriverWork = lazy(() =>
  Promise.all([import('./DriverWork'), loadNamespaces('stats')]).then(([m]) => ({ default: m.DriverWork })),
)

/** /user/driver/add (a kind chosen on the list) and /user/driver/{id}: a driver's page, with their trips and pay. */
export function DriverFormPage({ id, kind }: { id?: number; kind?: DriverKind }) {
  const { t } = useTranslation(['ui', 'access'])
  const driver = drivers.useDetail(id)
  const can = useCan()
  // what the driver did is read from the statistics: loaded only for those who may read one of them
  const seesWork = can('statistics.StatisticMoneyDriverAndMoto') || can('trip.top_drivers')
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
              {seesWork && (
                <PartSuspense>
                  <DriverWork driver={row} />
                </PartSuspense>
              )}
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
            <NativeNumberField name="years_experience" />
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
