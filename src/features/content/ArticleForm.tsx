import { useEffect, useRef, useState } from 'react'
import { useFormState } from 'react-hook-form'
import { Alert, Button, Flex } from 'antd'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ARTICLE_STATUS, ARTICLE_TYPES } from '../../api/contracts/content'
import { useCan, useMe } from '../../api/resources/auth'
import { articles } from '../../api/resources/article'
import { categories } from '../../api/resources/category'
import { tags } from '../../api/resources/tag'
import { articleWriteSchema, type Article } from '../../api/schemas/content'
import { useConfirm } from '../../components/confirm/use-confirm'
import { useDateTimeFormat } from '../../components/DateTime'
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField'
import { DateField } from '../../components/form/DateField'
import { ImageUploadField } from '../../components/form/ImageUploadField'
import { NativeSelectField } from '../../components/form/NativeFields'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { RadioField } from '../../components/form/RadioField'
import { RichTextField } from '../../components/form/RichTextField'
import { TextField } from '../../components/form/TextField'
import { TimeField } from '../../components/form/TimeField'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourcePageForm } from '../../components/resource/use-resource-dialog'
import { formatDateTime } from '../../lib/format'
import { hcmClock, hcmToday } from '../../lib/hcm-day'
import { ArticleStateTag } from './ArticleStateTag'
import {
  dropDraft,
  draftKey,
  DRAFT_EVERY_MS,
  readDraft,
  writeDraft,
  type ArticleDraft,
} from './article-draft'
import type { PreviewedArticle } from './ArticlePreview'
import { SlugField } from './SlugField'

const ArticlePreview = lazyDialog(() => import('./ArticlePreview').then((m) => m.ArticlePreview))

/** The article as the form holds it: its publication day and time apart, in Ho Chi Minh City's. */
const toForm = (a: Article) => ({
  ...a,
  public_date: a.public_at ? hcmToday(new Date(a.public_at)) : null,
  public_time: a.public_at ? hcmClock(a.public_at) : null,
})

/**
 * An article's form: its text in the rich-text editor, its category, tags, cover and publication (a time ahead
 * schedules it), its SEO title and description with their counters. What is typed is kept as a draft in this browser
 * every few seconds and offered back when the form opens again; leaving with unsaved changes asks first. A new
 * article opens its page once saved.
 */
