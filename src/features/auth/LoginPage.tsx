import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import { meQuery, signInCall } from '../../api/resources/auth'
import { safeRedirect } from '../../lib/safe-redirect'
import { useSession } from '../../stores/session'
import { LightCheckbox, LightForm, LightInput, useLightForm } from '../../components/form/light-form'
import { AuthLayout } from './AuthLayout'
import { FormAlert, SubmitButton } from './AuthParts'

/**
 * Sign-in: the browser's own controls (no antd); the form (its write schema, react-hook-form) loads when it is
 * first used, so the first download stays small.
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signIn = useSession((s) => s.signIn)
  const queryClient = useQueryClient()
  const form = useLightForm({
    schema: () => import('../../api/schemas/auth-public').then((m) => m.loginWriteSchema),
    ns: 'auth',
    defaultValues: { username: '', password: '', remember: true },
    onSave: async (values) => {
      // through the mutation cache itself, not useMutation: the form shows its own progress, and the sign-in
      // page's first download stays within its budget without the hook's chunk
      const result = await queryClient.getMutationCache().build(queryClient, signInCall()).execute(values)
      if (!result) return
      signIn(result.access_token, values.remember === true)
      // who signed in, as the sign-in answered it: the guards and the menu read it without asking again
      queryClient.setQueryData(meQuery().queryKey, result.user)
      // The redirect parameter is honoured only through safeRedirect (same-origin paths of this app).
      await navigate({ href: safeRedirect(redirect), replace: true })
    },
  })

  return (
    <AuthLayout heading={t('auth.login.title')}>
      {form.serverError && <FormAlert>{form.serverError}</FormAlert>}
      <LightForm form={form} aria-label={t('auth.login.title')}>
        <LightInput
          form={form}
          name="username"
          id="login-username"
          label={t('auth.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <LightInput
          form={form}
          name="password"
          id="login-password"
          label={t('auth.password')}
          required
          type="password"
          autoComplete="current-password"
        />
        <div className="auth-row">
          <LightCheckbox form={form} name="remember" label={t('auth.remember')} />
          <Link to="/forgot-password">{t('auth.forgotLink')}</Link>
        </div>
        <SubmitButton busy={form.submitting}>{t('auth.login.submit')}</SubmitButton>
      </LightForm>
    </AuthLayout>
  )
}
