import { Suspense, lazy } from 'react'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { usePageTitle, useRouteTitleKey } from '../components/use-page-title'
import { NotFoundPage } from '../components/NotFound'
import { useSession } from '../stores/session'

// Loaded only when a signed-in user meets an unknown path, so the public pages do not carry the layout.
const AppFrame = lazy(() => import('../features/layout/AppLayout').then((m) => ({ default: m.AppFrame })))

function Root() {
  usePageTitle(useRouteTitleKey())
  return <Outlet />
}

/** Unknown paths show the 404 page; a signed-in user keeps the menu and header around it. */
function RootNotFound() {
  const signedIn = useSession((s) => !!s.token)
  return signedIn ? (
    <Suspense fallback={null}>
      <AppFrame>
        <NotFoundPage standalone={false} />
      </AppFrame>
    </Suspense>
  ) : (
    <NotFoundPage />
  )
}

/** What every route's beforeLoad and loader receive; the router instance (app/router.ts) provides it. */
interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: RootNotFound,
})
