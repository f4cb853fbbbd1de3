/**
 * The website's content (CONTENT_API): categories and tags (a slug unique in its language, made from the name when
 * none is given; one holding articles is not deleted), articles (rich HTML within the allow-list SafeHtml renders
 * with; published at their time, the change announced then), readers' comments shown or hidden in bulk, and
 * customers' reports answered by e-mail through the settings' mail server.
 */
import { http } from 'msw'
import type { z } from 'zod'
import { ARTICLE_STATUS, articleState } from '../../src/api/contracts/content.ts'
import {
  articleContract,
  categoryContract,
  commentContract,
  CONTENT_API as P,
  reportContract,
  tagContract,
} from '../../src/api/contracts/content-paths.ts'
import {
  articleWriteSchema,
  categoryWriteSchema,
  commentBulkWriteSchema,
  reportReplyWriteSchema,
  tagWriteSchema,
  type Category,
  type Tag,
} from '../../src/api/schemas/content.ts'
import viContent from '../../src/i18n/locales/vi/content.ts'
import { slugify } from '../../src/lib/slug.ts'
import { messageCatalogue } from '../catalogues.ts'
import type { Contract } from '../../src/api/contracts/contract.ts'
import type { Collection } from '../db/collection.ts'
import type { ArticleRecord } from '../db/seed-content.ts'
import { customerWithPhone, db, runtime } from '../db/index.ts'
import { vnIso, vnIsoAt } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { crud, readOnly } from './crud.ts'
import {
  ApiError,
  assertValid,
  langOf,
  normalise,
  ok,
  param,
  parseIds,
  readJson,
  requirePermission,
  requireUser,
  safe,
  t,
} from './util.ts'
import { parseWrite } from './validate.ts'

type RuleKey = keyof (typeof viContent)['validation']
const say = (request: Request, key: RuleKey, ...args: Array<string | number>) =>
  args.reduce<string>(
    (text, arg, i) => text.replace(`{{${i}}}`, String(arg)),
    messageCatalogue(langOf(request), 'content').messages?.[key] ?? key,
  )

/** Without a sort asked for, the newest first (the list's filters and sort apply after). */
const newestFirst = <T>(rows: T[]) => [...rows].reverse()

/** The backend's now: the real clock, moved on by the test control `/__mock/clock`. */
export const contentNow = () => Date.now() + runtime.clockOffsetMs

// ------------------------------------------------------------------------------------------ categories, tags

type Taxonomy = Category | Tag
type TaxonomyValues = { name: string; slug: string | null; language: string }

/** A slug given or made from the name, unused by another row of the same language. */
const uniqueSlug =
  <T extends Taxonomy>(rows: () => Collection<T>) =>
  <V extends TaxonomyValues>(request: Request, values: V, existing: T | undefined): V => {
    const slug = values.slug ?? slugify(values.name)
    const taken = rows().findBy(
      (r) => r.id !== existing?.id && r.language === values.language && r.slug === slug,
    )
    assertValid(request, {
      slug: !slug ? [say(request, 'slugNeeded')] : taken ? [say(request, 'slugTaken')] : [],
    })
    return { ...values, slug }
  }

const articlesIn = (categoryId: number) => db.articles.filter((a) => a.category_id === categoryId).length
const articlesTagged = (tagId: number) => db.articles.filter((a) => a.tag_ids.includes(tagId)).length

const categoryHandlers = [
  http.get(
    `*${P.category}/by-type`,
    safe(({ request }) => {
      requirePermission(request, ['category.view', 'article.view'])
      const type = Number(new URL(request.url).searchParams.get('type'))
      return ok(
        db.categories
          .filter((c) => c.type === type && c.status === 1)
          .map((c) => ({ ...c, article_count: articlesIn(c.id) })),
      )
    }),
  ),
  ...crud({
    contract: categoryContract,
    write: categoryWriteSchema,
    rows: () => db.categories,
    // the article screens choose among them
    readCodes: ['category.view', 'article.view'],
    present: (c) => ({ ...c, article_count: articlesIn(c.id) }),
    rules: uniqueSlug(() => db.categories),
    inUse: (id) => articlesIn(id) > 0,
    inUseMessage: (request, [id]) =>
      say(request, 'categoryHasArticles', db.categories.find(id)!.name, articlesIn(id)),
  }),
  ...crud({
    contract: tagContract,
    write: tagWriteSchema,
    rows: () => db.tags,
    readCodes: ['category.view', 'article.view'],
    present: (tag) => ({ ...tag, article_count: articlesTagged(tag.id) }),
    rules: uniqueSlug(() => db.tags),
    inUse: (id) => articlesTagged(id) > 0,
    inUseMessage: (request, [id]) =>
      say(request, 'tagHasArticles', db.tags.find(id)!.name, articlesTagged(id)),
  }),
]

