import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { accounts } from '../../api/resources/user'
import { userPasswordSchema } from '../../api/schemas/auth'
import type { Account } from '../../api/schemas/people'
import { FormDialog, TextField } from '../../components/form'
import { useCommandDialog } from '../../components/resource/use-command-dialog'

/**
 * An administrator sets a new password on someone else's account (the account's update with the password); the
 * backend ends the account's sign-ins. Loads with its first opening.
 */
export function ResetPasswordDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'access'])
  const queryClient = useQueryClient()
  const update = useMutation(accounts.update())
  const { dialog } = useCommandDialog({
    schema: userPasswordSchema,
    ns: 'access',
    defaultValues: { id: account.id, version: account.version, password: '', confirmPassword: '' },
    send: (values) => update.mutateAsync(values),
    success: t('access:users.resetDone', { name: account.fullname }),
    onClose,
    latest: { load: () => queryClient.fetchQuery({ ...accounts.detail(account.id), staleTime: 0 }) },
  })
  return (
    <FormDialog
      {...dialog}
      title={t('access:users.resetTitle', { name: account.fullname })}
      submitText={t('access:users.resetPassword')}
    >
      <Typography.Paragraph type="secondary">{t('access:users.resetHelp')}</Typography.Paragraph>
      <TextField name="password" type="password" autoComplete="new-password" autoFocus />
      <TextField name="confirmPassword" type="password" autoComplete="new-password" />
    </FormDialog>
  )
}
