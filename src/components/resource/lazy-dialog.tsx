import { Suspense, lazy, type ComponentType, type ReactNode } from 'react'
import { Modal, Spin } from 'antd'
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

/** Where lazy dialogs render: an empty modal with a spinner while their code arrives. */
export function DialogSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DialogLoading />}>{children}</Suspense>
}

function DialogLoading() {
  const { t } = useTranslation()
  return (
    <Modal open footer={null} closable={false} title={t('common.loading')}>
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <Spin aria-label={t('common.loading')} />
      </div>
    </Modal>
  )
}
