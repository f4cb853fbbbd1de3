import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppLayout } from '../features/layout/AppLayout'
import { NotFoundPage } from '../components/NotFound'
import { loginRedirectTarget } from '../lib/safe-redirect'
import { readToken } from '../stores/session'

/** The signed-in layout: needs a stored token (SPEC §2). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (readToken()) return
    // SPEC §2: keep the full current address in `redirect`, unless one is already present.
    const hasRedirect = new URLSearchParams(location.searchStr).has('redirect')
    throw redirect({
      to: '/login',
      search: hasRedirect
        ? {}
        : {
            redirect: loginRedirectTarget({
              pathname: location.pathname,
              search: location.searchStr,
              hash: location.hash ? `#${location.hash}` : '',
            }),
          },
      replace: true,
    })
  },
  component: AppLayout,
  notFoundComponent: () => <NotFoundPage standalone={false} />,
})
