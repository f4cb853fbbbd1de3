import { createFileRoute } from '@tanstack/react-router'
import { adminSettingsQuery } from '../../api/resources/settings-admin'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { GeneralSettingsPage } from '../../features/settings/GeneralSettingsPage'

/** The operator, formats, mail server and captcha (/setting-general): setting.general. */
export const Route = createFileRoute('/_app/setting-general')({
  ...screenRoute('setting.general', 'menu:settingGeneral', ['settings']),
  loader: (match) => prefetch(match, adminSettingsQuery()),
  component: GeneralSettingsPage,
})
