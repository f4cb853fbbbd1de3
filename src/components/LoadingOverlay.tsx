import { useTranslation } from 'react-i18next'
import { useUi } from '../stores/ui'

/** The global blocking overlay (SPEC §2): shown while any blocking operation runs. */
export function LoadingOverlay() {
  const { t } = useTranslation()
  const loading = useUi((s) => s.loadingCount > 0)
  if (!loading) return null
  return (
    <div role="status" aria-label={t('common.loading')} className="loading-overlay">
      <div className="loading-overlay-panel">
        <span className="spinner" aria-hidden="true" />
        <span aria-hidden="true">{t('common.loading')}</span>
      </div>
    </div>
  )
}
