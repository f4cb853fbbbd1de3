import { useMemo } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SCREEN_PATHS } from '../../lib/screen-paths'

/** The screens a menu entry may open, each by its title and path (the route's own title). */
export function useScreenOptions() {
  const { t, i18n } = useTranslation(['ui', 'menu'])
  const router = useRouter()
  return useMemo(() => {
    const routes = Object.values(router.routesById)
    return SCREEN_PATHS.map((path) => {
      const titleKey = routes.find((route) => route.to === path)?.options.staticData?.titleKey
      const title = titleKey ? t(titleKey) : path
      return { value: path, title, label: titleKey ? `${title} (${path})` : path }
    })
    // the titles follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router, t, i18n.language])
}
