import { useEffect } from 'react'
import { useMatches } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ParseKeys } from 'i18next'
import { useSettings } from './use-settings'

/** Sets document.title to `${t(key)} | ${settings.title}`; follows language changes. No key: leaves it alone. */
export function usePageTitle(titleKey: ParseKeys<'ui'> | undefined) {
  const { t, i18n } = useTranslation()
  const { title } = useSettings()
  useEffect(() => {
    if (!titleKey) return
    document.title = title ? `${t(titleKey)} | ${title}` : t(titleKey)
  }, [titleKey, title, t, i18n.language])
}

/** The title key of the deepest matched route that declares one in its staticData. */
export function useRouteTitleKey(): ParseKeys<'ui'> | undefined {
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
