import { createFileRoute } from '@tanstack/react-router'
import { contractTemplateQuery } from '../../api/resources/settings-admin'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { TemplatesPage } from '../../features/settings/TemplatesPage'

/** The car-rental contract's template (/setting-template): read with setting.general, saved with setting.update. */
export const Route = createFileRoute('/_app/setting-template')({
  ...screenRoute('setting.general', 'menu:settingTemplate', ['settings']),
  loader: (match) => prefetch(match, contractTemplateQuery()),
  component: TemplatesPage,
})
