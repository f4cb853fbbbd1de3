import { defineGroup, each, get, send } from '../define-group'
import { API } from '../paths'
import type {
  AdminSettings,
  ColumnTemplate,
  ColumnTemplateWrite,
  ContractTemplate,
  Settings,
} from '../schemas/settings'
import type { ResourceEventName } from '../../realtime/events'
import { adminSettingsSchema, columnTemplateSchema, contractTemplateSchema } from 'virtual:shapes/settings'
import { SETTINGS_API, type FileKind } from '../contracts/settings-paths'

/**
 * The settings group's calls for its administrators (/setting-general, /setting-appearance), apart from
 * ./settings.ts, whose public reads every page (the sign-in page too) loads first.
 */
const setting = defineGroup('setting')

/** GET every setting but the two secrets (setting.general). */
export const adminSettingsQuery = setting.query('admin', () =>
  get<AdminSettings>(SETTINGS_API.admin, undefined, { shape: adminSettingsSchema }),
)

/** Saves what is sent (with the version edited): the answer is what the writer may read. */
export const updateSettings = setting.command(
  'update',
  (body: Record<string, unknown>) => send<AdminSettings | Settings>(API.setting.update, body),
  { event: 'setting:updated' satisfies ResourceEventName },
)

/** A test mail to the signed-in user through the saved mail server. */
export const sendTestMail = setting.command('test-mail', () => send<boolean>(SETTINGS_API.testMail))

/** GET the car-rental contract's template (setting.general). */
export const contractTemplateQuery = setting.query('template-contract', () =>
  get<ContractTemplate>(SETTINGS_API.templateContract, undefined, { shape: contractTemplateSchema }),
)

/** Saves the contract's template (setting.update), with the version edited. */
export const saveContractTemplate = setting.command(
  'save-template-contract',
  (body: { version: number; content: string }) => send<ContractTemplate>(SETTINGS_API.templateContract, body),
  { event: 'setting:updated' satisfies ResourceEventName },
)

const columnsPath = (kind: FileKind) =>
  kind === 'export' ? SETTINGS_API.templateExport : SETTINGS_API.templateImport

/** GET every export's (or import's) columns, by name (setting.general). */
export const columnTemplatesQuery = setting.query('template-columns', (kind: FileKind) =>
  get<ColumnTemplate[]>(columnsPath(kind), undefined, { shape: each(columnTemplateSchema) }),
)

/** Saves one file's columns (setting.update), with the version edited: the answer is the file's template. */
export const saveColumnTemplate = setting.command(
  'save-template-columns',
  ({ kind, ...body }: ColumnTemplateWrite & { kind: FileKind }) =>
    send<ColumnTemplate>(columnsPath(kind), body),
  { event: 'setting:updated' satisfies ResourceEventName },
)
