/**
 * The website's content (/category, /article, /comment, /report): constants and rules shared by the app, its schemas
 * and the demo backend; the calls are ./content-paths.ts.
 */
/** What a category gathers (SPEC §3 "type"): tags are a group of their own. */
export const CATEGORY_TYPES = { news: 0, routeGuide: 1, notice: 2 } as const
export type CategoryType = (typeof CATEGORY_TYPES)[keyof typeof CATEGORY_TYPES]
export const CATEGORY_TYPE_KEYS = ['news', 'routeGuide', 'notice'] as const

/** The website's languages: a slug is unique within one. */
export const CONTENT_LANGUAGES = ['vi', 'en'] as const

/** SPEC §9 article types: blog 0, product 1. */
export const ARTICLE_TYPES = { blog: 0, product: 1 } as const

/** What the editor chooses: a draft, published (at `public_at`, now when empty) or hidden. */
export const ARTICLE_STATUS = { draft: 0, published: 1, hidden: 2 } as const
export type ArticleStatus = (typeof ARTICLE_STATUS)[keyof typeof ARTICLE_STATUS]

/** What a reader sees of an article now: a published one whose time has not come is scheduled. */
export const ARTICLE_STATES = ['draft', 'scheduled', 'published', 'hidden'] as const
export type ArticleState = (typeof ARTICLE_STATES)[number]

/** An article's state at `now` (ms): published with a `public_at` still ahead is scheduled. */
export function articleState(status: number, publicAt: string | null, now: number): ArticleState {
  if (status === ARTICLE_STATUS.draft) return 'draft'
  if (status === ARTICLE_STATUS.hidden) return 'hidden'
  return publicAt && Date.parse(publicAt) > now ? 'scheduled' : 'published'
}

/** What search engines show: a title and a description cut beyond these. */
export const SEO_LIMITS = { title: 60, description: 160 } as const

export const ARTICLE_LIMITS = { name: 255, intro: 1000, content: 200_000, slug: 255, tags: 20 } as const
