/**
 * The options every signed-in screen's route shares: who opens it (a guard that runs before anything loads: 403
 * page, no call made), its title, the translation namespaces its screen speaks, and the error page of a route
 * that could not open. Its `loader` stays in the route file, so the router splits it from the first bundle and
 * loads it in parallel with the screen's code; `prefetch` loads the namespaces and the first data together.
 *
 *   export const Route = createFileRoute('/_app/car')({
 *     ...listRoute(carScreen, { titleKey: 'menu:cars', filters: { brand_id: numberFilter() } }),
 *     loader: (match) => prefetch(match, cars.list(searchToQuery(match.deps))),
 *     component: CarsRoute,
 *   })
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import { useRouter, type AnyRoute, type ErrorComponentProps } from '@tanstack/react-router'

import { useTranslation } from 'react-i18next'
import type { ContractScreen } from '../../api/contracts/screens'
import { meQuery } from '../../api/resources/auth'
import type { User } from '../../api/schemas/auth'
import { holdsCode } from '../../lib/permissions'
import { loadNamespaces } from '../../i18n'
import type { LazyNamespace } from '../../i18n/types'
import type { TitleKey } from '../use-page-title'
import { listSearch, type SearchFilter, type SearchOf } from '../../lib/list-search'
import type { PermissionCode } from '../../lib/permission-codes'
import type { Access } from '../../lib/screen-paths'
import { StatusPage } from '../NotFound'

/** Thrown by a route guard: the route shows the 403 page. */
export class ForbiddenError extends Error {
  constructor(readonly code: PermissionCode | readonly PermissionCode[]) {
    super(`missing permission ${String(code)}`)
  }
}

/**
 * Whether `me` opens a screen of `access`: the route guards' rule, asked before a route loads and again in the
 * frame when `me` changes. The menu groups' codes load with the menu, not with the first bundle that every page
 * (the sign-in page too) carries.
 */
export async function mayOpen(me: User | null, access: Access): Promise<boolean> {
  if (access === 'signed-in') return true
  if (typeof access === 'string') return holdsCode(me, access)
  const { menuGroupCodes } = await import('../../lib/menu')
  return menuGroupCodes(access.group).some((code) => holdsCode(me, code))
}

async function guard(queryClient: QueryClient, access: Access): Promise<void> {
  const me = await queryClient.ensureQueryData(meQuery())
  if (!(await mayOpen(me, access)))
    throw new ForbiddenError(typeof access === 'string' && access !== 'signed-in' ? access : [])
}

/** The namespaces every screen speaks (the side menu's words and titles among them): they load with the first screen. */
const SCREEN_NAMESPACES: LazyNamespace[] = ['menu', 'table', 'form']

/** A signed-in screen's route options: its guard, title, namespaces and error page. */
export const screenRoute = (access: Access, titleKey: TitleKey, ns: LazyNamespace[]) => ({
  staticData: {
    titleKey,
    ns: [...new Set([...ns, ...SCREEN_NAMESPACES])],
    ...(access === 'signed-in'
      ? {}
      : typeof access === 'string'
        ? { permission: access }
        : { permissionGroup: access.group }),
  },
  beforeLoad: ({ context }: { context: { queryClient: QueryClient } }) => guard(context.queryClient, access),
  errorComponent: RouteError,
})

/** A list screen's route options, from its group's contract (its screen part: guard code and words), the list state in the URL besides. */
export function listRoute<F extends Record<string, SearchFilter<unknown>>>(
  screen: ContractScreen,
  options: {
    titleKey: TitleKey
    filters: F
    ns?: LazyNamespace[]
    /** who opens it, when not the holders of the group's view code (an administration list: a write code) */
    access?: Access
  },
) {
  return {
    ...screenRoute(options.access ?? screen.permission, options.titleKey, [screen.ns, ...(options.ns ?? [])]),
    validateSearch: listSearch(options.filters),
    loaderDeps: ({ search }: { search: SearchOf<F> }) => search,
  }
}

/**
 * A screen's loader: the namespaces its route declares and the data it shows first, fetched at once. A query that
 * fails still opens the screen: it shows its error and Retry.
 */
export async function prefetch(
  match: { context: { queryClient: QueryClient }; route: AnyRoute },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- queries of any data
  ...queries: Array<FetchQueryOptions<any, any, any, any>>
): Promise<void> {
  const ns = (match.route.options.staticData?.ns ?? []) as LazyNamespace[]
  await Promise.all([
    loadNamespaces(...ns),
    ...queries.map((query) => match.context.queryClient.ensureQueryData(query).catch(() => undefined)),
  ])
}

/** A route that could not open: 403 for a missing code, else the error with a retry. Plain HTML: route
 * options load with the first bundle, before antd. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation(['ui', 'errors'])
  const router = useRouter()
  if (error instanceof ForbiddenError) return <StatusPage code={403} text={t('errors:forbidden')} />
  return (
    <StatusPage code={500} text={t('errors:generic')}>
      <button
        type="button"
        className="btn"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {t('common.retry')}
      </button>
    </StatusPage>
  )
}
