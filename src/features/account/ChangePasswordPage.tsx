import { Card, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { changePassword } from '../../api/resources/auth'
import { changePasswordWriteSchema } from '../../api/schemas/auth'
import { PageForm } from '../../components/form/PageForm'
import { TextField } from '../../components/form/TextField'
import { useCommandForm } from '../../components/resource/use-command-dialog'

const EMPTY = { old_password: '', password: '', confirmPassword: '' }

export function ChangePasswordPage() {
  const { t } = useTranslation(['ui', 'account', 'errors'])
  const change = useMutation(changePassword())
  const { form, shell } = useCommandForm({
    schema: changePasswordWriteSchema,
    ns: 'account',
    defaultValues: EMPTY,
    send: (values) => change.mutateAsync(values),
    success: t('errors:success', { 0: t('account:changePassword.title') }),
    onDone: () => form.reset(EMPTY),
  })
  return (
    <section aria-labelledby="cp-heading" style={{ maxWidth: 480 }}>
      <Typography.Title level={1} id="cp-heading" style={{ fontSize: 24, marginTop: 0 }}>
        {t('account:changePassword.title')}
      </Typography.Title>
      <Card>
        <PageForm {...shell} submitText={t('account:changePassword.submit')}>
          <TextField name="old_password" type="password" autoComplete="current-password" />
          <TextField name="password" type="password" autoComplete="new-password" />
          <TextField name="confirmPassword" type="password" autoComplete="new-password" />
        </PageForm>
      </Card>
    </section>
  )
}
