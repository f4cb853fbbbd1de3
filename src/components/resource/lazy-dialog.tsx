import { Suspense, lazy, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A dialog whose code (the form kit, zod, the date picker …) loads when it first opens, not with the list:
 * `preload` fetches it early, e.g. when the pointer reaches the Add button.
 *
 *   const CarDialog = lazyDialog(() => import('./CarDialog').then((m) => m.CarDialog))
 *   <DialogSuspense>{editing && <CarDialog … />}</DialogSuspense>
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => (loading ??= load())
  const Dialog = lazy(() => preload().then((component) => ({ default: component })))
  return Object.assign(Dialog, { preload: () => void preload() })
}

/** Where lazy dialogs render: the page's loading overlay while their code arrives (plain HTML: no modal code yet). */
export function DialogSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DialogLoading />}>{children}</Suspense>
}

function DialogLoading() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-label={t('common.loading')} className="loading-overlay">
      <div className="loading-overlay-panel">
        <span className="spinner" aria-hidden="true" />
        <span aria-hidden="true">{t('common.loading')}</span>
      </div>
    </div>
  )
}