export function ArticleForm({ row }: { row?: Article }) {
  const { t } = useTranslation(['ui', 'content'])
  const can = useCan()
  const me = useMe()
  const fmt = useDateTimeFormat()
  const navigate = useNavigate()
  const key = draftKey(me?.id ?? 0, row?.id)
  // a save's own navigation (a new article to its page) leaves without asking
  const leaving = useRef(false)
  const page = useResourcePageForm({
    resource: articles,
    write: articleWriteSchema,
    row,
    titles: { create: t('content:article.create'), update: t('content:article.title') },
    defaults: {
      type: ARTICLE_TYPES.blog,
      status: ARTICLE_STATUS.draft,
      tag_ids: [],
      content: '',
      slug: '',
      public_date: null,
      public_time: null,
    },
    toForm,
    onDone: (saved) => {
      dropDraft(key)
      setDraft(null)
      if (row) page.adopt(saved)
      else {
        leaving.current = true
        void navigate({ to: '/article/$id', params: { id: String(saved.id) }, replace: true })
      }
    },
  })
  const { form } = page
  // isDirty read while rendering: the form keeps it up to date only for a render that reads it (a subscription left
  // unread, or a first read in a callback, gives false); the draft's timer and the leave question below read the latest
  const { isDirty: changed } = useFormState({ control: form.control })
  const dirty = useRef(changed)
  useEffect(() => {
    dirty.current = changed
  }, [changed])
  const isDirty = () => dirty.current

  // ---- the draft in this browser: offered back once, then written every few seconds while changed
  const [draft, setDraft] = useState<ArticleDraft | null>(() => readDraft(key))
  const [keptAt, setKeptAt] = useState<number | null>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const subscription = form.watch(() => {
      timer ??= setTimeout(() => {
        timer = undefined
        if (!dirty.current) return
        const savedAt = Date.now()
        writeDraft(key, { values: form.getValues(), savedAt, version: row?.version ?? null })
        setKeptAt(savedAt)
      }, DRAFT_EVERY_MS)
    })
    return () => {
      subscription.unsubscribe()
      clearTimeout(timer)
    }
  }, [form, key, row?.version])
  const restore = (kept: ArticleDraft) => {
    // saved over the version it was edited from: if someone saved since, the save says so and offers the latest
    if (row && kept.version !== null) page.adopt({ ...row, version: kept.version })
    form.reset(kept.values, { keepDefaultValues: true })
    setDraft(null)
  }
  const discard = () => {
    dropDraft(key)
    setDraft(null)
  }

  // ---- leaving with unsaved changes asks (the draft stays either way)
  const [confirm, question] = useConfirm()
  useBlocker({
    // signed out (the session ended) it goes: the draft keeps what was typed
    shouldBlockFn: async ({ next }) =>
      isDirty() && !leaving.current && next.pathname !== '/login'
        ? !(await confirm({
            title: `${t('content:article.leaveTitle')} ${t('content:article.leaveText')}`,
            okText: t('content:article.leave'),
          }))
        : false,
    enableBeforeUnload: () => isDirty() && !leaving.current,
  })

  const categoryRows = categories.useAll()
  const tagRows = tags.useAll()
  const categoryOptions = (categoryRows.data ?? [])
    .filter((c) => c.status === 1 || c.id === row?.category_id)
    .map((c) => ({ value: c.id, label: c.name, disabled: c.status !== 1 }))
  const tagOptions = (tagRows.data ?? [])
    .filter((tag) => tag.status === 1 || row?.tag_ids.includes(tag.id))
    .map((tag) => ({ value: tag.id, label: tag.name }))
  const statusWords = t('content:article.statusChoice', { returnObjects: true }) as Record<string, string>
  const typeWords = t('content:articleType', { returnObjects: true }) as Record<string, string>

  const [previewed, setPreviewed] = useState<PreviewedArticle | null>(null)
  const preview = () => {
    const values = form.getValues()
    setPreviewed({
      ...values,
      content: values.content ?? '',
      category_name: categoryRows.data?.find((c) => c.id === values.category_id)?.name,
      public_at: values.public_date
        ? `${values.public_date}T${values.public_time ?? '00:00'}:00+07:00`
        : null,
    })
  }

  const readOnly = !can(row ? 'article.update' : 'article.create')
  return (
    <div className="page-panel">
      {draft && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('content:article.draftFound', { 0: formatDateTime(draft.savedAt, fmt) })}
          description={
            row && draft.version !== null && draft.version !== row.version
              ? t('content:article.draftOlder')
              : undefined
          }
          action={
            <Flex gap={8} wrap>
              <Button size="small" type="primary" onClick={() => restore(draft)}>
                {t('content:article.restore')}
              </Button>
              <Button size="small" onClick={discard}>
                {t('content:article.discard')}
              </Button>
            </Flex>
          }
        />
      )}
      {!categoryRows.isPending && categoryOptions.length === 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('content:article.noCategory')} />
      )}
      {/* what readers see now, and the preview: outside the form, so a reader who may not edit has them too */}
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        {row && <ArticleStateTag state={row.state} />}
        {row?.state === 'scheduled' && (
          <span>{t('content:article.scheduledFor', { 0: formatDateTime(row.public_at, fmt) })}</span>
        )}
        <Button onPointerEnter={ArticlePreview.preload} onFocus={ArticlePreview.preload} onClick={preview}>
          {t('content:article.preview')}
        </Button>
      </Flex>
      <PageForm {...page.shell} aria-label={page.title} readOnly={readOnly}>
        <Flex gap={24} wrap align="start">
          <div style={{ flex: '3 1 560px', minWidth: 0 }}>
            <FormSection title={t('content:article.writing')} wide>
              <TextField name="name" autoFocus={!row} />
              <SlugField />
              <TextField name="intro" multiline />
              <RichTextField name="content" disabled={readOnly} />
            </FormSection>
          </div>
          <div style={{ flex: '1 1 300px', minWidth: 0 }}>
            <FormSection title={t('content:article.publishing')} wide>
              <RadioField
                name="status"
                vertical={false}
                options={(['draft', 'published', 'hidden'] as const).map((key) => ({
                  value: ARTICLE_STATUS[key],
                  label: statusWords[key],
                }))}
              />
              <Flex gap={12} wrap>
                <DateField name="public_date" />
                <TimeField name="public_time" />
              </Flex>
              <p className="field-extra">{t('content:article.publicHint')}</p>
              <NativeSelectField
                name="category_id"
                options={categoryOptions}
                placeholder={t('content:article.chooseCategory')}
              />
              <CheckboxGroupField name="tag_ids" options={tagOptions} required={false} />
              <RadioField
                name="type"
                vertical={false}
                options={(['blog', 'product'] as const).map((key) => ({
                  value: ARTICLE_TYPES[key],
                  label: typeWords[key],
                }))}
              />
              <ImageUploadField name="avatar" />
            </FormSection>
            <FormSection title={t('content:article.seo')} wide>
              <TextField name="seo_title" counter />
              <TextField name="seo_description" multiline counter />
            </FormSection>
          </div>
        </Flex>
        {keptAt && (
          <p className="field-extra" role="status">
            {t('content:article.draftSaved', { 0: formatDateTime(keptAt, fmt) })}
          </p>
        )}
      </PageForm>
      {question}
      <DialogSuspense>
        {previewed && <ArticlePreview article={previewed} onClose={() => setPreviewed(null)} />}
      </DialogSuspense>
    </div>
  )
}
