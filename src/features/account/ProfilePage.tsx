import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Card, Input, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { profileApi, profileKeys, profileQuery } from '../../api/resources/auth'
import { profileWriteSchema, type User } from '../../api/schemas/auth'
import { useSession } from '../../stores/session'
import { Field, FormShell, controlAria, fieldAria } from '../../components/Field'
import { useSchemaForm, type FormSchema } from '../../components/form/use-schema-form'
import { hcmToday } from '../../lib/hcm-day'
import { toast } from '../../components/toast'
import { LoadFailed } from '../../components/LoadFailed'

/** What the form holds (text inputs hold '' for empty); the write schema turns it into what is sent. */
interface Values {
  fullname: string
  email: string
  phone: string
  birthday: string | null
  gender: 0 | 1 | null
  address: string
}

const toValues = (user: User | null | undefined): Values => ({
  fullname: user?.fullname ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  birthday: user?.birthday ?? null,
  gender: user?.gender === 0 || user?.gender === 1 ? user.gender : null,
  address: user?.address ?? '',
})

export function ProfilePage() {
  const { t } = useTranslation(['ui', 'account', 'errors'])
  const { data, isPending, isError, refetch } = useQuery(profileQuery())
  return (
    <section aria-labelledby="profile-heading" style={{ maxWidth: 640 }}>
      <Typography.Title level={1} id="profile-heading" style={{ fontSize: 24, marginTop: 0 }}>
        {t('account:profile.title')}
      </Typography.Title>
      <Card>
        {isPending ? (
          <Skeleton active />
        ) : isError || !data ? (
          <LoadFailed title={t('account:profile.loadError')} onRetry={() => void refetch()} />
        ) : (
          <ProfileForm user={data} />
        )}
      </Card>
    </section>
  )
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['ui', 'account', 'errors'])
  const queryClient = useQueryClient()
  const setUser = useSession((s) => s.setUser)
  const sessionUser = useSession((s) => s.user)
  const values = useMemo(() => toValues(user), [user])
  const {
    form,
    onSubmit,
    serverError,
    submitting: saving,
  } = useSchemaForm({
    // what the form holds: text inputs hold '' for empty (the schema turns it into what is sent)
    schema: profileWriteSchema as unknown as FormSchema<Values>,
    ns: 'account',
    defaultValues: values,
    // A background refetch never overwrites what is being typed.
    values,
    onSave: async (v) => {
      const body = {
        fullname: v.fullname,
        email: v.email || null,
        phone: v.phone || null,
        birthday: v.birthday,
        gender: v.gender,
        address: v.address || null,
      }
      const saved = await profileApi.update(body)
      if (saved === null) return // 403 / network: already toasted; the values stay
      const next: User = saved && typeof saved === 'object' && 'roles' in saved ? saved : { ...user, ...body }
      // Keep the session's roles (menu) if the answer carries none.
      setUser({ ...(sessionUser ?? next), ...next, roles: next.roles ?? sessionUser?.roles ?? [] })
      queryClient.setQueryData(profileKeys.detail(), next)
      form.reset(toValues(next))
      toast.success(t('errors:success', { 0: t('common.update') }))
    },
  })
  const {
    control,
    formState: { errors },
  } = form

  return (
    <>
      {serverError && (
        <Alert type="error" role="alert" showIcon title={serverError} style={{ marginBottom: 16 }} />
      )}
      <FormShell onSubmit={onSubmit}>
        <Field id="profile-username" label={t('account:profile.username')}>
          <Input id="profile-username" value={user.username} disabled />
        </Field>
        <Field
          id="profile-fullname"
          label={t('account:fields.fullname')}
          error={errors.fullname?.message}
          required
        >
          <Controller
            control={control}
            name="fullname"
            render={({ field }) => (
              <Input
                {...field}
                {...fieldAria('profile-fullname', errors.fullname?.message)}
                autoComplete="name"
              />
            )}
          />
        </Field>
        <Field id="profile-email" label={t('account:fields.email')} error={errors.email?.message}>
          <Controller
            control={control}
            name="email"
            render={({ field }) => (
              <Input
                {...field}
                {...fieldAria('profile-email', errors.email?.message)}
                type="email"
                autoComplete="email"
              />
            )}
          />
        </Field>
        <Field id="profile-phone" label={t('account:fields.phone')} error={errors.phone?.message}>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <Input
                {...field}
                {...fieldAria('profile-phone', errors.phone?.message)}
                type="tel"
                autoComplete="tel"
              />
            )}
          />
        </Field>
        <Field id="profile-birthday" label={t('account:fields.birthday')} error={errors.birthday?.message}>
          <Controller
            control={control}
            name="birthday"
            render={({ field }) => (
              // the browser's own date input: antd's date picker would double what this page downloads
              <Input
                {...fieldAria('profile-birthday', errors.birthday?.message)}
                type="date"
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                max={hcmToday()}
              />
            )}
          />
        </Field>
        <Field id="profile-gender" label={t('account:fields.gender')} error={errors.gender?.message}>
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              // a native select, as the birthday's native date input: antd's would weigh more than the form
              <select
                {...controlAria('profile-gender', errors.gender?.message)}
                className="select input"
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">{t('account:profile.genderUnset')}</option>
                <option value={1}>{t('account:profile.male')}</option>
                <option value={0}>{t('account:profile.female')}</option>
              </select>
            )}
          />
        </Field>
        <Field id="profile-address" label={t('account:fields.address')} error={errors.address?.message}>
          <Controller
            control={control}
            name="address"
            render={({ field }) => (
              <Input.TextArea
                {...field}
                {...fieldAria('profile-address', errors.address?.message)}
                autoSize={{ minRows: 2, maxRows: 4 }}
                autoComplete="street-address"
              />
            )}
          />
        </Field>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </FormShell>
    </>
  )
}
