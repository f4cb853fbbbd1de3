import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert, Button, Checkbox, Flex, Input } from 'antd'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../api/resources/auth'
import { safeRedirect } from '../../lib/safe-redirect'
import { useSession } from '../../stores/session'
import { Field, FormShell, fieldAria } from '../../components/Field'
import { msg } from '../../components/form-messages'
import { useRetranslateErrors } from '../../components/use-retranslate-errors'
import { AuthLayout } from './AuthLayout'
import { errorMessage } from './error-message'

const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: msg.required('auth.username') }),
  password: z.string().min(1, { error: msg.required('auth.password') }),
  remember: z.boolean(),
})
type LoginValues = z.infer<typeof loginSchema>

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signIn = useSession((s) => s.signIn)
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', remember: true },
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
      const result = await authApi.login(values)
      if (!result) return // 403 / network: the HTTP core has shown why
      signIn(result.access_token, result.user, values.remember)
      // The redirect parameter is honoured only through safeRedirect (same-origin paths of this app).
      await navigate({ href: safeRedirect(redirect), replace: true })
    } catch (error) {
      setServerError(errorMessage(error))
    }
  })

  return (
    <AuthLayout heading={t('auth.login.title')}>
      {serverError && (
        <Alert type="error" role="alert" title={serverError} showIcon style={{ marginBottom: 16 }} />
      )}
      <FormShell onSubmit={onSubmit} aria-label={t('auth.login.title')}>
        <Field id="login-username" label={t('auth.username')} error={errors.username?.message} required>
          <Controller
            control={control}
            name="username"
            render={({ field }) => (
              <Input
                {...field}
                {...fieldAria('login-username', errors.username?.message)}
                autoComplete="username"
                autoFocus
              />
            )}
          />
        </Field>
        <Field id="login-password" label={t('auth.password')} error={errors.password?.message} required>
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <Input.Password
                {...field}
                {...fieldAria('login-password', errors.password?.message)}
                autoComplete="current-password"
              />
            )}
          />
        </Field>
        <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
          <Controller
            control={control}
            name="remember"
            render={({ field: { value, onChange, ref, name, onBlur } }) => (
              <Checkbox
                ref={ref}
                name={name}
                checked={value}
                onBlur={onBlur}
                onChange={(e) => onChange(e.target.checked)}
              >
                {t('auth.remember')}
              </Checkbox>
            )}
          />
          <Link to="/forgot-password">{t('auth.forgotLink')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </FormShell>
    </AuthLayout>
  )
}
