import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import {
  APPEARANCE_FIELDS,
  type AdminSettings,
  columnTemplateWriteSchema,
  contractTemplateWriteSchema,
  separatorsDiffer,
  settingsPatchSchema,
} from '../../src/api/schemas/settings.ts'
import { z } from 'zod'
import { db, runtime } from '../db/index.ts'
import { saveTemplate, templates } from '../column-templates.ts'
import { emitChanged } from '../realtime.ts'
import { vnIsoAt } from '../db/time.ts'
import {
  ApiError,
  codesOf,
  isSuper,
  langOf,
  ok,
  readJson,
  requirePermission,
  requireUser,
  safe,
  t,
} from './util.ts'
import { parseWrite } from './validate.ts'
import { SETTINGS_API } from '../../src/api/contracts/settings-paths.ts'

/** The fields kept apart from the public settings; the two secrets are written, never sent back. */
const PRIVATE_FIELDS = [
  'mail_host',
  'mail_port',
  'mail_username',
  'mail_password',
  'mail_from_name',
  'captcha_key',
  'captcha_secret',
] as const
const SECRETS = ['mail_password', 'captcha_secret'] as const

/** What GET /api/setting/admin answers: every setting but the two secrets, which say only whether one is stored. */
function adminView(): AdminSettings {
  const { mail_password, captcha_secret, ...rest } = db.privateSettings
  return { ...db.settings, ...rest, mail_password_set: !!mail_password, captcha_secret_set: !!captcha_secret }
}

const isAppearance = (field: string) => (APPEARANCE_FIELDS as readonly string[]).includes(field)

const separators = z
  .object({ decimal_symbol: z.string(), digit_group_symbol: z.string() })
  .refine(separatorsDiffer.check, separatorsDiffer.params)

