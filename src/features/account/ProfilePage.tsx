import { useMemo } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Card, Input, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { meQuery, updateProfile } from '../../api/resources/auth'
import { profileWriteSchema, type ProfileUpdate, type User } from '../../api/schemas/auth'
import { Field } from '../../components/Field'
import { DateField } from '../../components/form/DateField'
import { NativeSelectField } from '../../components/form/NativeFields'
import { PageForm } from '../../components/form/PageForm'
import { TextField } from '../../components/form/TextField'
import { useCommandForm } from '../../components/resource/use-command-dialog'
import { hcmToday } from '../../lib/hcm-day'
import { QueryState } from '../../components/QueryState'

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
  const me = useQuery(meQuery())
  return (
    <section aria-labelledby="profile-heading" style={{ maxWidth: 640 }}>
      <Typography.Title level={1} id="profile-heading" style={{ fontSize: 24, marginTop: 0 }}>
        {t('account:profile.title')}
      </Typography.Title>
      <Card>
        <QueryState query={me} error={t('account:profile.loadError')}>
          {(user) => <ProfileForm user={user} />}
        </QueryState>
      </Card>
    </section>
  )
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['ui', 'account', 'errors'])
  const queryClient = useQueryClient()
  const update = useMutation(updateProfile())
  const values = useMemo<ProfileUpdate>(() => toValues(user), [user])
  const { form, shell } = useCommandForm({
    schema: profileWriteSchema,
    ns: 'account',
    defaultValues: values,
    // A background refetch never overwrites what is being typed.
    values,
    // the schema's output: trimmed, empty texts as null
    send: (body) => update.mutateAsync(body),
    success: t('errors:success', { 0: t('common.update') }),
    onDone: (saved, body) => {
      // an answer without the user (a bare "done") leaves the user as sent
      const next: User = saved && typeof saved === 'object' && 'roles' in saved ? saved : { ...user, ...body }
      queryClient.setQueryData(meQuery().queryKey, next)
      form.reset(toValues(next))
    },
  })
  const genders = [
    { value: 1, label: t('account:profile.male') },
    { value: 0, label: t('account:profile.female') },
  ]
  return (
    <PageForm {...shell}>
      <Field id="profile-username" label={t('account:profile.username')}>
        <Input id="profile-username" value={user.username} disabled />
      </Field>
      <TextField name="fullname" autoComplete="name" />
      <TextField name="email" type="email" autoComplete="email" />
      <TextField name="phone" type="tel" autoComplete="tel" />
      {/* the kit's day field and the browser's own select: antd's select would weigh more than this page */}
      <DateField name="birthday" max={hcmToday()} />
      <NativeSelectField name="gender" options={genders} placeholder={t('account:profile.genderUnset')} />
      <TextField name="address" multiline autoComplete="street-address" />
    </PageForm>
  )
}
