/**
 * An article's unsaved draft in this browser (localStorage), by user and article: written every few seconds while
 * the form holds changes, offered back when the form opens again (after a crash, a closed tab or a lost session),
 * dropped once saved or discarded.
 */

/** How often, at most, a changing form is written down. */
export const DRAFT_EVERY_MS = 3000

export interface ArticleDraft {
  values: Record<string, unknown>
  /** when it was written (ms) */
  savedAt: number
  /** the version of the article it was edited from (none: a new article) */
  version: number | null
}

export const draftKey = (userId: number, articleId: number | undefined) =>
  `article-draft:${userId}:${articleId ?? 'new'}`

export function readDraft(key: string): ArticleDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as ArticleDraft | null
    return draft && typeof draft.values === 'object' && typeof draft.savedAt === 'number' ? draft : null
  } catch {
    return null
  }
}

export function writeDraft(key: string, draft: ArticleDraft) {
  try {
    localStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // storage full or refused: the form still holds what was typed
  }
}

export const dropDraft = (key: string) => localStorage.removeItem(key)