export const settingsHandlers = [
  http.get(`*${API.setting.general}`, () => ok(db.settings)),

  /** ?language=vi|en (or vi-VN / en-US); without it, the request's language. */
  http.get(`*${API.setting.byLanguage}`, ({ request }) => {
    const raw = (new URL(request.url).searchParams.get('language') ?? langOf(request)).toLowerCase()
    const language = raw.startsWith('en') ? 'en' : 'vi'
    return ok(db.languageSettings.find((s) => s.language === language) ?? db.languageSettings[0])
  }),

  http.get(
    `*${SETTINGS_API.admin}`,
    safe(({ request }) => {
      requirePermission(request, 'setting.general')
      return ok(adminView())
    }),
  ),

  /**
   * Only what is sent changes. Saving needs setting.update, and the appearance (language, theme, colour)
   * setting.language, anything else setting.general (the codes of their screens). An empty secret keeps the stored one. The answer is what the writer may read.
   */
  http.post(
    `*${API.setting.update}`,
    safe(async ({ request }) => {
      const body = await readJson(request)
      const fields = Object.keys(body).filter((field) => field !== 'version')
      // the screen's code (setting.language or setting.general), and the code of saving settings
      requirePermission(request, 'setting.update')
      if (fields.some(isAppearance)) requirePermission(request, 'setting.language')
      if (fields.length === 0 || fields.some((field) => !isAppearance(field)))
        requirePermission(request, 'setting.general')
      const values = parseWrite(request, settingsPatchSchema, body, 'settings')
      const patch: Record<string, unknown> = Object.fromEntries(
        Object.entries(values).filter(([field]) => field in body && field !== 'version'),
      )
      for (const secret of SECRETS) if (!patch[secret]) delete patch[secret]
      const publicPatch = Object.fromEntries(
        Object.entries(patch).filter(([field]) => !(PRIVATE_FIELDS as readonly string[]).includes(field)),
      )
      const privatePatch = Object.fromEntries(
        Object.entries(patch).filter(([field]) => (PRIVATE_FIELDS as readonly string[]).includes(field)),
      )
      // the separators as they would be after this save
      parseWrite(request, separators, { ...db.settings, ...publicPatch }, 'settings')
      if (values.version !== db.settings.version) throw new ApiError(409, t(request, 'staleWrite'))
      db.settings = { ...db.settings, ...publicPatch, version: (db.settings.version ?? 0) + 1 }
      db.privateSettings = { ...db.privateSettings, ...privatePatch }
      // keep the per-language formats of the default language in step
      const lang = db.settings.default_language.toLowerCase().startsWith('en') ? 'en' : 'vi'
      db.languageSettings = db.languageSettings.map((s) =>
        s.language === lang
          ? { ...s, format_date: db.settings.format_date, format_time: db.settings.format_time }
          : s,
      )
      emitChanged('setting', 'updated', ['general'], request)
      const writer = requireUser(request)
      const readsAll = isSuper(writer) || codesOf(writer).has('setting.general')
      return ok(readsAll ? adminView() : db.settings, t(request, 'updated'))
    }),
  ),

  /**
   * "Gửi thư thử": a mail to the signed-in user's own address through the saved mail server (the outbox shows it):
   * setting.general and setting.update, as the screen's other action.
   */
  http.post(
    `*${SETTINGS_API.testMail}`,
    safe(({ request }) => {
      requirePermission(request, 'setting.update')
      const user = requirePermission(request, 'setting.general')
      const mail = db.privateSettings
      if (!mail.mail_host || !mail.mail_port) throw new ApiError(422, t(request, 'mailNotConfigured'))
      if (!user.email) throw new ApiError(422, t(request, 'mailNoAddress'))
      const en = langOf(request) === 'en'
      const from = mail.mail_from_name || db.settings.title
      runtime.outbox.push({
        to: user.email,
        subject: en ? `[${db.settings.title}] Test mail` : `[${db.settings.title}] Thư thử`,
        body: en
          ? `Sent by ${from} through ${mail.mail_host}:${mail.mail_port}. The mail server works.`
          : `Gửi từ ${from} qua ${mail.mail_host}:${mail.mail_port}. Máy chủ thư hoạt động tốt.`,
        link: '',
        sent_at: vnIsoAt(),
      })
      return ok(true, t(request, 'mailSent', user.email))
    }),
  ),

  /** The contract's template: read with setting.general, saved with setting.update too (versioned). */
  http.get(
    `*${SETTINGS_API.templateContract}`,
    safe(({ request }) => {
      requirePermission(request, 'setting.general')
      return ok(db.templates.contract)
    }),
  ),

  http.post(
    `*${SETTINGS_API.templateContract}`,
    safe(async ({ request }) => {
      requirePermission(request, 'setting.general')
      requirePermission(request, 'setting.update')
      const { version, content } = parseWrite(
        request,
        contractTemplateWriteSchema,
        await readJson(request),
        'settings',
      )
      if (version !== db.templates.contract.version) throw new ApiError(409, t(request, 'staleWrite'))
      db.templates.contract = { content, version: version + 1 }
      emitChanged('setting', 'updated', ['template-contract'], request)
      return ok(db.templates.contract, t(request, 'updated'))
    }),
  ),

  // The exports' and the imports' columns: read with setting.general, saved with setting.update too (each file
  // versioned on its own).
  ...(['export', 'import'] as const).flatMap((kind) => {
    const path = kind === 'export' ? SETTINGS_API.templateExport : SETTINGS_API.templateImport
    return [
      http.get(
        `*${path}`,
        safe(({ request }) => {
          requirePermission(request, 'setting.general')
          return ok(templates(request, kind))
        }),
      ),
      http.post(
        `*${path}`,
        safe(async ({ request }) => {
          requirePermission(request, 'setting.general')
          requirePermission(request, 'setting.update')
          const write = parseWrite(request, columnTemplateWriteSchema, await readJson(request), 'settings')
          const saved = saveTemplate(request, kind, write)
          emitChanged('setting', 'updated', [`template-${kind}`], request)
          return ok(saved, t(request, 'updated'))
        }),
      ),
    ]
  }),
]
