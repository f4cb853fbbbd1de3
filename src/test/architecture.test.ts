/**
 * One way for each thing (README "Adding a resource group", "Adding a desk screen"): these fail when a change
 * bypasses the kit, so the next screen copies the kit rather than the nearest file.
 */
import { SCREEN_PATHS } from '../lib/screen-paths'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { createQueryClient } from '../app/query-client'
import { QUERY_ROOTS } from '../realtime/events'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const rel = (file: string) => relative(SRC, file).replaceAll('\\', '/')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}
const isTest = (file: string) => /(\.test\.tsx?$|\/test-[^/]*$|^test\/)/.test(rel(file))
const SOURCES = filesUnder(SRC).filter(
  (file) =>
    /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !isTest(file) && !file.endsWith('routeTree.gen.ts'),
)
const text = new Map(SOURCES.map((file) => [file, readFileSync(file, 'utf8')]))
/** The files whose text matches, as paths under src/. */
const matching = (files: string[], pattern: RegExp) =>
  files.filter((f) => pattern.test(text.get(f)!)).map(rel)

// ---------------------------------------------------------------------------------------------------
// The import graph (static, dynamic and type-only imports of the app's own modules)

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier.replace(/\.(tsx?)$/, ''))
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (text.has(candidate)) return candidate
  return null
}
type Edge = { file: string; dynamic: boolean }
/** What each module imports: `import type` left out when only what runs counts. */
const importGraph = (values: boolean) =>
  new Map(
    SOURCES.map((file) => [
      file,
      [...text.get(file)!.matchAll(SPECIFIER)]
        .filter((m) => !values || !/^\s*(import|export)\s+type\b/.test(m[0]))
        .map((m) => ({ file: resolveImport(file, m[1] ?? m[2]), dynamic: m[2] !== undefined }))
        .filter((e): e is Edge => e.file !== null),
    ]),
  )
const importsOf = new Map([...importGraph(false)].map(([file, edges]) => [file, edges.map((e) => e.file)]))
const runs = importGraph(true)

/** The modules whose code runs with `from` (itself included), through static imports or through any import. */
function closure(from: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>()
  const stack = [...from]
  while (stack.length) {
    const next = stack.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    for (const edge of runs.get(next) ?? []) if (dynamic || !edge.dynamic) stack.push(edge.file)
  }
  return seen
}