// ------------------------------------------------------------------------------------------ articles

const presentArticle = (a: ArticleRecord): ArticleRecord => ({
  ...a,
  state: articleState(a.status, a.public_at, contentNow()),
  category_name: db.categories.find(a.category_id)?.name ?? null,
})

/**
 * Announces an article published at its time, as saved then (a later save arms its own; one a day ahead or more is
 * not armed: its state is still right whenever it is read).
 */
function announceWhenPublished(article: ArticleRecord) {
  if (article.status !== ARTICLE_STATUS.published || !article.public_at) return
  const wait = Date.parse(article.public_at) - contentNow()
  if (wait <= 0 || wait > 24 * 3600 * 1000) return
  const rows = db.articles
  const offset = runtime.clockOffsetMs
  const timer = setTimeout(() => {
    // the same data (no reset since), the article as saved then, and the clock not moved on meanwhile (the test
    // control announced it then)
    const now = rows === db.articles ? rows.find(article.id) : undefined
    if (now?.version === article.version && runtime.clockOffsetMs === offset)
      emitChanged('article', 'updated', [article.id])
  }, wait + 50)
  ;(timer as { unref?: () => void }).unref?.()
}

/** Moves the backend's clock on (tests): each article this publishes is announced now. */
export function advanceContentClock(ms: number) {
  const scheduled = db.articles.all().filter((a) => presentArticle(a).state === 'scheduled')
  runtime.clockOffsetMs += ms
  const published = scheduled.filter((a) => presentArticle(a).state === 'published').map((a) => a.id)
  if (published.length) emitChanged('article', 'updated', published)
  return published
}

type ArticleValues = z.output<typeof articleWriteSchema>

function articleRules(request: Request, values: ArticleValues, existing: ArticleRecord | undefined) {
  const category = db.categories.find(values.category_id)
  const keepsCategory = existing?.category_id === values.category_id
  const slug = values.slug ?? slugify(values.name)
  const taken = db.articles.findBy((a) => a.id !== existing?.id && a.slug === slug)
  assertValid(request, {
    category_id:
      !category || (category.status !== 1 && !keepsCategory) ? [say(request, 'categoryNotFound')] : [],
    tag_ids: values.tag_ids.some((id) => !db.tags.find(id)) ? [say(request, 'tagNotFound')] : [],
    slug: !slug ? [say(request, 'slugNeeded')] : taken ? [say(request, 'articleSlugTaken')] : [],
  })
  const user = requireUser(request)
  // published without a time: now; a time given is kept, ahead (scheduled) or past
  const public_at = values.public_date
    ? vnIso(values.public_date, values.public_time ?? '00:00')
    : values.status === ARTICLE_STATUS.published
      ? vnIsoAt(contentNow())
      : null
  return {
    ...values,
    slug,
    public_at,
    public_date: public_at?.slice(0, 10) ?? null,
    public_time: public_at?.slice(11, 16) ?? null,
    tag_ids: [...new Set(values.tag_ids)],
    updated_at: vnIsoAt(contentNow()),
    ...(existing ? {} : { author_id: user.id, author_name: user.fullname }),
  } as ArticleValues
}

/** A tag's articles; a search looks in the title, web address and summary (not in the HTML's markup). */
const articleMatches =
  (filters: Record<string, string>) =>
  (a: ArticleRecord): boolean =>
    (!filters.tag_id || a.tag_ids.includes(Number(filters.tag_id))) &&
    (!filters.q ||
      [a.name, a.slug, a.intro ?? ''].some((text) => normalise(text).includes(normalise(filters.q))))

const enStates = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', hidden: 'Hidden' }

