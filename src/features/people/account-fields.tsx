import type { ReactNode } from 'react'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import { STATUS_ACTIVE, STATUS_INACTIVE } from '../../api/contracts/contract'
import type { Account } from '../../api/schemas/people'
// each field from its own module: the kit's index would bring every field (selects, colours…) to these pages
import { DateField } from '../../components/form/DateField'
import { RadioField } from '../../components/form/RadioField'
import { TextField } from '../../components/form/TextField'
import { FormSection } from '../../components/form/PageForm'
import { formatPhone } from '../../lib/format'
import { hcmToday } from '../../lib/hcm-day'
import { Facts } from '../../components/Facts'

/** Who the person is and how to reach them: an account's and a driver's form alike. */
export function IdentityFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation(['access'])
  const genders = [
    { value: 1, label: t('access:users.male') },
    { value: 0, label: t('access:users.female') },
  ]
  return (
    <>
      <TextField name="username" autoComplete="off" autoFocus={!editing} />
      <TextField name="fullname" autoComplete="off" autoFocus={editing} />
      <TextField name="phone" type="tel" autoComplete="off" />
      <TextField name="email" type="email" autoComplete="off" />
      <DateField name="birthday" max={hcmToday()} />
      <RadioField name="gender" options={genders} vertical={false} />
      <TextField name="address" multiline />
    </>
  )
}

/** Active or locked (not offered on one's own account). */
export function AccountStatusField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation(['access'])
  const options = [
    { value: STATUS_ACTIVE, label: t('access:users.status.active') },
    { value: STATUS_INACTIVE, label: t('access:users.status.locked') },
  ]
  return <RadioField name="status" options={options} vertical={false} disabled={disabled} />
}

/** A new account's first password, typed twice. */
export function FirstPasswordFields() {
  const { t } = useTranslation(['access'])
  return (
    <FormSection title={t('access:users.sections.password')}>
      <TextField name="password" type="password" autoComplete="new-password" />
      <TextField name="confirmPassword" type="password" autoComplete="new-password" />
    </FormSection>
  )
}

/** An account stronger than the signed-in user's: read, not changed (the backend refuses the change too). */
export function AccountReadOnly({ account }: { account: Account }) {
  const { t } = useTranslation(['access'])
  const rows: Array<[string, ReactNode]> = [
    [t('access:fields.username'), account.username],
    [t('access:fields.fullname'), account.fullname],
    [t('access:fields.email'), account.email],
    [t('access:fields.phone'), formatPhone(account.phone)],
    [t('access:fields.role_ids'), account.roles.map((role) => role.name).join(', ')],
    [
      t('access:fields.status'),
      t(account.status === STATUS_ACTIVE ? 'access:users.status.active' : 'access:users.status.locked'),
    ],
  ]
  return (
    <div className="page-panel">
      <Alert type="warning" showIcon title={t('access:users.stronger')} style={{ marginBottom: 16 }} />
      <Facts rows={rows} />
    </div>
  )
}
