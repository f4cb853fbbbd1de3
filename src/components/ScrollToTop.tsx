import { useEffect, useState } from 'react'
import { Button } from 'antd'
import { VerticalAlignTopOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

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
  return (
    <Button
      type="primary"
      shape="circle"
      size="large"
      icon={<VerticalAlignTopOutlined />}
      aria-label={t('common.backToTop')}
      title={t('common.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1000 }}
    />
  )
}
