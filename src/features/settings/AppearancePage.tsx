import { useMemo, type CSSProperties } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCan } from '../../api/resources/auth'
import { Button, ConfigProvider, Flex, theme as antdTheme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useWatch, type Control } from 'react-hook-form'
import type { z } from 'zod'
import { generalSettingsQuery } from '../../api/resources/settings'
import { updateSettings } from '../../api/resources/settings-admin'
import { appearanceWriteSchema, type Settings } from '../../api/schemas/settings'
import { buildTheme } from '../../components/antd-theme'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { usePrimaryColours } from '../../components/primary-colours'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { RadioField } from '../../components/form/RadioField'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { useCommandForm } from '../../components/resource/use-command-dialog'
import { contrast, TEXT_MIN } from '../../components/seat-map/palette'
import { useSettings } from '../../components/use-settings'
import { formatMoney } from '../../lib/format'
import { linkColor, primaryColor, type ThemeMode } from '../../lib/theme'

type Values = z.input<typeof appearanceWriteSchema>

const toValues = (s: Settings): Values => ({
  version: s.version ?? 0,
  default_language: s.default_language.toLowerCase().startsWith('en') ? 'en-US' : 'vi-VN',
  default_theme: s.default_theme === 0 ? 0 : 1,
  main_color: s.main_color,
})

const modeOf = (defaultTheme: number | undefined): ThemeMode => (defaultTheme === 0 ? 'light' : 'dark')

/**
 * /setting-appearance (setting.language): everyone's default language, theme and main colour, with the colour's
 * contrast and a preview in the chosen theme before saving. A user's own choice (the top bar) still wins.
 */
export function AppearancePage() {
  const { t } = useTranslation(['ui', 'settings', 'menu', 'errors'])
  const settings = useSettings()
  const queryClient = useQueryClient()
  const update = useMutation(updateSettings())
  const readOnly = !useCan()('setting.update')
  const colours = usePrimaryColours()
  const values = useMemo(() => toValues(settings), [settings])
  const { form, shell, notice } = useCommandForm({
    schema: appearanceWriteSchema,
    ns: 'settings',
    // what the form was opened on, version included: another admin's save meanwhile makes this one a 409 (what
    // was typed stays, "Tải bản mới nhất" brings the rest), never a silent overwrite
    defaultValues: values,
    send: (body) => update.mutateAsync(body),
    success: t('errors:success', { 0: t('common.update') }),
    // the public settings follow through the save's event (they refetch), never from this answer, which may be
    // the administrator's
    onDone: (saved) => form.reset(toValues({ ...settings, ...(saved as Settings) })),
    latest: {
      load: () => queryClient.fetchQuery({ ...generalSettingsQuery(), staleTime: 0 }),
      apply: (fresh, target) => target.reset(toValues(fresh), { keepDirtyValues: true }),
    },
  })
  const languages = (['vi-VN', 'en-US'] as const).map((value) => ({
    value,
    label: t(`settings:appearance.languages.${value}`),
  }))
  const themes = [
    { value: 0, label: t('settings:appearance.themes.light') },
    { value: 1, label: t('settings:appearance.themes.dark') },
  ]
  const colourOptions = colours.map((c, index) => ({ value: index, label: c.name, swatch: c.color }))
  return (
    <RecordScreen title={t('menu:settingAppearance')} back={null}>
      <div className="page-panel">
        <PageForm {...shell} notice={notice} aria-label={t('menu:settingAppearance')} readOnly={readOnly}>
          {readOnly && <p role="note">{t('settings:readOnly')}</p>}
          <p>{t('settings:appearance.userChoice')}</p>
          <Flex gap={32} wrap>
            <FormSection title={t('settings:appearance.defaults')} wide>
              <RadioField name="default_language" options={languages} vertical={false} />
              <RadioField name="default_theme" options={themes} vertical={false} />
              <RadioField name="main_color" options={colourOptions} vertical={false} />
              <Contrast control={form.control} />
            </FormSection>
            <FormSection title={t('settings:appearance.preview')} wide>
              <Preview control={form.control} />
            </FormSection>
          </Flex>
        </PageForm>
      </div>
    </RecordScreen>
  )
}

