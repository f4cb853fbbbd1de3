import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { authApi, meQuery } from '../../api/resources/auth'
import { safeRedirect } from '../../lib/safe-redirect'
import { useSession } from '../../stores/session'
import { Field, FormShell, controlAria } from '../../components/Field'
import { rules } from '../../components/form-rules'
import { usePlainForm } from '../../components/use-plain-form'
import { AuthLayout } from './AuthLayout'
import { FormAlert, SubmitButton } from './AuthParts'
import { useQueryClient } from '@tanstack/react-query'

type LoginValues = {
  username: string
  password: string
  remember: boolean
}

/** Sign-in: native inputs and the plain form's checks (no antd, no form library, no zod on the first load). */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signIn = useSession((s) => s.signIn)
  const queryClient = useQueryClient()
  const { register, errors, submitting, serverError, onSubmit } = usePlainForm<LoginValues>({
    defaultValues: { username: '', password: '', remember: true },
    onValid: async (values) => {
      const result = await authApi.login({ ...values, username: values.username.trim() })
      if (!result) return // 403 / network: the HTTP core has shown why
      signIn(result.access_token, values.remember)
      // who signed in, as the login answered it: the guards and the menu read it without asking again
      queryClient.setQueryData(meQuery().queryKey, result.user)
      // The redirect parameter is honoured only through safeRedirect (same-origin paths of this app).
      await navigate({ href: safeRedirect(redirect), replace: true })
    },
  })

  return (
    <AuthLayout heading={t('auth.login.title')}>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <FormShell onSubmit={onSubmit} aria-label={t('auth.login.title')}>
        <Field id="login-username" label={t('auth.username')} error={errors.username?.message} required>
          <input
            {...register('username', { validate: rules.required('auth.username') })}
            {...controlAria('login-username', errors.username?.message)}
            className="input"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        </Field>
        <Field id="login-password" label={t('auth.password')} error={errors.password?.message} required>
          <input
            {...register('password', { validate: rules.filled('auth.password') })}
            {...controlAria('login-password', errors.password?.message)}
            className="input"
            type="password"
            autoComplete="current-password"
          />
        </Field>
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" {...register('remember')} />
            {t('auth.remember')}
          </label>
          <Link to="/forgot-password">{t('auth.forgotLink')}</Link>
        </div>
        <SubmitButton busy={submitting}>{t('auth.login.submit')}</SubmitButton>
      </FormShell>
    </AuthLayout>
  )
}
