/**
 * The website's content calls (the seed's groups "category", "tag", "article", "comment" and "report"), shared by the
 * app and the demo backend. Apart from ./content.ts: only the content screens import this.
 */
import type { z } from 'zod'
import type {
  Article,
  articleWriteSchema,
  Category,
  categoryWriteSchema,
  Comment,
  CustomerReport,
  Tag,
  tagWriteSchema,
} from '../schemas/content.ts'
import { defineContract } from './contract.ts'
import { articleScreen, categoryScreen, commentScreen, reportScreen } from './screens.ts'

export const CONTENT_API = {
  /** GET list, all, by-type?type=, :id; POST create, update; DELETE :ids (a category with articles refused) */
  category: '/api/category',
  /** GET list, all, :id; POST create, update; DELETE :ids (a tag on articles refused) */
  tag: '/api/tag',
  /** GET list (?q= searches), by-type?type=, :id, get-by-id/:id, export-excel; POST create, update; DELETE :ids */
  article: '/api/article',
  /** GET list */
  comment: '/api/comment',
  /** POST { ids, is_active }: the selection shown or hidden */
  commentBulkUpdate: '/api/comment/bulk-update',
  /** GET list, all, :id; DELETE :ids */
  report: '/api/report',
  /** POST { id, version, reply_title, reply_content }: mailed through the settings' mail server */
  reportReply: '/api/report/reply',
  /** POST reply-by-id/:id { version, reply_title, reply_content }: the same, the report's id in the path */
  reportReplyById: '/api/report/reply-by-id',
} as const

export const categoryContract = defineContract<Category, typeof categoryWriteSchema>({
  group: 'category',
  path: CONTENT_API.category,
  ...categoryScreen,
  writes: { create: 'category.create', update: 'category.update', delete: 'category.delete' },
})

export const tagContract = defineContract<Tag, typeof tagWriteSchema>({
  group: 'tag',
  path: CONTENT_API.tag,
  ...categoryScreen,
  writes: { create: 'category.create', update: 'category.update', delete: 'category.delete' },
})

export const articleContract = defineContract<Article, typeof articleWriteSchema>({
  group: 'article',
  path: CONTENT_API.article,
  ...articleScreen,
  writes: { create: 'article.create', update: 'article.update', delete: 'article.delete' },
})

/** Comments are written by the website's readers; the office shows or hides them (`comment.update`). */
export const commentContract = defineContract<Comment, z.ZodObject>({
  group: 'comment',
  path: CONTENT_API.comment,
  ...commentScreen,
  writes: { create: 'comment.update', update: 'comment.update', delete: 'comment.update' },
})

/** Customers' reports arrive from the website; the office answers (`report.reply`) or deletes them. */
export const reportContract = defineContract<CustomerReport, z.ZodObject>({
  group: 'report',
  path: CONTENT_API.report,
  ...reportScreen,
  writes: { create: 'report.reply', update: 'report.reply', delete: 'report.delete' },
})