/** The translation namespaces the code of `modules` speaks (`useTranslation(…)`, `t('ns:…')`). */
function spokenBy(modules: Iterable<string>): Set<string> {
  const spoken = new Set<string>()
  for (const module of modules) {
    if (rel(module).startsWith('i18n/')) continue
    const source = text.get(module)!
    for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']+')/g))
      for (const ns of m[1].matchAll(/'(\w+)'/g)) spoken.add(ns[1])
    for (const m of source.matchAll(/\bt\(\s*[`'"](\w+):/g)) spoken.add(m[1])
  }
  return spoken
}

/** The namespaces a module loads itself beside what it imports later (`loadNamespaces('scan')`). */
const loadedBy = (module: string) =>
  new Set(
    [...text.get(module)!.matchAll(/loadNamespaces\(([^)]*)\)/g)].flatMap((m) =>
      [...m[1].matchAll(/'(\w+)'/g)].map((n) => n[1]),
    ),
  )

/** The import circles: each as the files it passes through, from its smallest file. */
function importCircles(): string[][] {
  const circles = new Map<string, string[]>()
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  let counter = 0
  // Tarjan's strongly connected components: a component of more than one file is a circle.
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const next of importsOf.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(rel(member))
      } while (member !== file)
      if (component.length > 1) circles.set(component.sort()[0], component.sort())
    }
  }
  for (const file of SOURCES) if (!index.has(file)) visit(file)
  return [...circles.values()]
}

// ---------------------------------------------------------------------------------------------------

describe('resources', () => {
  const resources = SOURCES.filter((f) => rel(f).startsWith('api/resources/'))

  it('every module of src/api/resources is made by the factory, and calls nothing beside it', () => {
    expect(matching(resources, /\b(defineGroup|defineResource)\(|\.group\b/).sort()).toEqual(
      resources.map(rel).sort(),
    )
    // the HTTP helpers and TanStack's options are the factory's business
    const httpHelper =
      /import \{[^}]*\b(getOne|getList|post|remove|exportFile|upload)\b[^}]*\} from '\.\.\/http'/
    expect(matching(resources, httpHelper)).toEqual([])
    expect(matching(resources, /\b(queryOptions|mutationOptions)\(/)).toEqual([])
  })

  it("no query key is written outside the factory: every key sits under its group's root", () => {
    const factory = resolve(SRC, 'api/define-group.ts')
    expect(
      matching(
        SOURCES.filter((f) => f !== factory),
        /queryKey:\s*\[/,
      ),
    ).toEqual([])
    const roots = [...text.get(resolve(SRC, 'api/resources/auth.ts'))!.matchAll(/defineGroup\('([\w-]+)'\)/g)]
    for (const [, root] of roots) expect(QUERY_ROOTS).toContain(root)
  })
})

describe('access', () => {
  it('a screen asks useCan(); only the guards and useCan itself read the codes (holdsCode)', () => {
    const readers = matching(SOURCES, /\bholdsCode\(/)
    expect(readers.length).toBeGreaterThan(0)
    expect(
      readers.filter(
        (hit) =>
          !/^(lib\/permissions\.ts|components\/resource\/screen-route\.tsx|api\/resources\/auth\.ts)/.test(
            hit,
          ),
      ),
    ).toEqual([])
  })
})

describe('commands', () => {
  it('a screen sends a command with useMutation(command()); useCommand is for a confirmed one (its .confirm)', () => {
    const users = SOURCES.filter(
      (f) => /\buseCommand\(/.test(text.get(f)!) && !rel(f).startsWith('api/define-'),
    )
    expect(users.length).toBeGreaterThan(0)
    expect(users.filter((f) => !/\.confirm\(/.test(text.get(f)!)).map(rel)).toEqual([])
  })
})

describe('screens', () => {
  it('a <table> is written only by the table kit', () => {
    // the contract's lines as a document's HTML (a string a template is filled with) are not a screen's table
    const outside = SOURCES.filter(
      (f) => !rel(f).startsWith('components/data-table/') && rel(f) !== 'api/contracts/contract-template.ts',
    )
    expect(matching(outside, /<table[\s>]/)).toEqual([])
  })

  it('useForm is called only by the form kit', () => {
    const outside = SOURCES.filter((f) => !rel(f).startsWith('components/form/'))
    expect(matching(outside, /\buseForm\b/)).toEqual([])
  })

  it("a query's loading and first-load error are QueryState's: no screen draws a skeleton, spinner or LoadFailed", () => {
    // The only files that draw a loading state themselves: QueryState (whose Loading PartSuspense also shows
    // while a part's code arrives), the table kit's states, and AsyncSelectField, whose options load inside
    // antd's Select dropdown. A Suspense fallback for lazy code is PartSuspense or DialogSuspense.
    const drawsLoading = new Set(['components/QueryState.tsx', 'components/form/AsyncSelectField.tsx'])
    const screens = SOURCES.filter(
      (f) => !rel(f).startsWith('components/data-table/') && !drawsLoading.has(rel(f)),
    )
    const antdLoading =
      /<(Skeleton|Spin)\b|import\s*\{[^}]*\b(Skeleton|Spin)\b[^}]*\}\s*from\s*'antd'|from\s*'antd\/(es|lib)\/(skeleton|spin)'/
    expect(matching(screens, antdLoading)).toEqual([])
    // the first load's error with Retry
    const drawsError = new Set(['components/QueryState.tsx', 'components/LoadFailed.tsx'])
    expect(
      matching(
        SOURCES.filter((f) => !drawsError.has(rel(f))),
        /\bLoadFailed\b/,
      ),
    ).toEqual([])
  })

  it("a day is entered only in the kit's day field: no browser date input, no antd DatePicker elsewhere", () => {
    // the browser's date box follows the computer's language (11/28/2026 beside the app's 28/11/2026); the day
    // field (components/day) is typed and shown in the settings' format, its hidden date input the calendar's helper
    const outside = SOURCES.filter((f) => rel(f) !== 'components/day/DayInput.tsx')
    expect(matching(outside, /type=["'{]+\s*["']?date["']|type:\s*["']date["']/)).toEqual([])
    expect(
      matching(
        SOURCES,
        /import\s*\{[^}]*\b(DatePicker|TimePicker)\b[^}]*\}\s*from\s*'antd'|from\s*'antd\/(es|lib)\/(date|time)-picker'|<(DatePicker|RangePicker)\b/,
      ),
    ).toEqual([])
  })

  it('an icon is hidden from screen readers unless it is the name of its control', () => {
    const icons = [...text].flatMap(([file, source]) =>
      [...source.matchAll(/<[A-Z]\w+(?:Outlined|Filled|TwoTone)\b[^<>]*?\/>/gs)]
        .filter(([tag]) => !/aria-(hidden|label)/.test(tag))
        .map(([tag]) => `${rel(file)}: ${tag}`),
    )
    expect(icons).toEqual([])
  })
})

describe('routes', () => {
  const router = createRouter({
    routeTree,
    context: { queryClient: createQueryClient() },
    history: createMemoryHistory(),
  })
  const routeFiles = SOURCES.filter((f) => rel(f).startsWith('routes/_app/'))

  it('every signed-in route guards before it loads and prefetches in a loader of its own file', () => {
    const signedIn = Object.values(router.routesById).filter(
      (route) => route.id.startsWith('/_app/') && route.id !== '/_app',
    )
    expect(signedIn.length).toBe(routeFiles.length)
    for (const route of signedIn) {
      expect(route.options.beforeLoad, route.id).toBeTypeOf('function')
      expect(route.options.staticData?.ns, route.id).toBeInstanceOf(Array)
    }
    // a `loader:` written in the route file is split from the first bundle (vite.config.ts)
    expect(routeFiles.filter((f) => !/\n {2}loader: /.test(text.get(f)!)).map(rel)).toEqual([])
  })

  it('a menu entry may open every signed-in screen without a parameter, and only those (no entry opens the 404 page)', () => {
    const screens = Object.values(router.routesById)
      .filter((route) => route.id.startsWith('/_app/') && !route.id.includes('$'))
      .map((route) => route.to as string)
    expect([...SCREEN_PATHS].sort()).toEqual([...new Set(screens)].sort())
  })

  it('a route declares every namespace its screen speaks; what a screen loads later brings its own', () => {
    const bundled = new Set(['ui', 'errors', 'validation'])
    const missing: string[] = []
    for (const file of routeFiles) {
      const id = /createFileRoute\('([^']+)'\)/.exec(text.get(file)!)?.[1]
      const route = Object.values(router.routesById).find((r) => r.id === id)
      const declared = new Set<string>(route?.options.staticData?.ns ?? [])
      const first = closure([file], false)
      for (const ns of spokenBy(first))
        if (!bundled.has(ns) && !declared.has(ns)) missing.push(`${rel(file)}: ${ns}`)
      // a part loaded later (a dialog, a drawer, a scan desk) speaks what the route or its importer loads
      for (const module of first)
        for (const edge of runs.get(module) ?? [])
          if (edge.dynamic)
            for (const ns of spokenBy(closure([edge.file], true)))
              if (!bundled.has(ns) && !declared.has(ns) && !loadedBy(module).has(ns))
                missing.push(`${rel(file)}: ${ns} (${rel(edge.file)})`)
    }
    expect([...new Set(missing)]).toEqual([])
  })
})

describe('modules', () => {
  it('no import circles, value or type', () => {
    expect(importCircles()).toEqual([])
  })

  it("every module-level store of a user's data is reset on sign-out", () => {
    // Module-level state that holds no signed-in user's data: subscribers, wiring, counters, device resources.
    const holdsNoUserData = new Set([
      'api/http.ts', // the socket id source, the session-end handler, the refresh in flight, tokens already ended
      'components/Toaster.tsx', // toast ids
      'components/data-table/column-storage.ts', // subscribers; choices are stored under each user's own key
      'entities/scan/sound.ts', // the audio context
      'lib/notify.ts', // the toast sink and the last time each message was shown
      'realtime/event-bus.ts', // subscribers
      'realtime/socket.ts', // the connection, closed when the token goes (useRealtimeConnection)
      'realtime/push.ts', // push, stopped when the token goes (startPush)
    ])
    const stateful = SOURCES.filter((f) =>
      // an empty Map or Set filled later (its type may nest: Map<string, Entry<Parcel>[]>), or a `let`
      /\n(let |const \w+ = new (Map|Set)(<.*?>)?\(\))/.test(text.get(f)!),
    )
    const unreset = stateful
      .filter((f) => !holdsNoUserData.has(rel(f)) && !/\bonSignOut\(/.test(text.get(f)!))
      .map(rel)
    expect(unreset).toEqual([])
  })
})
