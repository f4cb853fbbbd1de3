import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert, Button, Input, Result } from 'antd'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../api/resources/auth'
import { Field, FormShell, fieldAria } from '../../components/Field'
import { msg } from '../../components/form-messages'
import { useRetranslateErrors } from '../../components/use-retranslate-errors'
import { AuthLayout } from './AuthLayout'
import { errorMessage } from './error-message'

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: msg.required('auth.email') })
    .pipe(z.email({ error: msg.email() })),
})
type Values = z.infer<typeof schema>

export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } })
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form
  useRetranslateErrors(form)

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      const result = await authApi.forgotPassword(values)
      if (result !== null) setSent(true)
    } catch (error) {
      setServerError(errorMessage(error))
    }
  })

  return (
    <AuthLayout heading={t('auth.forgot.title')}>
      {sent ? (
        <Result
          status="success"
          title={
            <p role="status" style={{ margin: 0, fontSize: 16 }}>
              {t('auth.forgot.sent')}
            </p>
          }
          extra={<Link to="/login">{t('auth.backToLogin')}</Link>}
        />
      ) : (
        <>
          {serverError && (
            <Alert type="error" role="alert" title={serverError} showIcon style={{ marginBottom: 16 }} />
          )}
          <FormShell onSubmit={onSubmit} aria-label={t('auth.forgot.title')}>
            <Field id="forgot-email" label={t('auth.email')} error={errors.email?.message} required>
              <Controller
                control={control}
                name="email"
                render={({ field }) => (
                  <Input
                    {...field}
                    {...fieldAria('forgot-email', errors.email?.message)}
                    type="email"
                    autoComplete="email"
                    autoFocus
                  />
                )}
              />
            </Field>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={isSubmitting}
              style={{ marginBottom: 16 }}
            >
              {t('auth.forgot.submit')}
            </Button>
            <Link to="/login">{t('auth.backToLogin')}</Link>
          </FormShell>
        </>
      )}
    </AuthLayout>
  )
}
