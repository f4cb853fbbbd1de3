import { useState, type ReactNode } from 'react'
import { Alert, Button, Flex } from 'antd'
import { Link, useNavigate } from '@tanstack/react-router'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { STATUS_ACTIVE } from '../../api/contracts/contract'
import { useMe } from '../../api/resources/auth'
import { useAllRoles } from '../../api/resources/role'
import { accounts } from '../../api/resources/user'
import { userCreateSchema, userEditSchema } from '../../api/schemas/auth'
import type { Account } from '../../api/schemas/people'
// each field from its own module: the kit's index would bring every field (selects, colours…) to this page
import { CheckboxField } from '../../components/form/CheckboxField'
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField'
import { ImageUploadField } from '../../components/form/ImageUploadField'
import { NumberField } from '../../components/form/NumberField'
import { PageForm } from '../../components/form/PageForm'
import { TextField } from '../../components/form/TextField'
import { QueryState } from '../../components/QueryState'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourcePageForm } from '../../components/resource/use-resource-dialog'
import { formatPhone } from '../../lib/format'
import { mayGiveRole, mayManageAccount } from '../../lib/permissions'
import { AccountStatusField, FirstPasswordFields, IdentityFields, Section } from './account-fields'

const ResetPasswordDialog = lazyDialog(() =>
  import('./ResetPasswordDialog').then((m) => m.ResetPasswordDialog),
)

/** /user/add (no id) and /user/{id}: a staff account's own page, back to the accounts' administration once saved. */
export function AccountFormPage({ id }: { id?: number }) {
  const { t } = useTranslation(['ui', 'access'])
  const account = accounts.useDetail(id)
  return (
    <section aria-labelledby="screen-heading" style={{ maxWidth: 1040 }}>
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <h1 id="screen-heading" className="screen-title">
          {t(id ? 'menu.userEdit' : 'menu.userAdd')}
        </h1>
        <Link to="/users">{t('access:users.back')}</Link>
      </Flex>
      {id === undefined ? (
        <AccountForm />
      ) : (
        <QueryState query={account} error={t('access:users.loadError')}>
          {(row) => <AccountForm key={row.id} row={row} />}
        </QueryState>
      )}
    </section>
  )
}

function AccountForm({ row }: { row?: Account }) {
  const { t } = useTranslation(['ui', 'access', 'errors'])
  const me = useMe()
  const navigate = useNavigate()
  const roles = useAllRoles()
  const [resetting, setResetting] = useState(false)
  const self = !!row && row.id === me?.id
  const { shell, title } = useResourcePageForm({
    resource: accounts,
    // a new account gets its first password here; an edit leaves it alone (the administrator resets it apart)
    write: (row ? userEditSchema : userCreateSchema) as typeof userCreateSchema,
    row,
    titles: { create: t('access:users.create'), update: t('menu.userEdit') },
    defaults: {
      status: STATUS_ACTIVE,
      role_ids: [],
      gender: null,
      is_driver: false,
      is_motorbike_driver: false,
      password: '',
      confirmPassword: '',
    },
    toForm: (r) => ({ ...r, role_ids: r.roles.map((role) => role.id) }),
    onDone: () => void navigate({ to: '/users' }),
  })
  if (row && !self && !mayManageAccount(me, row)) return <AccountReadOnly account={row} />

  const roleOptions = (roles.data ?? []).map((role) => {
    const givable = mayGiveRole(me, role)
    return {
      value: role.id,
      label: role.name,
      disabled: self || !givable,
      title: givable ? undefined : t('access:users.roleNotGivable'),
    }
  })
  return (
    <div className="page-panel">
      {self && <Alert type="info" showIcon title={t('access:users.self')} style={{ marginBottom: 16 }} />}
      <PageForm {...shell} aria-label={title}>
        <Flex gap={24} wrap>
          <Section title={t('access:users.sections.account')} wide>
            <IdentityFields editing={!!row} />
          </Section>
          <Section title={t('access:users.sections.access')} wide>
            <CheckboxGroupField name="role_ids" options={roleOptions} required />
            <AccountStatusField disabled={self} />
            <ImageUploadField name="avatar" />
            {!row && <FirstPasswordFields />}
            <DriverFields />
          </Section>
        </Flex>
      </PageForm>
      {row && !self && (
        <Button
          style={{ marginTop: 16 }}
          onClick={() => setResetting(true)}
          onPointerEnter={ResetPasswordDialog.preload}
        >
          {t('access:users.resetPassword')}
        </Button>
      )}
      <DialogSuspense>
        {resetting && row && <ResetPasswordDialog account={row} onClose={() => setResetting(false)} />}
      </DialogSuspense>
    </div>
  )
}

/** A driver's fields, shown once the account is a coach or motorbike driver. */
function DriverFields() {
  const { t } = useTranslation(['access'])
  const [isDriver, isMotorbikeDriver] = useWatch({ name: ['is_driver', 'is_motorbike_driver'] })
  return (
    <Section title={t('access:users.sections.driver')}>
      <CheckboxField name="is_driver" />
      <CheckboxField name="is_motorbike_driver" />
      {(isDriver || isMotorbikeDriver) && (
        <>
          <TextField name="certificates" />
          <NumberField name="years_experience" />
          <TextField name="group_name" />
        </>
      )}
    </Section>
  )
}

/** An account stronger than the signed-in user's: read, not changed (the backend refuses the change too). */
function AccountReadOnly({ account }: { account: Account }) {
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
      <dl className="account-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
