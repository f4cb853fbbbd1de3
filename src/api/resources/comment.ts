import { defineResource } from '../define-resource'
import { send } from '../define-group'
import { CONTENT_API, commentContract } from '../contracts/content-paths'
import type { Comment } from '../schemas/content'
import { resourceEvent } from '../../realtime/events'
import { commentSchema } from 'virtual:shapes/content'

/** Readers' comments on the articles (/comment). */
export const comments = defineResource(commentContract, commentSchema)

/** The selection shown (1) or hidden (0) on the website at once. */
export const setCommentsShown = comments.group.command(
  'bulk-update',
  (body: { ids: number[]; is_active: 0 | 1 }) => send<Comment[]>(CONTENT_API.commentBulkUpdate, body),
  { event: resourceEvent('comment', 'updated') },
)
