import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'

import type { PermissionCode, PermissionGroup } from '../lib/permission-codes'
import type { LazyNamespace } from '../i18n/types'
import type { TitleKey } from '../components/use-page-title'
import { routeTree } from '../routeTree.gen'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data freshness is the Query cache's business.
    defaultPreloadStaleTime: 0,
    // SPEC §2 names paths with a trailing slash (/user/info/) and without (/user): keep both as written.
    trailingSlash: 'preserve',
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

/** Whether `pathname` is a screen of the signed-in layout (not the sign-in or password pages, not a 404). */
export const isSignedInScreen = (router: AppRouter, pathname: string) =>
  router.getMatchedRoutes(pathname)[0].some((route) => route.id === '/_app')

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** i18n key (ns ui) of the page title: document.title = `${t(titleKey)} | ${settings.title}`. */
    titleKey?: TitleKey
    /** The code that opens the route (its guard and the side menu read the same one). */
    permission?: PermissionCode
    /** A menu link without a code (DECISIONS #2): any code of this menu group opens the route. */
    permissionGroup?: PermissionGroup
    /** The translation namespaces the route's screen speaks, loaded with its data (`prefetch`). */
    ns?: LazyNamespace[]
  }
}
