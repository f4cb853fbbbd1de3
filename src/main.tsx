import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import './i18n'
import './app/global.css'
import './components/print/print.css'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { AppProviders } from './app/providers'
import { registerSessionEnd } from './app/session-end'
import { meQuery } from './api/resources/auth'
import { readToken } from './stores/session'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
registerSessionEnd(router, queryClient)
// With a stored session, who is signed in is asked at once, beside the settings: the screens' guards need it.
if (readToken()) void queryClient.prefetchQuery(meQuery())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
