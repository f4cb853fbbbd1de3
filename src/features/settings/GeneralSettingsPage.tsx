import { useMemo, useState } from 'react'
import type { z } from 'zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { meQuery, useCan } from '../../api/resources/auth'
import { Alert, Button, Flex, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { adminSettingsQuery, sendTestMail, updateSettings } from '../../api/resources/settings-admin'
import {
  DATE_FORMATS,
  generalSettingsWriteSchema,
  TIME_FORMATS,
  type AdminSettings,
} from '../../api/schemas/settings'
import { CheckboxField } from '../../components/form/CheckboxField'
import { ImageUploadField } from '../../components/form/ImageUploadField'
import { NativeSelectField } from '../../components/form/NativeFields'
import { NumberField } from '../../components/form/NumberField'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { TextField } from '../../components/form/TextField'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { useCommandForm } from '../../components/resource/use-command-dialog'
import { toast } from '../../components/toast'
import { formatAmountWith, formatDateTimeWith } from '../../lib/operator-format'
import { Facts } from '../../components/Facts'

/** What the form holds: texts as typed ('' for none), the secrets empty (written, never read back). */
type Values = z.input<typeof generalSettingsWriteSchema>

const toValues = (s: AdminSettings): Values => ({
  version: s.version ?? 0,
  logo: s.logo ?? null,
  favicon: s.favicon ?? null,
  title: s.title,
  subtitle: s.subtitle ?? '',
  format_date: s.format_date,
  format_time: s.format_time,
  timezone: s.timezone,
  currency_symbol: s.currency_symbol,
  decimal_symbol: s.decimal_symbol,
  digit_group_symbol: s.digit_group_symbol,
  company_name: s.company_name,
  phone: s.phone ?? '',
  address: s.address ?? '',
  handover_requires_id: !!s.handover_requires_id,
  mail_host: s.mail_host ?? '',
  mail_port: s.mail_port,
  mail_username: s.mail_username ?? '',
  mail_password: '',
  mail_from_name: s.mail_from_name ?? '',
  captcha_key: s.captcha_key ?? '',
  captcha_secret: '',
})

const MAIL_FIELDS = ['mail_host', 'mail_port', 'mail_username', 'mail_password', 'mail_from_name'] as const

/** The separators offered: a space would be trimmed away as typed text, so it is not one of them. */
const SYMBOLS = [
  { value: '.', key: 'dot' },
  { value: ',', key: 'comma' },
  { value: "'", key: 'apostrophe' },
] as const

/** The zones the browser knows (the operator's own first), the stored one even if the browser does not. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  // ICU names Hồ Chí Minh City's zone by its old name too: one entry for it
  return [...new Set(['Asia/Ho_Chi_Minh', current, ...known.filter((zone) => zone !== 'Asia/Saigon')])]
}

/** /setting-general (setting.general): the operator, formats with their preview, the mail server, the captcha. */
export function GeneralSettingsPage() {
  const { t } = useTranslation(['menu', 'settings'])
  const settings = useQuery(adminSettingsQuery())
  return (
    <RecordScreen title={t('menu:settingGeneral')} back={null}>
      <div className="page-panel">
        <QueryState query={settings} error={t('settings:general.loadError')}>
          {(row) => <GeneralSettingsForm settings={row} />}
        </QueryState>
      </div>
    </RecordScreen>
  )
}

function GeneralSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['ui', 'settings', 'menu', 'errors'])
  const queryClient = useQueryClient()
  const update = useMutation(updateSettings())
  const readOnly = !useCan()('setting.update')
  const values = useMemo(() => toValues(settings), [settings])
  const { form, shell, notice } = useCommandForm({
    schema: generalSettingsWriteSchema,
    ns: 'settings',
    // what the form was opened on, version included: another admin's save meanwhile makes this one a 409 (what
    // was typed stays, "Tải bản mới nhất" brings the rest), never a silent overwrite
    defaultValues: values,
    send: (body) => update.mutateAsync(body),
    success: t('errors:success', { 0: t('common.update') }),
    onDone: (saved) => {
      const next = { ...settings, ...(saved as AdminSettings) }
      queryClient.setQueryData(adminSettingsQuery().queryKey, next)
      // saved: the form holds what was stored, its secrets empty again
      form.reset(toValues(next))
    },
    // the latest settings, with what was typed over them: a field left alone takes the other save's value
    latest: {
      load: () => queryClient.fetchQuery({ ...adminSettingsQuery(), staleTime: 0 }),
      apply: (fresh, target) => target.reset(toValues(fresh), { keepDirtyValues: true }),
    },
  })
  const symbolOptions = SYMBOLS.map((s) => ({ value: s.value, label: t(`settings:symbols.${s.key}`) }))
  const stored = (set: boolean) =>
    set ? { placeholder: t('settings:general.secretStored'), help: t('settings:general.secretKeep') } : {}
  return (
    <PageForm {...shell} notice={notice} aria-label={t('menu:settingGeneral')} readOnly={readOnly}>
      {readOnly && <p role="note">{t('settings:readOnly')}</p>}
      <p>{t('settings:general.appliesLive')}</p>
      <Flex gap={32} wrap>
        <FormSection title={t('settings:general.company')} wide>
          <TextField name="company_name" autoComplete="organization" />
          <TextField name="phone" type="tel" autoComplete="off" />
          <TextField name="address" multiline autoComplete="off" />
          <TextField name="title" autoComplete="off" />
          <TextField name="subtitle" autoComplete="off" />
          <ImageUploadField name="logo" />
          <ImageUploadField name="favicon" />
        </FormSection>
        <FormSection title={t('settings:general.formats')} wide>
          <NativeSelectField
            name="timezone"
            options={timeZones(settings.timezone).map((zone) => ({ value: zone, label: zone }))}
            placeholder=""
          />
          <TextField name="currency_symbol" autoComplete="off" />
          <NativeSelectField name="decimal_symbol" options={symbolOptions} placeholder="" />
          <NativeSelectField name="digit_group_symbol" options={symbolOptions} placeholder="" />
          <NativeSelectField
            name="format_date"
            options={DATE_FORMATS.map((f) => ({ value: f, label: f }))}
            placeholder=""
          />
          <NativeSelectField
            name="format_time"
            options={TIME_FORMATS.map((f) => ({ value: f, label: f }))}
            placeholder=""
          />
          <FormatPreview form={form} />
        </FormSection>
        <FormSection title={t('settings:general.mail')} wide>
          <TextField name="mail_host" autoComplete="off" />
          <NumberField name="mail_port" />
          <TextField name="mail_username" autoComplete="off" />
          <TextField
            name="mail_password"
            type="password"
            autoComplete="new-password"
            {...stored(settings.mail_password_set)}
          />
          <TextField name="mail_from_name" autoComplete="off" />
          <TestMail form={form} />
        </FormSection>
        <FormSection title={t('settings:general.captcha')} wide>
          <TextField name="captcha_key" autoComplete="off" />
          <TextField
            name="captcha_secret"
            type="password"
            autoComplete="new-password"
            {...stored(settings.captcha_secret_set)}
          />
        </FormSection>
        <FormSection title={t('settings:general.shipping')} wide>
          <CheckboxField name="handover_requires_id" />
        </FormSection>
      </Flex>
    </PageForm>
  )
}

