import { useTranslation } from 'react-i18next'
import type { ArticleState } from '../../api/contracts/content'
import { ToneTag } from '../../components/StatusTag'

const TONES = { draft: undefined, scheduled: 'warning', published: 'success', hidden: 'danger' } as const

/** What a reader sees of an article now: a draft, scheduled, published or hidden, in words. */
export function ArticleStateTag({ state }: { state: ArticleState }) {
  const { t } = useTranslation('content')
  return <ToneTag tone={TONES[state]}>{t(`articleState.${state}`)}</ToneTag>
}
