import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../api/resources/auth'
import { Field, FormShell, controlAria } from '../../components/Field'
import { rules } from '../../components/form-rules'
import { usePlainForm } from '../../components/use-plain-form'
import { toast } from '../../components/toast'
import { AuthLayout } from './AuthLayout'
import { FormAlert, SubmitButton } from './AuthParts'
import { PASSWORD_MIN } from '../../api/contracts/account'

type Values = {
  password: string
  confirmPassword: string
}

export function ResetPasswordPage({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { register, errors, submitting, serverError, onSubmit } = usePlainForm<Values>({
    defaultValues: { password: '', confirmPassword: '' },
    onValid: async (values) => {
      const result = await authApi.resetPassword({ email, token, ...values })
      if (result === null) return
      toast.success(t('auth.reset.done'))
      await navigate({ to: '/login' })
    },
  })

  const linkBroken = !token || !email
  return (
    <AuthLayout heading={t('auth.reset.title')}>
      {(serverError || linkBroken) && <FormAlert>{serverError ?? t('auth.reset.badLink')}</FormAlert>}
      <FormShell onSubmit={onSubmit} aria-label={t('auth.reset.title')}>
        <Field id="reset-password" label={t('auth.newPassword')} error={errors.password?.message} required>
          <input
            {...register('password', {
              validate: {
                required: rules.filled('auth.newPassword'),
                minLength: rules.minLength(PASSWORD_MIN),
              },
            })}
            {...controlAria('reset-password', errors.password?.message)}
            className="input"
            type="password"
            autoComplete="new-password"
            autoFocus
          />
        </Field>
        <Field
          id="reset-confirm"
          label={t('auth.confirmPassword')}
          error={errors.confirmPassword?.message}
          required
        >
          <input
            {...register('confirmPassword', {
              validate: {
                required: rules.filled('auth.confirmPassword'),
                same: rules.same<Values>('password', 'auth.newPassword'),
              },
            })}
            {...controlAria('reset-confirm', errors.confirmPassword?.message)}
            className="input"
            type="password"
            autoComplete="new-password"
          />
        </Field>
        <div style={{ marginBottom: 16 }}>
          <SubmitButton busy={submitting}>{t('auth.reset.submit')}</SubmitButton>
        </div>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </FormShell>
    </AuthLayout>
  )
}
