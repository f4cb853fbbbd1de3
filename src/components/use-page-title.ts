import { useEffect } from 'react'
import { useMatches } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ParseKeys } from 'i18next'
import { useSettings } from './use-settings'

/** A page's title: a key of the bundled `ui` namespace (the public pages) or of `menu` (the signed-in screens). */
export type TitleKey = ParseKeys<['ui', 'menu']>

/** Sets document.title to `${t(key)} | ${settings.title}`; follows language changes. No key: leaves it alone. */
export function usePageTitle(titleKey: TitleKey | undefined) {
  const { i18n } = useTranslation()
  const { title } = useSettings()
  useEffect(() => {
    if (!titleKey) return
    // a fixed t, not useTranslation(['ui', 'menu']): that would load the signed-in screens' `menu` words on the
    // sign-in page too (a signed-in screen's route has loaded them before it shows)
    const t = i18n.getFixedT(null, ['ui', 'menu'])
    document.title = title ? `${t(titleKey)} | ${title}` : t(titleKey)
  }, [titleKey, title, i18n, i18n.language])
}

/** The title key of the deepest matched route that declares one in its staticData. */
export function useRouteTitleKey(): TitleKey | undefined {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const key = matches[i].staticData?.titleKey
        if (key) return key
      }
      return undefined
    },
  })
}
