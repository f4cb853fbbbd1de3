import { Controller } from 'react-hook-form'
import type { z } from 'zod'
import { Alert, Button, Card, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { authApi } from '../../api/resources/auth'
import { Field, FormShell, fieldAria } from '../../components/Field'
import { changePasswordWriteSchema } from '../../api/schemas/auth'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { toast } from '../../components/toast'

type Values = z.input<typeof changePasswordWriteSchema>
const EMPTY: Values = { old_password: '', password: '', confirmPassword: '' }

export function ChangePasswordPage() {
  const { t } = useTranslation(['ui', 'account', 'errors'])
  const {
    form,
    onSubmit,
    serverError,
    submitting: saving,
  } = useSchemaForm({
    schema: changePasswordWriteSchema,
    ns: 'account',
    defaultValues: EMPTY,
    onSave: async (values) => {
      const result = await authApi.changePassword(values)
      if (result === null) return
      toast.success(t('errors:success', { 0: t('account:changePassword.title') }))
      form.reset(EMPTY)
    },
  })
  const {
    control,
    formState: { errors },
  } = form

  const fields: Array<{ name: keyof Values; id: string; label: string; autoComplete: string }> = [
    {
      name: 'old_password',
      id: 'cp-current',
      label: t('account:fields.old_password'),
      autoComplete: 'current-password',
    },
    { name: 'password', id: 'cp-new', label: t('account:fields.password'), autoComplete: 'new-password' },
    {
      name: 'confirmPassword',
      id: 'cp-confirm',
      label: t('account:fields.confirmPassword'),
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
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('account:changePassword.submit')}
          </Button>
        </FormShell>
      </Card>
    </section>
  )
}
