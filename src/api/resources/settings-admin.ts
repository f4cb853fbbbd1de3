import { defineGroup, get, send } from '../define-group'
import { API } from '../paths'
import type { AdminSettings, ContractTemplate, Settings } from '../schemas/settings'
import type { ResourceEventName } from '../../realtime/events'
import { adminSettingsSchema, contractTemplateSchema } from 'virtual:shapes/settings'

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

/** GET the car-rental contract's template (setting.general). */
export const contractTemplateQuery = setting.query('template-contract', () =>
  get<ContractTemplate>(API.setting.templateContract, undefined, { shape: contractTemplateSchema }),
)

/** Saves the contract's template (setting.update), with the version edited. */
export const saveContractTemplate = setting.command(
  'save-template-contract',
  (body: { version: number; content: string }) => send<ContractTemplate>(API.setting.templateContract, body),
  { event: 'setting:updated' satisfies ResourceEventName },
)
