import { z } from 'zod'
import { describeFindings, holdsAny, scanHtml } from '../../lib/html-allow-list.ts'
import { ARTICLE_LIMITS, CONTENT_LANGUAGES, SEO_LIMITS } from '../contracts/content.ts'
import {
  activeStatus,
  because,
  clockTime,
  integer,
  isoDate,
  optionalText,
  reference,
  requiredText,
  text,
  uploadPath,
} from './fields.ts'

/*
 * The website's content: categories and tags, articles, readers' comments, customers' reports (labels: `content`).
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A slug as typed, or empty: the backend then makes it from the name (lib/slug). */
const slug = () =>
  text(ARTICLE_LIMITS.slug)
    .refine((s) => s === '' || SLUG.test(s), because('slug'))
    .nullable()
    .optional()
    .transform((s) => (s ? s : null))

const language = () => z.enum(CONTENT_LANGUAGES)

// ------------------------------------------------------------------------------------------ categories, tags

export const categorySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  slug: z.string(),
  language: z.string(),
  status: z.number().int(),
  /** how many articles it holds: one with any cannot be deleted */
  article_count: z.number().int(),
})
export type Category = z.infer<typeof categorySchema>

export const categoryWriteSchema = z.object({
  name: requiredText(255),
  type: z.literal([0, 1, 2]),
  slug: slug(),
  language: language(),
  status: activeStatus(),
})

export const tagSchema = categorySchema.omit({ type: true })
export type Tag = z.infer<typeof tagSchema>

export const tagWriteSchema = categoryWriteSchema.omit({ type: true })

// ------------------------------------------------------------------------------------------ articles

export const articleSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  slug: z.string(),
  intro: z.string().nullable(),
  avatar: z.string().nullable(),
  /** rich HTML within lib/html-allow-list */
  content: z.string(),
  category_id: z.number().int(),
  category_name: z.string().nullable(),
  tag_ids: z.array(z.number().int()),
  /** what the editor chose (ARTICLE_STATUS) */
  status: z.number().int(),
  /** what a reader sees now (articleState): a published article whose time is ahead is scheduled */
  state: z.enum(['draft', 'scheduled', 'published', 'hidden']),
  /** ISO 8601 with +07:00; null: published when saved as published */
  public_at: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  author_name: z.string(),
  updated_at: z.string(),
})
export type Article = z.infer<typeof articleSchema>

/** Rich HTML within the allow-list SafeHtml renders with (lib/html-allow-list): the rest refused by name. */
export const richHtml = (max: number) =>
  text(max, { multiline: true }).superRefine((html, ctx) => {
    const outside = scanHtml(html)
    if (holdsAny(outside))
      ctx.addIssue({ code: 'custom', ...because('htmlRefused', { 0: describeFindings(outside) }) })
  })

/**
 * An article's create and update (`article.create`, `article.update`): its publication day and time in
 * Asia/Ho_Chi_Minh (both or neither; a time ahead schedules a published article), its SEO title and description
 * within what search engines show.
 */
export const articleWriteSchema = z
  .object({
    type: z.literal([0, 1]),
    name: requiredText(ARTICLE_LIMITS.name),
    slug: slug(),
    intro: optionalText(ARTICLE_LIMITS.intro, { multiline: true }),
    avatar: uploadPath().nullable().optional(),
    content: richHtml(ARTICLE_LIMITS.content),
    category_id: reference(),
    tag_ids: z.array(reference()).max(ARTICLE_LIMITS.tags),
    status: z.literal([0, 1, 2]),
    public_date: isoDate().nullable().optional(),
    public_time: clockTime().nullable().optional(),
    seo_title: optionalText(SEO_LIMITS.title),
    seo_description: optionalText(SEO_LIMITS.description, { multiline: true }),
  })
  .superRefine((article, ctx) => {
    if (article.public_time && !article.public_date)
      ctx.addIssue({ code: 'custom', path: ['public_date'], ...because('publicDateNeeded') })
  })

// ------------------------------------------------------------------------------------------ comments

export const commentSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  article_id: z.number().int(),
  article_name: z.string().nullable(),
  user_name: z.string(),
  user_phone: z.string().nullable(),
  user_email: z.string().nullable(),
  content: z.string(),
  /** 1 shown on the website, 0 hidden */
  is_active: z.number().int(),
  created_at: z.string(),
})
export type Comment = z.infer<typeof commentSchema>

/** The selection shown or hidden at once (`comment.update`). */
export const commentBulkWriteSchema = z.object({
  ids: z.array(reference()).min(1).max(500),
  is_active: activeStatus(),
})

// ------------------------------------------------------------------------------------------ customers' reports

export const customerReportSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  reply_title: z.string().nullable(),
  reply_content: z.string().nullable(),
  /** 1 answered, 0 not yet */
  responded: z.number().int(),
  responded_by: z.string().nullable(),
  responded_at: z.string().nullable(),
  created_at: z.string(),
  /** the customer whose phone it is, if any: their history is a link away */
  customer_id: z.number().int().nullable(),
})
export type CustomerReport = z.infer<typeof customerReportSchema>

/** A report's answer (`report.reply`), on the version the clerk read: mailed to the customer's address. */
export const reportReplyWriteSchema = z.object({
  id: reference(),
  version: integer(0, Number.MAX_SAFE_INTEGER),
  reply_title: requiredText(255),
  reply_content: requiredText(5000, { multiline: true }),
})