const articleHandlers = [
  http.get(
    `*${P.article}/by-type`,
    safe(({ request }) => {
      requirePermission(request, 'article.view')
      const type = Number(new URL(request.url).searchParams.get('type'))
      return ok(db.articles.filter((a) => a.type === type).map(presentArticle))
    }),
  ),
  ...crud({
    // stored with its author and publication day and time, shown as the app's Article
    contract: articleContract as Contract<ArticleRecord, typeof articleWriteSchema>,
    write: articleWriteSchema,
    rows: () => db.articles,
    readCodes: ['article.view'],
    present: presentArticle,
    rules: articleRules,
    afterSave: announceWhenPublished,
    defaults: () => ({ type: 0, tag_ids: [], status: ARTICLE_STATUS.draft, state: 'draft' as const }),
    filter: (rows, filters) => newestFirst(rows.filter(articleMatches(filters))),
    exportExcel: {
      code: 'article.view',
      sheet: { vi: 'Bài viết', en: 'Articles' },
      filename: 'bai-viet',
      columns: [
        { key: 'name', value: (a) => a.name },
        { key: 'category_id', value: (a) => a.category_name },
        {
          key: 'status',
          value: (a, lang) => (lang === 'en' ? enStates : viContent.articleState)[a.state],
        },
        { key: 'public_at', value: (a) => a.public_at?.slice(0, 16).replace('T', ' ') ?? null },
        { key: 'author_name', value: (a) => a.author_name },
        { key: 'slug', value: (a) => a.slug },
      ],
    },
  }),
]

// ------------------------------------------------------------------------------------------ comments

const commentReads = readOnly({
  path: P.comment,
  rows: () => db.comments,
  filter: newestFirst,
  readCodes: ['article.view'],
  present: (c) => ({ ...c, article_name: db.articles.find(c.article_id)?.name ?? null }),
})

const commentHandlers = [
  http.post(
    `*${P.commentBulkUpdate}`,
    safe(async ({ request }) => {
      requirePermission(request, commentContract.writes.update)
      const { ids, is_active } = parseWrite(
        request,
        commentBulkWriteSchema,
        await readJson(request),
        'content',
      )
      const found = [...new Set(ids)].filter((id) => db.comments.find(id))
      if (!found.length) throw new ApiError(404, t(request, 'notFound'))
      const changed = found.map((id) => db.comments.update(id, { is_active })!)
      emitChanged('comment', 'updated', found, request)
      return ok(changed.map(commentReads.present), t(request, 'updated'))
    }),
  ),
  ...commentReads.lists,
  ...commentReads.byId,
]

// ------------------------------------------------------------------------------------------ customers' reports

const reportReads = readOnly({
  path: P.report,
  rows: () => db.reports,
  filter: newestFirst,
  readCodes: ['report.view'],
  present: (r) => ({ ...r, customer_id: (r.phone && customerWithPhone(r.phone)?.id) || null }),
})

/**
 * The answer goes by e-mail through the settings' mail server (the outbox shows it), then the report is answered:
 * the report's id in the body (`reply`) or in the path (`reply-by-id/:id`).
 */
async function reply(request: Request, idFromPath?: number) {
  const user = requirePermission(request, reportContract.writes.update)
  const sent = await readJson(request)
  const body = parseWrite(request, reportReplyWriteSchema, { ...sent, id: idFromPath ?? sent.id }, 'content')
  const report = reportReads.find(request, body.id)
  if (body.version !== report.version) throw new ApiError(409, t(request, 'staleWrite'))
  if (report.responded) throw new ApiError(422, say(request, 'reportAnswered', report.responded_by ?? ''))
  if (!report.email) throw new ApiError(422, say(request, 'replyNeedsEmail'))
  const mail = db.privateSettings
  if (!mail.mail_host || !mail.mail_port) throw new ApiError(422, t(request, 'mailNotConfigured'))
  runtime.outbox.push({
    to: report.email,
    subject: body.reply_title,
    body: body.reply_content,
    link: '',
    sent_at: vnIsoAt(contentNow()),
  })
  const answered = db.reports.update(report.id, {
    reply_title: body.reply_title,
    reply_content: body.reply_content,
    responded: 1,
    responded_by: user.fullname,
    responded_at: vnIsoAt(contentNow()),
  })!
  emitChanged('report', 'updated', [report.id], request)
  return ok(reportReads.present(answered), t(request, 'replySent', report.email))
}

const reportHandlers = [
  http.post(
    `*${P.reportReply}`,
    safe(({ request }) => reply(request)),
  ),
  http.post(
    `*${P.reportReplyById}/:id`,
    safe(({ request, params }) => reply(request, Number(param(params.id)))),
  ),
  ...reportReads.lists,
  http.delete(
    `*${P.report}/:ids`,
    safe(({ request, params }) => {
      requirePermission(request, reportContract.writes.delete)
      const removed = db.reports.remove(parseIds(params.ids))
      if (!removed.length) throw new ApiError(404, t(request, 'notFound'))
      emitChanged('report', 'deleted', removed, request)
      return ok(removed, t(request, 'deleted'))
    }),
  ),
  ...reportReads.byId,
]

export const contentHandlers = [
  ...categoryHandlers,
  ...articleHandlers,
  ...commentHandlers,
  ...reportHandlers,
]
