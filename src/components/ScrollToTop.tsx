import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowUpIcon } from './icons'

/** SPEC §9: appears after scrolling more than 20 px. */
export const SCROLL_TOP_THRESHOLD = 20

export function ScrollToTop() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  if (!visible) return null
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('common.backToTop')}
      title={t('common.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  )
}
