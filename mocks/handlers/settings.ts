import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import { settingsWriteSchema } from '../../src/api/schemas/settings.ts'
import { db } from '../db/index.ts'
import { emitChanged } from '../realtime.ts'
import { langOf, ok, readJson, requirePermission, safe, t } from './util.ts'
import { parseWrite } from './validate.ts'

export const settingsHandlers = [
  http.get(`*${API.setting.general}`, () => ok(db.settings)),

  /** ?language=vi|en (or vi-VN / en-US); without it, the request's language. */
  http.get(`*${API.setting.byLanguage}`, ({ request }) => {
    const raw = (new URL(request.url).searchParams.get('language') ?? langOf(request)).toLowerCase()
    const language = raw.startsWith('en') ? 'en' : 'vi'
    return ok(db.languageSettings.find((s) => s.language === language) ?? db.languageSettings[0])
  }),

  http.post(
    `*${API.setting.update}`,
    safe(async ({ request }) => {
      requirePermission(request, 'setting.general')
      const body = await readJson(request)
      const values = parseWrite(request, settingsWriteSchema.partial(), body, 'settings')
      // only what was sent changes
      const patch = Object.fromEntries(Object.entries(values).filter(([field]) => field in body))
      db.settings = { ...db.settings, ...patch }
      // keep the per-language formats of the default language in step
      const lang = db.settings.default_language.toLowerCase().startsWith('en') ? 'en' : 'vi'
      db.languageSettings = db.languageSettings.map((s) =>
        s.language === lang
          ? { ...s, format_date: db.settings.format_date, format_time: db.settings.format_time }
          : s,
      )
      emitChanged('setting', 'updated', ['general'], request)
      return ok(db.settings, t(request, 'updated'))
    }),
  ),
]
