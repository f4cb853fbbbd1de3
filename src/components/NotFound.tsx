import { Link } from '@tanstack/react-router'
import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../app/title'

/** Unknown paths, signed in or not (SPEC §2). */
export function NotFoundPage({ standalone = true }: { standalone?: boolean }) {
  const { t } = useTranslation()
  usePageTitle('notFound.title')
  // Inside the signed-in layout the page already has its <main>.
  const Wrapper = standalone ? 'main' : 'div'
  return (
    <Wrapper style={{ padding: 24 }}>
      <Result
        status="404"
        icon={null}
        title={<h1 style={{ margin: 0, fontSize: 48 }}>404</h1>}
        subTitle={<p style={{ margin: 0, fontSize: 18 }}>{t('notFound.text')}</p>}
        extra={<Link to="/">{t('notFound.home')}</Link>}
      />
    </Wrapper>
  )
}