/** The chosen colour's contrast: white text on it (buttons, the selected menu entry), links on the theme's surface. */
function Contrast({ control }: { control: Control<Values> }) {
  const { t, i18n } = useTranslation('settings')
  const colours = usePrimaryColours()
  const [colour, defaultTheme] = useWatch({ control, name: ['main_color', 'default_theme'] })
  const mode = modeOf(defaultTheme)
  const surface = mode === 'dark' ? '#141414' : '#ffffff'
  const ratio = (value: number) =>
    value.toLocaleString(i18n.language === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 })
  const verdict = (value: number) => t(value >= TEXT_MIN ? 'appearance.passes' : 'appearance.fails')
  const onColour = contrast('#ffffff', primaryColor(colour))
  const link = contrast(linkColor(mode, colour ?? 0), surface)
  return (
    <ul aria-live="polite">
      <li>
        {t('appearance.whiteOnColour', { name: colours[colour ?? 0]?.name, ratio: ratio(onColour) })} —{' '}
        {verdict(onColour)}
      </li>
      <li>
        {t('appearance.linkOnSurface', { theme: t(`appearance.themes.${mode}`), ratio: ratio(link) })} —{' '}
        {verdict(link)}
      </li>
    </ul>
  )
}

/** A header, buttons, a link and a table as the chosen theme and colour draw them; shown, not used (inert). */
function Preview({ control }: { control: Control<Values> }) {
  const { t } = useTranslation('settings')
  const colours = usePrimaryColours()
  const [colour = 0, defaultTheme] = useWatch({ control, name: ['main_color', 'default_theme'] })
  const mode = modeOf(defaultTheme)
  const theme = useMemo(() => buildTheme(mode, colour), [mode, colour])
  return (
    <figure
      aria-label={t('appearance.previewRegion', {
        theme: t(`appearance.themes.${mode}`),
        name: colours[colour]?.name,
      })}
      style={{ margin: 0 }}
    >
      <ConfigProvider theme={theme}>
        <PreviewSurface mode={mode} />
      </ConfigProvider>
    </figure>
  )
}

const SAMPLE_TICKETS = [
  { code: 'PN2611A7', customer: 'Nguyễn Thị Lan', amount: 350000 },
  { code: 'PN2611B2', customer: 'Trần Văn Minh', amount: 1250000 },
]

function PreviewSurface({ mode }: { mode: ThemeMode }) {
  const { t } = useTranslation('settings')
  const settings = useSettings()
  const { token } = antdTheme.useToken()
  // the plain elements (the table kit's) read these, as the app's own read global.css's
  const surface = {
    '--color-bg-container': token.colorBgContainer,
    '--color-text': token.colorText,
    '--color-text-secondary': token.colorTextSecondary,
    '--color-border': token.colorBorder,
    '--color-border-secondary': token.colorBorderSecondary,
    '--color-primary': token.colorPrimary,
    '--color-link': token.colorLink,
    background: token.colorBgLayout,
    color: token.colorText,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
    minWidth: 320,
    colorScheme: mode,
  } as CSSProperties
  return (
    <div inert data-theme-mode={mode} style={surface}>
      <div
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          padding: '10px 16px',
          fontWeight: 600,
        }}
      >
        {settings.title}
      </div>
      <div
        style={{
          padding: 16,
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          background: token.colorBgContainer,
        }}
      >
        <Flex gap={8} wrap align="center">
          <Button type="primary">{t('appearance.previewSave')}</Button>
          <Button>{t('appearance.previewCancel')}</Button>
          <Button type="link">{t('appearance.previewLink')}</Button>
        </Flex>
        <SimpleTable
          label={t('appearance.previewTable')}
          rows={SAMPLE_TICKETS}
          getRowId={(row) => row.code}
          columns={[
            { id: 'code', header: t('appearance.previewCode'), rowHeader: true, cell: (row) => row.code },
            { id: 'customer', header: t('appearance.previewCustomer'), cell: (row) => row.customer },
            {
              id: 'amount',
              header: t('appearance.previewAmount'),
              align: 'right',
              cell: (row) => formatMoney(row.amount),
            },
          ]}
        />
      </div>
    </div>
  )
}
