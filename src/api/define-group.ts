/**
 * The resource factory (ARCHITECTURE "The resource factory"): every module of src/api/resources is made here,
 * so every group shares one policy for keys, errors, invalidation and confirmations.
 *
 * A group (`defineGroup('ticket')`) has one key root; its queries and commands are declared by what they call:
 *
 *   const group = defineGroup('ticket')
 *   export const saleDiagram = group.query('diagram', (tripId: number) => get<SaleDiagram>(`${P.diagram}/${tripId}`))
 *   export const sellSeats = group.command('sell', (body: TicketSaleWrite) => send<Ticket[]>(P.sell, body), {
 *     event: SOCKET_EVENTS.ticketCreateOrUpdate,
 *     confirm: true,
 *   })
 *   useQuery(saleDiagram(5))           // key ['ticket', 'diagram', 5]
 *   const sell = useCommand(sellSeats) // sell.confirm(body): one idempotency key per thing confirmed
 *
 * A resource group with CRUD screens is `defineResource(contract)`: the same queries and commands, for list, all,
 * detail, create, update, remove and export.
 *
 * - Queries throw on every failure (already told by the HTTP core): the cache keeps the last good data and the
 *   screen shows its error state. A query's key is `[root, name, …args]`, so everything of a group sits under
 *   its root.
 * - Commands reject on every failure (ApiError, already told; a 409 is shown by the form that made it). Their
 *   success invalidates what the backend's announcement of the same change invalidates in the other clerks'
 *   browsers (`event`, through the one map of src/realtime/events.ts, which the query client loads when a command
 *   with an event first succeeds: the signed-in frame's, not the sign-in page's first bundle).
 */
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import { getList, getOne, post, type ListQuery } from './http'
import type { ListPage } from './schemas/envelope'
import type { ResponseShape, Shape } from './response-shape'
import type { ChangeEvent, QueryRoot } from '../realtime/events'

export type Id = number | string
type SearchParams = Record<string, string | number | boolean | undefined>

// ---------------------------------------------------------------------------------------------------
// What a query reads and what a command sends

/** A query's call: one GET. `T` is what the query's data is. */
export type Read<T> =
  | {
      kind: 'one'
      path: string
      params?: SearchParams
      fallback?: T
      orOnFailure?: boolean
      quiet?: readonly number[]
      shape?: Shape
    }
  | { kind: 'page'; path: string; query: ListQuery; shape?: Shape }

interface ReadOptions<T> {
  /** the shape the data must have (`virtual:shapes/<schema file>`; `each(…)` for a list of rows) */
  shape?: ResponseShape<T>
  /** the data of a success without data (e.g. `[]` for a list of choices); without it, `null` */
  fallback?: T
  /**
   * The fallback also when the call fails (already told): only for what the app cannot start without (the
   * general settings), never for a screen's data, whose error state must be reachable.
   */
  orOnFailure?: boolean
  /** error statuses the screen says itself (no toast) */
  quiet?: readonly number[]
}

/** GET `path` → the envelope's data. */
export function get<T>(path: string, params?: SearchParams): Read<T | null>
export function get<T>(
  path: string,
  params: SearchParams | undefined,
  options: ReadOptions<T> & { fallback: T },
): Read<T>
export function get<T>(
  path: string,
  params: SearchParams | undefined,
  options: ReadOptions<T>,
): Read<T | null>
export function get<T>(path: string, params?: SearchParams, options: ReadOptions<T> = {}): Read<T> {
  return { kind: 'one', path, params, ...options }
}

/** GET one page of a list (SPEC §7's paging, sorting and filters) → a safe ListPage whose rows have `shape`. */
export const page = <T>(path: string, query: ListQuery, shape?: ResponseShape<T>): Read<ListPage<T>> => ({
  kind: 'page',
  path,
  query,
  shape,
})

/** The shape of a list of rows of `shape`. */
export const each = <T>(shape: ResponseShape<T>) => ['array', shape] as unknown as ResponseShape<T[]>

function read<T>(call: Read<T>, signal: AbortSignal): Promise<T> {
  if (call.kind === 'page') return getList(call.path, call.query, { signal, shape: call.shape }) as Promise<T>
  const data = getOne<T>(call.path, call.params, { signal, quiet: call.quiet, shape: call.shape }).then(
    (data) => (data ?? call.fallback ?? null) as T,
  )
  return call.orOnFailure ? data.catch(() => call.fallback as T) : data
}

