import { createFileRoute } from '@tanstack/react-router'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { AppearancePage } from '../../features/settings/AppearancePage'

/** Everyone's default language, theme and main colour (/setting-appearance): setting.language. */
export const Route = createFileRoute('/_app/setting-appearance')({
  ...screenRoute('setting.language', 'menu:settingAppearance', ['settings']),
  loader: (match) => prefetch(match),
  component: AppearancePage,
})
