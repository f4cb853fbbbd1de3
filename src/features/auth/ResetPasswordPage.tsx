import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { resetPassword } from '../../api/resources/auth'
import { LightForm, LightInput, useLightForm } from '../../components/form/light-form'
import { toast } from '../../components/toast'
import { AuthLayout } from './AuthLayout'
import { FormAlert, SubmitButton } from './AuthParts'

export function ResetPasswordPage({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const reset = useMutation(resetPassword())
  const form = useLightForm({
    // what is typed here; the link's e-mail and token go with it (resetPasswordWriteSchema on the backend)
    schema: () => import('../../api/schemas/auth-public').then((m) => m.newPasswordWriteSchema),
    ns: 'auth',
    defaultValues: { password: '', confirmPassword: '' },
    onSave: async (values) => {
      await reset.mutateAsync({ email, token, ...values })
      toast.success(t('auth.reset.done'))
      await navigate({ to: '/login' })
    },
  })

  const linkBroken = !token || !email
  return (
    <AuthLayout heading={t('auth.reset.title')}>
      {(form.serverError || linkBroken) && (
        <FormAlert>{form.serverError ?? t('auth.reset.badLink')}</FormAlert>
      )}
      <LightForm form={form} aria-label={t('auth.reset.title')}>
        <LightInput
          form={form}
          name="password"
          id="reset-password"
          label={t('auth.newPassword')}
          required
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <LightInput
          form={form}
          name="confirmPassword"
          id="reset-confirm"
          label={t('auth.confirmPassword')}
          required
          type="password"
          autoComplete="new-password"
        />
        <div style={{ marginBottom: 16 }}>
          <SubmitButton busy={form.submitting}>{t('auth.reset.submit')}</SubmitButton>
        </div>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </LightForm>
    </AuthLayout>
  )
}