/** A command's call; `R` (a type only) is what its promise resolves to. */
export type Send<R> = (
  | { kind: 'post'; path: string; body?: unknown; quiet?: readonly number[] }
  | { kind: 'delete'; path: string; ids: Id[] }
  | { kind: 'export'; path: string; params: Record<string, unknown>; filename: string }
  | { kind: 'upload'; path: string; file: File }
) & { readonly answer?: R }

/** POST `body` to `path` → the envelope's data (`null` for a success without data). */
export const send = <R>(path: string, body?: unknown, options: { quiet?: readonly number[] } = {}) =>
  ({ kind: 'post', path, body, ...options }) as Send<R | null>

/** DELETE `path/<ids>` (success toasted with the server's message) → true. */
export const drop = (path: string, ids: Id[]) => ({ kind: 'delete', path, ids }) as Send<boolean>

/** GET a file and hand it to the browser as `filename` → true when a file came (false: an envelope came instead). */
export const download = (path: string, params: Record<string, unknown>, filename: string) =>
  ({ kind: 'export', path, params, filename }) as Send<boolean>

/** Upload `file` (multipart, field `file`) → `{ name, url }` of the stored file. */
export const attach = (path: string, file: File) =>
  ({ kind: 'upload', path, file }) as Send<{ name: string; url: string } | null>

/** A delete, an export or an upload: helpers of the signed-in screens only, loaded with the signed-in frame. */
const signedIn = () => import('./http-signed-in')

function call<R>(call: Send<R>): Promise<R> {
  switch (call.kind) {
    case 'post':
      return post<R>(call.path, call.body, { quiet: call.quiet }) as Promise<R>
    case 'delete':
      return signedIn().then((m) => m.remove(call.path, call.ids)) as Promise<R>
    case 'export':
      return signedIn().then((m) => m.exportFile(call.path, call.params, call.filename)) as Promise<R>
    case 'upload':
      return signedIn().then((m) => m.upload(call.file, call.path)) as Promise<R>
  }
}

// ---------------------------------------------------------------------------------------------------
// Groups

export interface QueryExtras {
  /** keep the rows shown while the next page or filter loads (lists) */
  keepPrevious?: boolean
  staleTime?: number
  refetchInterval?: number
}

export interface CommandExtras {
  /** The backend's announcement of the same change: its success refreshes what that event refreshes. */
  event?: ChangeEvent
  /** DECISIONS #12: the command carries an idempotency key, owned by {@link useCommand}. */
  confirm?: boolean
}

/** A command: its mutation options (for useMutation or a MutationObserver), and whether it carries a key. */
export type Command<V, R> = (() => ReturnType<typeof commandOptions<V, R>>) & { confirm: boolean }

const commandOptions = <V, R>(
  root: QueryRoot,
  name: string,
  send: (vars: V) => Send<R>,
  event?: ChangeEvent,
) =>
  mutationOptions<R, Error, V>({
    mutationKey: [root, name],
    mutationFn: (vars: V) => call(send(vars)),
    meta: { event },
  })

export function defineGroup<Root extends QueryRoot>(root: Root) {
  return {
    root,
    /** The key every query of the group sits under. */
    all: [root] as const,
    /** A query: key `[root, name, …args]`, data read by `read(…args)`. */
    query:
      <A extends unknown[], T>(name: string, read_: (...args: A) => Read<T>, extras: QueryExtras = {}) =>
      (...args: A) =>
        queryOptions({
          queryKey: [root, name, ...args] as readonly [Root, string, ...A],
          queryFn: ({ signal }): Promise<T> => read(read_(...args), signal),
          ...(extras.keepPrevious ? { placeholderData: keepPreviousData } : {}),
          ...(extras.staleTime !== undefined ? { staleTime: extras.staleTime } : {}),
          ...(extras.refetchInterval !== undefined ? { refetchInterval: extras.refetchInterval } : {}),
        }),
    /** A command: mutation key `[root, name]`; what it sends is `send(vars)`. */
    command: <V, R>(name: string, send_: (vars: V) => Send<R>, extras: CommandExtras = {}): Command<V, R> =>
      Object.assign(() => commandOptions(root, name, send_, extras.event), { confirm: !!extras.confirm }),
  }
}
