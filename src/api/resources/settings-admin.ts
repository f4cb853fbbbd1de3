import { defineGroup, get, send } from '../define-group'
import { API } from '../paths'
import type { AdminSettings, Settings } from '../schemas/settings'
import type { ResourceEventName } from '../../realtime/events'
import { adminSettingsSchema } from 'virtual:shapes/settings'

/**
 * The settings group's calls for its administrators (/setting-general, /setting-appearance), apart from
 * ./settings.ts, whose public reads every page (the sign-in page too) loads first.
 */
const setting = defineGroup('setting')

/** GET every setting but the two secrets (setting.general). */
export const adminSettingsQuery = setting.query('admin', () =>
  get<AdminSettings>(API.setting.admin, undefined, { shape: adminSettingsSchema }),
)

/** Saves what is sent (with the version edited): the answer is what the writer may read. */
export const updateSettings = setting.command(
  'update',
  (body: Record<string, unknown>) => send<AdminSettings | Settings>(API.setting.update, body),
  { event: 'setting:updated' satisfies ResourceEventName },
)

/** A test mail to the signed-in user through the saved mail server. */
export const sendTestMail = setting.command('test-mail', () => send<boolean>(API.setting.testMail))
