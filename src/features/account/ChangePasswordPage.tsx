import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert, Button, Card, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../api/resources/auth'
import { Field, FormShell, fieldAria } from '../../components/Field'
import { msg } from '../../components/form-messages'
import { useServerSubmit } from '../../components/use-server-submit'
import { toast } from '../../components/toast'

export const PASSWORD_MIN = 6

const schema = z
  .object({
    old_password: z.string().min(1, { error: msg.required('account:changePassword.current') }),
    password: z
      .string()
      .min(1, { error: msg.required('account:changePassword.new') })
      .min(PASSWORD_MIN, { error: msg.minLength(PASSWORD_MIN) }),
    confirmPassword: z.string().min(1, { error: msg.required('account:changePassword.confirm') }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: msg.same('account:changePassword.new'),
  })
type Values = z.infer<typeof schema>
const FIELDS = ['old_password', 'password', 'confirmPassword'] as const
const EMPTY: Values = { old_password: '', password: '', confirmPassword: '' }

export function ChangePasswordPage() {
  const { t } = useTranslation(['ui', 'account', 'errors'])
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY })
  const {
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form
  const { onSubmit, serverError } = useServerSubmit(
    form,
    async (values) => {
      const result = await authApi.changePassword(values)
      if (result === null) return
      toast.success(t('errors:success', { 0: t('account:changePassword.title') }))
      reset(EMPTY)
    },
    FIELDS,
  )

  const fields: Array<{ name: (typeof FIELDS)[number]; id: string; label: string; autoComplete: string }> = [
    {
      name: 'old_password',
      id: 'cp-current',
      label: t('account:changePassword.current'),
      autoComplete: 'current-password',
    },
    { name: 'password', id: 'cp-new', label: t('account:changePassword.new'), autoComplete: 'new-password' },
    {
      name: 'confirmPassword',
      id: 'cp-confirm',
      label: t('account:changePassword.confirm'),
      autoComplete: 'new-password',
    },
  ]

  return (
    <section aria-labelledby="cp-heading" style={{ maxWidth: 480 }}>
      <Typography.Title level={1} id="cp-heading" style={{ fontSize: 24, marginTop: 0 }}>
        {t('account:changePassword.title')}
      </Typography.Title>
      <Card>
        {serverError && (
          <Alert type="error" role="alert" showIcon title={serverError} style={{ marginBottom: 16 }} />
        )}
        <FormShell onSubmit={onSubmit}>
          {fields.map((f) => (
            <Field key={f.name} id={f.id} label={f.label} error={errors[f.name]?.message} required>
              <Controller
                control={control}
                name={f.name}
                render={({ field }) => (
                  <Input.Password
                    {...field}
                    {...fieldAria(f.id, errors[f.name]?.message)}
                    autoComplete={f.autoComplete}
                  />
                )}
              />
            </Field>
          ))}
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {t('account:changePassword.submit')}
          </Button>
        </FormShell>
      </Card>
    </section>
  )
}
