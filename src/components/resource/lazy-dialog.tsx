import { Suspense, lazy, useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { holdKeys } from '../type-ahead'

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

/**
 * Where lazy dialogs render: the page's loading overlay while their code arrives (plain HTML: no modal code yet);
 * the keys typed meanwhile are held for the dialog's first field.
 */
export function DialogSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DialogLoading />}>{children}</Suspense>
}

function DialogLoading() {
  const { t } = useTranslation()
  // what the clerk types while the dialog's code arrives goes into its first field
  useLayoutEffect(holdKeys, [])
  return (
    <div role="status" aria-label={t('common.loading')} className="loading-overlay">
      <div className="loading-overlay-panel">
        <span className="spinner" aria-hidden="true" />
        <span aria-hidden="true">{t('common.loading')}</span>
      </div>
    </div>
  )
}
