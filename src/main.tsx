import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import './i18n'
import './app/global.css'
import './components/print/print.css'
import { createQueryClient } from './app/query-client'
import { createAppRouter, isSignedInScreen } from './app/router'
import { AppProviders } from './app/providers'
import { registerSessionEnd } from './app/session-end'
import { readToken } from './stores/session'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
registerSessionEnd(router, queryClient)
// Opening a signed-in screen with a stored session, who is signed in is asked beside the settings (its guard
// needs it); never from the sign-in or password pages, which a stale session must not send away.
const askWhoIsSignedIn = !!readToken() && isSignedInScreen(router, window.location.pathname)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} askWhoIsSignedIn={askWhoIsSignedIn}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
