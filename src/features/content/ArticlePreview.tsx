import { Button, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../api/http-signed-in'
import { DateTime } from '../../components/DateTime'
import { SafeHtml } from '../../components/SafeHtml'

export interface PreviewedArticle {
  name: string
  intro?: string | null
  avatar?: string | null
  content: string
  public_at?: string | null
  category_name?: string | null
}

/**
 * An article as the website shows it: its category, title, time, cover, summary and content (through SafeHtml,
 * like every rendering of rich HTML). Loads with its first opening (DOMPurify with it).
 */
export function ArticlePreview({ article, onClose }: { article: PreviewedArticle; onClose: () => void }) {
  const { t } = useTranslation(['content', 'ui'])
  return (
    <Modal
      open
      width={840}
      title={t('content:article.previewTitle', { 0: article.name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('ui:common.close')}</Button>}
    >
      <article
        className="article-preview"
        aria-label={t('content:article.previewTitle', { 0: article.name })}
      >
        {article.category_name && <p className="text-secondary">{article.category_name}</p>}
        <h2>{article.name}</h2>
        {article.public_at && (
          <p className="text-secondary">
            <DateTime value={article.public_at} />
          </p>
        )}
        {article.avatar && (
          <img src={fileUrl(article.avatar)} alt={article.name} style={{ maxWidth: '100%' }} />
        )}
        {article.intro && (
          <p>
            <strong>{article.intro}</strong>
          </p>
        )}
        <SafeHtml html={article.content} />
      </article>
    </Modal>
  )
}
