import type { z } from 'zod'
import type { Resource } from '../../api/define-resource'
import type { Id } from '../../api/define-group'

/**
 * Create-or-update of a resource: with `edited` (the id and the version the form was opened on) it updates,
 * else creates. Resolves the row the server saved; null when the call resolved empty (403 / network, already
 * toasted). A refused save rejects with the ApiError: 422 carries the field messages, 409 says
 * someone else saved the row in between.
 */
export function useResourceSave<T extends { id: number; version: number }, W extends z.ZodObject>(
  resource: Resource<T, W>,
) {
  const create = resource.useCreate()
  const update = resource.useUpdate()
  return async (values: z.input<W>, edited?: { id: Id; version: number }): Promise<T | null> =>
    edited ? await update.mutateAsync({ ...values, ...edited }) : await create.mutateAsync(values)
}
