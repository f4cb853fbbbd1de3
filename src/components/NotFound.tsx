import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../app/title'

/** Unknown paths, signed in or not (SPEC §2). */
export function NotFoundPage({ standalone = true }: { standalone?: boolean }) {
  const { t } = useTranslation()
  usePageTitle('notFound.title')
  // Inside the signed-in layout the page already has its <main>.
  const Wrapper = standalone ? 'main' : 'div'
  return (
    <Wrapper style={{ padding: '64px 24px', textAlign: 'center' }}>
      <h1 style={{ margin: 0, fontSize: 48 }}>404</h1>
      <p style={{ margin: '8px 0 24px', fontSize: 18 }}>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </Wrapper>
  )
}
