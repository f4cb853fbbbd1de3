/**
 * The options of a list route, from its group's contract: the list state in the URL (`validateSearch`), a permission
 * guard that runs before anything loads (403 page, no call made), and a loader that fetches the page of rows
 * and the screen's text in parallel with the route's code.
 *
 *   export const Route = createFileRoute('/_app/car')({
 *     ...listRoute(carContract, { titleKey: 'menu.cars', filters: { brand_id: numberFilter() } }),
 *     component: CarsRoute,
 *   })
 */
import type { QueryClient } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Contract } from '../../api/contracts/contract'
import { listQuery } from '../../api/list-query'
import { loadNamespaces } from '../../i18n'
import type { LazyNamespace } from '../../i18n/types'
import { listSearch, searchToQuery, type SearchFilter, type SearchOf } from '../../lib/list-search'
import type { PermissionCode, PermissionGroup } from '../../lib/permission-codes'
import { holdsCode, useSession } from '../../stores/session'
import { StatusPage } from '../NotFound'

/** Thrown by a route guard: the route shows the 403 page. */
export class ForbiddenError extends Error {
  constructor(readonly code: PermissionCode | readonly PermissionCode[]) {
    super(`missing permission ${String(code)}`)
  }
}

/** The signed-in user holds `code` (the supereme role holds every code, SPEC §6). */
export const canOpen = (code: PermissionCode): boolean => holdsCode(useSession.getState().user, code)

/** A route's `beforeLoad`: nothing loads for a user without the code. */
export const requirePermission = (code: PermissionCode) => () => {
  if (!canOpen(code)) throw new ForbiddenError(code)
}

/**
 * A route's `beforeLoad` for a menu link without a code (DECISIONS #2): any code of its menu group opens it. The
 * menu loads here, not with the first bundle that every page (the sign-in page too) carries.
 */
export const requireGroupPermission = (group: PermissionGroup) => async () => {
  const { menuGroupCodes } = await import('../../lib/menu')
  const codes = menuGroupCodes(group)
  if (!codes.some(canOpen)) throw new ForbiddenError(codes)
}

/** Every list screen draws the shared table and may open a form. */
const LIST_NAMESPACES: LazyNamespace[] = ['table', 'form']

export function listRoute<F extends Record<string, SearchFilter<unknown>>>(
  contract: Contract,
  options: { titleKey: ParseKeys<'ui'>; filters: F },
) {
  const { permission, ns } = contract
  return {
    ...guardedRoute(permission, options.titleKey),
    validateSearch: listSearch(options.filters),
    loaderDeps: ({ search }: { search: SearchOf<F> }) => search,
    loader: async ({ context, deps }: { context: { queryClient: QueryClient }; deps: SearchOf<F> }) => {
      await Promise.all([
        // A failed list still opens the screen: it shows the error and its Retry.
        context.queryClient.ensureQueryData(listQuery(contract, searchToQuery(deps))).catch(() => undefined),
        loadNamespaces(ns, ...LIST_NAMESPACES),
      ])
    },
  }
}

/**
 * The options of a screen guarded by `code` (a list or not): its title, the guard that runs before anything
 * loads (403 page, no call) and the error page of a route that could not open. A screen that is no list adds
 * its own loader.
 */
export const guardedRoute = (code: PermissionCode, titleKey: ParseKeys<'ui'>) => ({
  staticData: { titleKey, permission: code },
  beforeLoad: requirePermission(code),
  errorComponent: RouteError,
})

/** The options of a screen whose menu link has no code (DECISIONS #2): as {@link guardedRoute}, by its group. */
export const groupGuardedRoute = (group: PermissionGroup, titleKey: ParseKeys<'ui'>) => ({
  staticData: { titleKey, permissionGroup: group },
  beforeLoad: requireGroupPermission(group),
  errorComponent: RouteError,
})

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
