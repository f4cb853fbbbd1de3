import type { ReactNode } from 'react'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { useSettings } from '../../components/use-settings'

/**
 * The public pages' frame: product title, language switch, a centred panel with the page heading.
 * Plain elements styled by global.css (no antd): the sign-in page is the first load of every visit.
 */
export function AuthLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const settings = useSettings()
  return (
    <div className="auth-page">
      <header className="auth-header">
        <strong className="auth-title">{settings.title}</strong>
        <LanguageSwitch />
      </header>
      <main className="auth-main">
        <section className="auth-panel" aria-labelledby="auth-heading">
          <h1 id="auth-heading">{heading}</h1>
          {children}
        </section>
      </main>
    </div>
  )
}
