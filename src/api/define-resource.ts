/**
 * The resource groups with CRUD screens (`defineResource(contract, shape)`: list, all, detail, create, update,
 * remove, export) and a command on a screen (`useCommand`: its mutation, and the confirmation key of a command that
 * carries one). Built on `defineGroup` (./define-group.ts), which every module of src/api/resources is made by.
 */
import { useRef } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Contract } from './contracts/contract'
import { toSearchParams } from './envelope'
import type { ListQuery } from './http'
import type { ResponseShape } from './response-shape'
import { endsConfirmation, keyFor, type BatchKey } from './confirmation-key'
import { defineGroup, download, drop, each, get, page, send, type Command, type Id } from './define-group'
import { resourceEvent } from '../realtime/events'

// ---------------------------------------------------------------------------------------------------
// Commands on a screen

type WithKey = { idempotency_key: string }

/**
 * A command for a screen: TanStack's mutation, plus `confirm` for a command declared with `confirm` (a sale, a
 * move, a load: DECISIONS #12). `confirm(vars)` adds the idempotency key: the same one while it confirms the same
 * thing (a retry after a network failure gets the first answer back), a new one once what it confirms changed, an
 * answer came or the backend refused it. A second `confirm` while one is on its way is not sent: it resolves `null`
 * (nothing more done), and the first one's caller handles the answer.
 */
export function useCommand<V, R>(command: Command<V, R>) {
  const mutation = useMutation(command())
  const held = useRef<BatchKey | null>(null)
  const inFlight = useRef(false)
  const confirm = async (vars: Omit<V, keyof WithKey>): Promise<R | null> => {
    if (inFlight.current) return null
    inFlight.current = true
    const key = keyFor(held.current, JSON.stringify(vars))
    held.current = key
    try {
      const answer = await mutation.mutateAsync({ ...vars, idempotency_key: key.key } as V)
      held.current = null
      return answer
    } catch (error) {
      if (endsConfirmation(error)) held.current = null
      throw error
    } finally {
      inFlight.current = false
    }
  }
  return { ...mutation, confirm }
}

// ---------------------------------------------------------------------------------------------------
// Resource groups with CRUD screens

/** What create sends: the write fields (their input form: a form may hold '' for an empty text). */
export type CreateInput<W extends z.ZodObject> = z.input<W>
/** What update sends: the id, the version it edited and the fields to change. */
export type UpdateInput<W extends z.ZodObject> = { id: Id; version: number } & Partial<z.input<W>>

export interface ExportInput {
  /** The list's query: its filters and sort are sent the way the list sends them; paging is dropped. */
  query: ListQuery
  /** Download name, e.g. 'xe.xlsx'. */
  filename: string
}

/** The list, all-rows and detail queries of a contract's group (a route's loader prefetches them). */
export function crudQueries<T>(contract: Pick<Contract, 'group' | 'path'>, shape?: ResponseShape<T>) {
  const group = defineGroup(contract.group)
  const { path } = contract
  return {
    group,
    list: group.query('list', (query: ListQuery) => page<T>(`${path}/list`, query, shape), {
      keepPrevious: true,
    }),
    all: group.query('all', () =>
      get<T[]>(`${path}/all`, undefined, { fallback: [], shape: shape && each(shape) }),
    ),
    detail: group.query('detail', (id: Id) =>
      get<T>(`${path}/${encodeURIComponent(String(id))}`, undefined, { shape }),
    ),
  }
}

/** A resource group's queries and commands; `shape` is its entity's (`virtual:shapes/<schema file>`). */
export function defineResource<T extends { id: number; version: number }, W extends z.ZodObject>(
  contract: Contract<T, W>,
  shape: ResponseShape<T>,
) {
  const { group: name, path } = contract
  const { group, list, all, detail } = crudQueries<T>(contract, shape)
  // A save refreshes exactly what the group's socket event refreshes in the other clerks' browsers (the
  // backend does not echo it back to the clerk who saved).
  const event = resourceEvent(name, 'updated')
  const create = group.command('create', (body: CreateInput<W>) => send<T>(`${path}/create`, body), { event })
  const update = group.command('update', (body: UpdateInput<W>) => send<T>(`${path}/update`, body), { event })
  const removeMany = group.command('remove', (ids: Id[]) => drop(path, ids), { event })
  // Every row matching the filters, not one page.
  const exportList = group.command('export', ({ query, filename }: ExportInput) => {
    const { page: _page, itemsPerPage: _size, ...params } = toSearchParams(query)
    return download(`${path}/export-excel`, params, filename)
  })
  const keys = {
    all: group.all,
    lists: () => [name, 'list'] as const,
    list: (query: ListQuery) => list(query).queryKey,
    allRows: () => all().queryKey,
    details: () => [name, 'detail'] as const,
    detail: (id: Id) => detail(id).queryKey,
  }

  return {
    name,
    path,
    contract,
    group,
    keys,
    list,
    all,
    detail,
    create,
    update,
    remove: removeMany,
    export: exportList,
    useList: (query: ListQuery) => useQuery(list(query)),
    useAll: () => useQuery(all()),
    useDetail: (id: Id | null | undefined) =>
      useQuery({ ...detail(id ?? ''), enabled: id !== null && id !== undefined && id !== '' }),
    useCreate: () => useMutation(create()),
    useUpdate: () => useMutation(update()),
    useRemove: () => useMutation(removeMany()),
    useExport: () => useMutation(exportList()),
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any contract: screens take any resource of a row type
export type Resource<T extends { id: number; version: number }, W extends z.ZodObject = any> = ReturnType<
  typeof defineResource<T, W>
>
