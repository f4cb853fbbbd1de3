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

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
registerSessionEnd(router, queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
