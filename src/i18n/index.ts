/**
 * i18next with the text the sign-in page and the signed-in frame need (`ui`, `errors`, `validation`, in
 * Vietnamese) bundled, and every other namespace loaded with the route that shows it (`loadNamespaces` in the
 * route's loader; see src/routes). A language switch loads the namespaces already in use for the new language.
 *
 * Keys are typed (./types.ts): `t('fleet:car.title')` fails the type-check when the key does not exist.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import viErrors from './locales/vi/errors'
import viValidation from './locales/vi/validation'
import viUi from './locales/vi/ui'
import type { LazyNamespace } from './types'
import type { Locale } from '../stores/ui'

export const CORE_NAMESPACES = ['ui', 'errors', 'validation'] as const

/**
 * What the first download carries: the sign-in page's and the frame's text, in Vietnamese (the default). English
 * loads when chosen; the root waits for it (src/app/providers.tsx), so no Vietnamese flashes first.
 */
export const BUNDLED = {
  vi: { errors: viErrors, validation: viValidation, ui: viUi },
}

// One chunk per language and namespace, fetched on first use. English's table of chunks comes with English: the
// sign-in page's first download carries only Vietnamese's.
const vietnamese = import.meta.glob<{ default: object }>('./locales/vi/*.ts')
type Catalogues = typeof vietnamese
const english = (): Promise<Catalogues> => import('./english').then((m) => m.catalogues)

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const path = `./locales/${language}/${namespace}.ts`
    void (language === 'en' ? english() : Promise.resolve(vietnamese))
      .then((catalogues) => {
        const load = catalogues[path]
        if (!load) throw new Error(`no catalogue ${language}/${namespace}`)
        return load()
      })
      .then(
        (module) => callback(null, module.default as never),
        (error: unknown) => callback(error as Error, false),
      )
  },
}

/** SPEC §9: default and fallback language vi; available vi and en. */
void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    // copies: i18next adds the loaded namespaces to the objects it is given
    resources: { vi: { ...BUNDLED.vi } },
    // the bundled namespaces are complete; the others come from the backend above
    partialBundledLanguages: true,
    lng: 'vi',
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'en'],
    defaultNS: 'ui',
    ns: [...CORE_NAMESPACES],
    interpolation: { escapeValue: false },
    initAsync: false,
  })

/** Loads screen namespaces (in the language in use) before a route renders: `loader: () => loadNamespaces('fleet')`. */
export const loadNamespaces = (...namespaces: LazyNamespace[]): Promise<void> =>
  i18n.loadNamespaces(namespaces)

/** True once the bundled namespaces of `language` are there (English arrives on demand). */
export const languageReady = (language: Locale): boolean =>
  CORE_NAMESPACES.every((ns) => i18n.hasResourceBundle(language, ns))

/** Settings' default_language ('vi-VN' / 'en-US') → our locale. SPEC §4: vi when Vietnamese, otherwise en. */
export const localeFromSetting = (defaultLanguage: string | null | undefined): Locale =>
  defaultLanguage?.toLowerCase().startsWith('vi') ? 'vi' : 'en'

export default i18n