/** The chosen symbols and formats on an amount, a fraction and now, as they change. */
function FormatPreview({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('settings')
  const [currency_symbol = '', decimal_symbol, digit_group_symbol, timezone, format_date, format_time] =
    useWatch({
      control: form.control,
      name: [
        'currency_symbol',
        'decimal_symbol',
        'digit_group_symbol',
        'timezone',
        'format_date',
        'format_time',
      ],
    })
  // the moment the page opened: enough to show the chosen formats and zone
  const [openedAt] = useState(() => Date.now())
  const symbols = { currency_symbol: currency_symbol.trim(), decimal_symbol, digit_group_symbol }
  const rows: Array<[string, string]> = [
    [t('general.previewMoney'), formatAmountWith(1250000, symbols)],
    [t('general.previewDecimal'), formatAmountWith(1234.5, { ...symbols, currency_symbol: '' })],
    [t('general.previewNow'), formatDateTimeWith(openedAt, { timezone, format_date, format_time })],
  ]
  return (
    <section aria-labelledby="settings-preview-heading">
      <h3 id="settings-preview-heading">{t('general.preview')}</h3>
      <Facts rows={rows} live />
    </section>
  )
}

/** "Gửi thư thử": to the signed-in user, through the saved server (so not while its fields have unsaved changes). */
function TestMail({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation('settings')
  const me = useQuery(meQuery()).data
  const send = useMutation(sendTestMail())
  useWatch({ control: form.control, name: [...MAIL_FIELDS] })
  const unsaved = MAIL_FIELDS.some((field) => form.getFieldState(field).isDirty)
  const email = me?.email
  const why = !email
    ? t('general.testMailNoAddress')
    : unsaved
      ? t('general.testMailSaveFirst')
      : t('general.testMailTo', { email })
  const onClick = async () => {
    const done = await send.mutateAsync(undefined).catch(() => null)
    if (done) toast.success(t('general.testMailSent', { email }))
  }
  return (
    <Space orientation="vertical" size={4} style={{ marginBottom: 16 }}>
      {!email || unsaved ? <Alert type="info" showIcon title={why} /> : <span id="test-mail-to">{why}</span>}
      <Button
        onClick={onClick}
        loading={send.isPending}
        disabled={!email || unsaved}
        aria-describedby={!email || unsaved ? undefined : 'test-mail-to'}
      >
        {t('general.testMail')}
      </Button>
    </Space>
  )
}
