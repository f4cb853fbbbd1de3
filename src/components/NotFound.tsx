import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from './use-page-title'

/** Unknown paths, signed in or not (SPEC §2). */
export function NotFoundPage({ standalone = true }: { standalone?: boolean }) {
  const { t } = useTranslation()
  usePageTitle('notFound.title')
  return <StatusPage code={404} text={t('notFound.text')} standalone={standalone} />
}

/** A page that only says why there is nothing to show (404, 403), with the way home. */
export function StatusPage({
  code,
  text,
  standalone = false,
  children,
}: {
  code: number
  text: string
  standalone?: boolean
  /** an action beside the way home (e.g. Retry) */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  // Inside the signed-in layout the page already has its <main>.
  const Wrapper = standalone ? 'main' : 'div'
  return (
    <Wrapper style={{ padding: '64px 24px', textAlign: 'center' }}>
      <h1 tabIndex={-1} style={{ margin: 0, fontSize: 48 }}>
        {code}
      </h1>
      <p style={{ margin: '8px 0 24px', fontSize: 18 }}>{text}</p>
      {children && <p>{children}</p>}
      <Link to="/">{t('notFound.home')}</Link>
    </Wrapper>
  )
}
