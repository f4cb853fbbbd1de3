import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert, App, Button, Input } from 'antd'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../api/resources/auth'
import { Field, FormShell, fieldAria } from '../../components/Field'
import { msg } from '../../components/form-messages'
import { useRetranslateErrors } from '../../components/use-retranslate-errors'
import { AuthLayout } from './AuthLayout'
import { errorMessage } from './error-message'

export const PASSWORD_MIN = 6

const schema = z
  .object({
    password: z
      .string()
      .min(1, { error: msg.required('auth.newPassword') })
      .min(PASSWORD_MIN, { error: msg.minLength(PASSWORD_MIN) }),
    confirmPassword: z.string().min(1, { error: msg.required('auth.confirmPassword') }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: msg.same('auth.newPassword'),
  })
type Values = z.infer<typeof schema>

export function ResetPasswordPage({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form
  useRetranslateErrors(form)

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      const result = await authApi.resetPassword({ email, token, ...values })
      if (result === null) return
      void message.success(t('auth.reset.done'))
      await navigate({ to: '/login' })
    } catch (error) {
      setServerError(errorMessage(error))
    }
  })

  const linkBroken = !token || !email
  return (
    <AuthLayout heading={t('auth.reset.title')}>
      {(serverError || linkBroken) && (
        <Alert
          type="error"
          role="alert"
          title={serverError ?? t('auth.reset.badLink')}
          showIcon
          style={{ marginBottom: 16 }}
        />
      )}
      <FormShell onSubmit={onSubmit} aria-label={t('auth.reset.title')}>
        <Field id="reset-password" label={t('auth.newPassword')} error={errors.password?.message} required>
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <Input.Password
                {...field}
                {...fieldAria('reset-password', errors.password?.message)}
                autoComplete="new-password"
                autoFocus
              />
            )}
          />
        </Field>
        <Field
          id="reset-confirm"
          label={t('auth.confirmPassword')}
          error={errors.confirmPassword?.message}
          required
        >
          <Controller
            control={control}
            name="confirmPassword"
            render={({ field }) => (
              <Input.Password
                {...field}
                {...fieldAria('reset-confirm', errors.confirmPassword?.message)}
                autoComplete="new-password"
              />
            )}
          />
        </Field>
        <Button type="primary" htmlType="submit" block loading={isSubmitting} style={{ marginBottom: 16 }}>
          {t('auth.reset.submit')}
        </Button>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </FormShell>
    </AuthLayout>
  )
}
