import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../api/resources/auth'
import { Field, FormShell, controlAria } from '../../components/Field'
import { rules } from '../../components/form-rules'
import { usePlainForm } from '../../components/use-plain-form'
import { SuccessIcon } from '../../components/icons'
import { AuthLayout } from './AuthLayout'
import { FormAlert, SubmitButton } from './AuthParts'

type Values = {
  email: string
}

export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  const { register, errors, submitting, serverError, onSubmit } = usePlainForm<Values>({
    defaultValues: { email: '' },
    onValid: async (values) => {
      const result = await authApi.forgotPassword({ email: values.email.trim() })
      if (result !== null) setSent(true)
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
          {serverError && <FormAlert>{serverError}</FormAlert>}
          <FormShell onSubmit={onSubmit} aria-label={t('auth.forgot.title')}>
            <Field id="forgot-email" label={t('auth.email')} error={errors.email?.message} required>
              <input
                {...register('email', {
                  validate: { required: rules.required('auth.email'), email: rules.email() },
                })}
                {...controlAria('forgot-email', errors.email?.message)}
                className="input"
                type="email"
                autoComplete="email"
                autoFocus
              />
            </Field>
            <div style={{ marginBottom: 16 }}>
              <SubmitButton busy={submitting}>{t('auth.forgot.submit')}</SubmitButton>
            </div>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </FormShell>
        </>
      )}
    </AuthLayout>
  )
}
