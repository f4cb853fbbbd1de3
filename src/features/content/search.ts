/** What the content lists keep in the address (validateSearch: loaded with the first bundle, so free of resources). */
import { ARTICLE_STATES, CONTENT_LANGUAGES, type ArticleState } from '../../api/contracts/content'
import { choiceFilter, numberFilter, type ListSearch } from '../../lib/list-search'

/** /category: the categories, or with `tab=tags` the tags, by type, language and status. */
export const taxonomyFilters = {
  tab: choiceFilter(['tags'] as const),
  type: numberFilter(),
  language: choiceFilter(CONTENT_LANGUAGES),
  status: numberFilter(),
}
export type TaxonomySearch = ListSearch & {
  tab?: 'tags'
  type?: number
  language?: (typeof CONTENT_LANGUAGES)[number]
  status?: number
}

/** /article: by state (scheduled among them), category and tag. */
export const articleFilters = {
  state: choiceFilter(ARTICLE_STATES),
  category_id: numberFilter(),
  tag_id: numberFilter(),
}
export type ArticleSearch = ListSearch & { state?: ArticleState; category_id?: number; tag_id?: number }

/** /comment: shown or hidden, on one article. */
export const commentFilters = { is_active: numberFilter(), article_id: numberFilter() }
export type CommentSearch = ListSearch & { is_active?: number; article_id?: number }

/** /report: answered or not. */
export const reportFilters = { responded: numberFilter() }
export type ReportSearch = ListSearch & { responded?: number }
