/**
 * Cold loads (issue 23 §5): the code of the page being opened is fetched at once, in parallel, instead of one
 * import after another as each file arrives and names the next (about 60 files in a chain on a desk).
 *
 * The build writes into index.html:
 * - a modulepreload link for every file the entry imports (every page needs them);
 * - `#route-chunks`, data: for each route, the address pattern and the files its screen loads (its loader's and
 *   component's chunks with all they import and their stylesheets, its signed-in layout's too), as indexes into
 *   one list of files;
 * - a small inline script (ROUTE_PRELOAD_SCRIPT, allowed by its hash in the CSP, scripts/csp.ts) that adds a
 *   modulepreload link for each file of the route the address matches, before the entry starts. A signed-in
 *   screen's files are preloaded only when a session is stored: without one the page goes to the sign-in page.
 *
 * Only the matched route's files are fetched: what each route loads first is unchanged (the budgets of
 * scripts/check-budgets.mjs measure it), it simply arrives sooner. Vite's own `build.modulePreload` stays off:
 * it writes every route's list into the first bundle.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Plugin } from 'vite'
import { TOKEN_KEY } from '../src/stores/session-keys.ts'

/**
 * Runs before the entry: preloads the files of the first route the address matches (data in #route-chunks: fixed
 * addresses before those with a parameter, as the router prefers them: /user/info, not /user/$id), with the
 * `crossorigin` Vite's own loading uses, so that the files fetched here are the ones it then uses.
 */
export const ROUTE_PRELOAD_SCRIPT =
  `(function(){try{var d=JSON.parse(document.getElementById('route-chunks').textContent),` +
  `p=location.pathname,s=!!localStorage.getItem('${TOKEN_KEY}');` +
  `d.routes.some(function(r){if((s||!r[1])&&new RegExp(r[0]).test(p)){r[2].forEach(function(i){` +
  `var f=d.files[i],l=document.createElement('link');` +
  `if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}else l.rel='modulepreload';l.crossOrigin='';l.href=d.base+f;` +
  `document.head.appendChild(l)});return true}})}catch(e){}})()`

/** The script's CSP source: `'sha256-…'` of its text. */
export const ROUTE_PRELOAD_HASH = `'sha256-${createHash('sha256').update(ROUTE_PRELOAD_SCRIPT).digest('base64')}'`

/** The splits of a route file a screen loads on its way: not its error or not-found pages. */
const LOADED_SPLITS = /\?tsr-split=(loader|component|pendingComponent)\b/

/**
 * The address a route file of src/routes serves, as TanStack Router's file naming says: `_x` (pathless layout)
 * and `index` add nothing, `x_` is `x` out of its parent's nesting, `.` nests like `/`, `$x` is a parameter.
 * `null` for the root. E.g. `_app/trip_.$id.tsx` → `/trip/$id`, `_app/user/info/index.tsx` → `/user/info`.
 */
export function routePath(file: string): string | null {
  const name = file.replace(/\.tsx?$/, '')
  if (name === '__root') return null
  const segments = name
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => segment.replace(/_$/, ''))
  return `/${segments.join('/')}`
}

/** Routes in the order the router prefers them for one address: fewer parameters first (/user/info before /user/$id). */
export const byPreference = (a: string, b: string) =>
  (a.match(/\$/g)?.length ?? 0) - (b.match(/\$/g)?.length ?? 0)

/** A regular expression matching the addresses of `routePath` (a trailing slash allowed). */
export function routeRegExp(routePath: string): string {
  const escaped = routePath
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^{}()|[\]\\]/g, '\\$&')))
    .join('/')
  return `^${escaped.replace(/\/$/, '')}/?$`
}

/** A chunk of the bundle as this plugin reads it. */
interface Chunk {
  type: 'chunk'
  fileName: string
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
  facadeModuleId: string | null
  isEntry: boolean
}

export function routePreload(): Plugin {
  let base = '/'
  let routesDir = ''
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
      routesDir = path.join(config.root, 'src', 'routes')
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        const chunks = Object.values(bundle).filter(
          (output): output is Chunk & typeof output => output.type === 'chunk',
        )
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const closure = (start: string[], into = new Set<string>()) => {
          for (const file of start)
            if (!into.has(file)) {
              into.add(file)
              closure(byName.get(file)?.imports ?? [], into)
            }
          return into
        }
        const entries = chunks.filter((chunk) => chunk.isEntry)
        const entryFiles = entries.map((chunk) => chunk.fileName)
        const first = closure(entries.flatMap((chunk) => chunk.imports))
        for (const file of entryFiles) first.add(file)

        // each route file's chunks, with what they import, less what the entry brings; its loader's first: the
        // screen's data requests wait for them
        const filesOf = new Map<string, Set<string>>()
        const loaderFirst = (chunk: Chunk) => (chunk.facadeModuleId?.includes('tsr-split=loader') ? 0 : 1)
        for (const chunk of [...chunks].sort((a, b) => loaderFirst(a) - loaderFirst(b))) {
          const id = chunk.facadeModuleId
          if (!id || !LOADED_SPLITS.test(id) || !id.startsWith(routesDir)) continue
          const file = path.relative(routesDir, id.replace(/\?.*$/, '')).split(path.sep).join('/')
          const files = filesOf.get(file) ?? new Set<string>()
          for (const name of closure([chunk.fileName]))
            if (!first.has(name)) {
              files.add(name)
              // its stylesheets too, which the chunk asks for only once it runs
              for (const css of byName.get(name)?.viteMetadata?.importedCss ?? []) files.add(css)
            }
          filesOf.set(file, files)
        }
        const files: string[] = []
        const indexes = new Map<string, number>()
        const indexOf = (name: string) => {
          if (!indexes.has(name)) indexes.set(name, files.push(name) - 1)
          return indexes.get(name)!
        }
        const routes: Array<[pattern: string, signedIn: 0 | 1, files: number[]]> = []
        const byAddress = [...filesOf].sort(([a], [b]) =>
          byPreference(routePath(a) ?? '', routePath(b) ?? ''),
        )
        for (const [file, own] of byAddress) {
          const address = routePath(file)
          const isLayout = /^_[^/]*\.tsx$/.test(file) // `_app.tsx`: no address of its own
          if (address === null || isLayout) continue
          // a screen under a pathless layout (`_app/…`) loads the layout's files too
          const layouts = file
            .split('/')
            .slice(0, -1)
            .map((_, i, dirs) => `${dirs.slice(0, i + 1).join('/')}.tsx`)
            .filter((layout) => filesOf.has(layout))
          const all = new Set([...own, ...layouts.flatMap((layout) => [...filesOf.get(layout)!])])
          // the screens of the signed-in layout need a stored session; the others (sign-in, passwords) do not
          const signedIn = file.startsWith('_app/') ? 1 : 0
          routes.push([routeRegExp(address), signedIn, [...all].map(indexOf)])
        }
        const data = JSON.stringify({ base, files, routes }).replace(/</g, '\\u003c')
        return [
          // what the entry imports and the page does not already name (Vite writes its scripts' tags)
          ...[...first]
            .filter((name) => !entryFiles.includes(name) && !html.includes(base + name))
            .map((name) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: base + name },
              injectTo: 'head' as const,
            })),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-chunks' },
            children: data,
            injectTo: 'head' as const,
          },
          { tag: 'script', children: ROUTE_PRELOAD_SCRIPT, injectTo: 'head' as const },
        ]
      },
    },
  }
}
