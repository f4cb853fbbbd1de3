import { Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { useUi } from '../stores/ui'

/** The global blocking overlay (SPEC §2): shown while any blocking operation runs. */
export function LoadingOverlay() {
  const { t } = useTranslation()
  const loading = useUi((s) => s.loadingCount > 0)
  if (!loading) return null
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Spin fullscreen spinning description={t('common.loading')} />
    </div>
  )
}
