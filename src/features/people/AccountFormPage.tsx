import { useState } from 'react'
import { Alert, Button, Flex } from 'antd'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { accountTypeOf } from '../../api/contracts/account'
import { STATUS_ACTIVE } from '../../api/contracts/contract'
import { useCan, useMe } from '../../api/resources/auth'
import { useAllRoles } from '../../api/resources/role'
import { accounts } from '../../api/resources/user'
import { userCreateSchema, userEditSchema } from '../../api/schemas/auth'
import type { Account } from '../../api/schemas/people'
// each field from its own module: the kit's index would bring every field (selects, colours…) to this page
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField'
import { ImageUploadField } from '../../components/form/ImageUploadField'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourcePageForm } from '../../components/resource/use-resource-dialog'
import { mayGiveRole, mayManageAccount } from '../../lib/permissions'
import { AccountReadOnly, AccountStatusField, FirstPasswordFields, IdentityFields } from './account-fields'

const ResetPasswordDialog = lazyDialog(() =>
  import('./ResetPasswordDialog').then((m) => m.ResetPasswordDialog),
)

/** /user/add (no id) and /user/{id}: a staff account's own page, back to the accounts' administration once saved. */
export function AccountFormPage({ id }: { id?: number }) {
  const { t } = useTranslation(['ui', 'access', 'menu'])
  const account = accounts.useDetail(id)
  const listPath = useAccountsListPath()
  return (
    <RecordScreen
      title={t(id ? 'menu:userEdit' : 'menu:userAdd')}
      back={<Link to={listPath}>{t('access:users.back')}</Link>}
    >
      {id === undefined ? (
        <AccountForm />
      ) : (
        <QueryState query={account} error={t('access:users.loadError')}>
          {(row) => <AccountForm key={row.id} row={row} />}
        </QueryState>
      )}
    </RecordScreen>
  )
}

/** The accounts' list a page goes back to: the administration, or the directory for who may not administer. */
function useAccountsListPath() {
  const can = useCan()
  return can('user.update') ? '/users' : '/user'
}

function AccountForm({ row }: { row?: Account }) {
  const { t } = useTranslation(['ui', 'access', 'errors', 'menu'])
  const me = useMe()
  const navigate = useNavigate()
  const roles = useAllRoles()
  const can = useCan()
  const listPath = useAccountsListPath()
  const [resetting, setResetting] = useState(false)
  const self = !!row && row.id === me?.id
  const { shell, title } = useResourcePageForm({
    resource: accounts,
    // a new account gets its first password here; an edit leaves it alone (the administrator resets it apart)
    write: (row ? userEditSchema : userCreateSchema) as typeof userCreateSchema,
    row,
    titles: { create: t('access:users.create'), update: t('menu:userEdit') },
    defaults: {
      status: STATUS_ACTIVE,
      role_ids: [],
      gender: null,
      password: '',
      confirmPassword: '',
    },
    toForm: (r) => ({ ...r, role_ids: r.roles.map((role) => role.id) }),
    onDone: () => void navigate({ to: listPath }),
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
          <FormSection title={t('access:users.sections.account')} wide>
            <IdentityFields editing={!!row} />
          </FormSection>
          <FormSection title={t('access:users.sections.access')} wide>
            <QueryState query={roles} error={t('access:users.rolesLoadError')} skeletonRows={1}>
              {() => <CheckboxGroupField name="role_ids" options={roleOptions} required />}
            </QueryState>
            <AccountStatusField disabled={self} />
            <ImageUploadField name="avatar" />
            {!row && <FirstPasswordFields />}
            {row && accountTypeOf(row) !== 'staff' && can('driver') && (
              <Link to="/user/driver/$id" params={{ id: String(row.id) }}>
                {t('access:users.driverPage')}
              </Link>
            )}
          </FormSection>
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
