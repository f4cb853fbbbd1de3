import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { version } from '../../../package.json'
import { fileUrl } from '../../api/http-signed-in'
import { Facts } from '../../components/Facts'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { useAppLocale, useSettings } from '../../components/use-settings'
import { formatPhone } from '../../lib/format'
import whatsNewVi from './whats-new.vi.md?raw'
import whatsNewEn from './whats-new.en.md?raw'

/** /about (about.view): the operator for staff, the app's version, and what is new (./whats-new.<lang>.md). */
export function AboutPage() {
  const { t } = useTranslation(['settings', 'menu'])
  const settings = useSettings()
  const locale = useAppLocale()
  const facts: Array<[string, ReactNode]> = [
    [t('about.company'), settings.company_name],
    [
      t('about.hotline'),
      settings.phone ? (
        <a href={`tel:${settings.phone.replace(/\s/g, '')}`}>{formatPhone(settings.phone)}</a>
      ) : null,
    ],
    [t('about.address'), settings.address],
    [t('about.version'), version],
  ]
  return (
    <RecordScreen title={t('menu:about')} back={null}>
      <div className="page-panel">
        {settings.logo && <img src={fileUrl(settings.logo)} alt="" style={{ maxHeight: 64 }} />}
        <Facts rows={facts.filter(([, value]) => value)} />
        <h2 className="section-title">{t('about.whatsNew')}</h2>
        <Notes text={locale === 'en' ? whatsNewEn : whatsNewVi} />
      </div>
    </RecordScreen>
  )
}

/** The notes' few forms: `## ` a heading, `- ` an item, anything else a paragraph (text only, never HTML). */
function Notes({ text }: { text: string }) {
  const blocks: ReactNode[] = []
  let items: string[] = []
  const endList = () => {
    if (items.length)
      blocks.push(
        <ul key={blocks.length}>
          {items.map((item, line) => (
            <li key={line}>{item}</li>
          ))}
        </ul>,
      )
    items = []
  }
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line.startsWith('- ')) {
      items.push(line.slice(2))
      continue
    }
    endList()
    if (line.startsWith('## ')) blocks.push(<h3 key={blocks.length}>{line.slice(3)}</h3>)
    else if (line) blocks.push(<p key={blocks.length}>{line}</p>)
  }
  endList()
  return <>{blocks}</>
}
