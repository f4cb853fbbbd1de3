import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { forgotPassword } from '../../api/resources/auth'
import { LightForm, LightInput, useLightForm } from '../../components/form/light-form'
import { SuccessIcon } from '../../components/icons'
import { AuthLayout } from './AuthLayout'
import { FormAlert, SubmitButton } from './AuthParts'

export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  const forgot = useMutation(forgotPassword())
  const form = useLightForm({
    schema: () => import('../../api/schemas/auth-public').then((m) => m.forgotPasswordWriteSchema),
    ns: 'auth',
    defaultValues: { email: '' },
    onSave: async (values) => {
      await forgot.mutateAsync(values)
      setSent(true)
    },
  })

  return (
    <AuthLayout heading={t('auth.forgot.title')}>
      {sent ? (
        <div className="auth-sent">
          <p role="status">
            <span className="auth-sent-icon">
              <SuccessIcon />
            </span>{' '}
            {t('auth.forgot.sent')}
          </p>
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </div>
      ) : (
        <>
          {form.serverError && <FormAlert>{form.serverError}</FormAlert>}
          <LightForm form={form} aria-label={t('auth.forgot.title')}>
            <LightInput
              form={form}
              name="email"
              id="forgot-email"
              label={t('auth.email')}
              required
              type="email"
              autoComplete="email"
              autoFocus
            />
            <div style={{ marginBottom: 16 }}>
              <SubmitButton busy={form.submitting}>{t('auth.forgot.submit')}</SubmitButton>
            </div>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </LightForm>
        </>
      )}
    </AuthLayout>
  )
}
