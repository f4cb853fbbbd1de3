import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/http'

/**
 * A save refused with 409 (someone else saved the row meanwhile): what was typed stays, and `notice` offers to
 * load the latest version, which replaces it only when the clerk asks (FormDialog's `notice`).
 *
 *   const stale = useStaleReload(() => queryClient.fetchQuery(…))
 *   catch (error) { if (stale.caught(error)) return false; throw error }
 *   notice={stale.notice((fresh) => form.reset(…))}
 */
export function useStaleReload<T>(fetchLatest: () => Promise<T | null>) {
  const { t } = useTranslation()
  const [stale, setStale] = useState<string | null>(null)
  const [reloading, setReloading] = useState(false)
  /** True (and the notice shown) when `error` is a 409. */
  const caught = (error: unknown): boolean => {
    if (!(error instanceof ApiError && error.status === 409)) return false
    setStale(error.message)
    return true
  }
  const reload = async (onLatest: (fresh: T) => void) => {
    setReloading(true)
    try {
      // A failure (the row deleted meanwhile, no network) is toasted; the notice stays for another try.
      const fresh = await fetchLatest()
      if (!fresh) return
      onLatest(fresh)
      setStale(null)
    } catch {
      // already toasted by the HTTP core
    } finally {
      setReloading(false)
    }
  }
  return {
    caught,
    /** The notice while a 409 stands; its action loads the latest version and hands it to `onLatest`. */
    notice: (onLatest: (fresh: T) => void) =>
      stale
        ? {
            message: stale,
            action: {
              label: t('common.reloadLatest'),
              onClick: () => void reload(onLatest),
              busy: reloading,
            },
          }
        : null,
  }
}
