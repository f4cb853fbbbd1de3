/**
 * Response shapes: the entity schemas of src/api/schemas, derived at build time into plain data that
 * src/api/response-shape.ts checks responses against without zod (whose 26 KB stay out of a screen's first load).
 *
 *   import { tripSchema } from 'virtual:shapes/trips' // the shape of tripSchema in src/api/schemas/trips.ts
 *
 * `virtual:shapes/<file>` exports, under the same name, a shape for each zod schema `src/api/schemas/<file>.ts`
 * exports; those a screen does not import are left out of its bundle. The schema modules are run with Vite's
 * module runner (they are TypeScript and import each other), once for all of them, again when one of them or
 * what they import changes. src/api/shapes.d.ts types the imports.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { runnerImport, type Plugin, type ViteDevServer } from 'vite'
import type { Shape, ShapeLiteral } from '../src/api/response-shape.ts'

export const SHAPES_PREFIX = 'virtual:shapes/'
const RESOLVED_PREFIX = `\0${SHAPES_PREFIX}`

// ------------------------------------------------------------------------------------------ derivation

/** The parts of a zod 4 schema (classic or mini) the derivation reads. */
interface ZodLike {
  _zod: { def: { type: string }; values?: Set<unknown> }
}
/** A schema's definition: its type and what that type has (shape, element, options, innerType, checks…). */
interface ZodDef {
  type: string
  [key: string]: unknown
}

export const isZodSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<ZodLike>)._zod?.def?.type === 'string'

const INTEGER_FORMATS = new Set(['safeint', 'int32', 'uint32'])

/** A check or a format making a number whole: `.int()`, `z.int()`, `z.int32()`. */
const isInteger = (def: ZodDef) =>
  INTEGER_FORMATS.has(def.format as string) ||
  ((def.checks as ZodLike[] | undefined) ?? []).some((check) =>
    INTEGER_FORMATS.has((check._zod.def as ZodDef).format as string),
  )

/** A derived shape and the places left unchecked ('any'), each as `<path>: <why>`. */
export interface Derived {
  shape: Shape
  unchecked: string[]
}

/**
 * The shape of the values a schema accepts, as far as rendering relies on them. Dropped: lengths, patterns,
 * ranges, refinements. A default is required (the check does not fill it in, and the row's type says the value
 * is there); a pipe is checked by its input (what the backend sends). What has no JSON shape (a transform, a
 * custom check, a date, a recursion) accepts anything and is listed in `unchecked`.
 */
export function deriveShape(schema: ZodLike): Derived {
  const unchecked: string[] = []
  const open = new Set<ZodLike>()

  const walk = (node: ZodLike, at: string): Shape => {
    const def = node._zod.def as ZodDef
    const anything = (why: string): Shape => {
      unchecked.push(`${at || '(root)'}: ${why}`)
      return 'any'
    }
    if (open.has(node)) return anything('recursion')
    open.add(node)
    try {
      const inner = (key: string, step = at) => walk(def[key] as ZodLike, step)
      switch (def.type) {
        case 'string':
        case 'template_literal':
          return 'string'
        case 'number':
          return isInteger(def) ? 'integer' : 'number'
        case 'boolean':
          return 'boolean'
        case 'null':
          return 'null'
        case 'undefined':
        case 'void':
        case 'never': // a key that must be missing
          return 'undefined'
        case 'any':
        case 'unknown':
          return 'any'
        case 'literal':
        case 'enum':
          return literals([...(node._zod.values ?? [])], anything)
        case 'object': {
          // no prototype: a key named __proto__ stays a key
          const shape: Record<string, Shape> = Object.create(null)
          const fields = def.shape as Record<string, ZodLike> // getters (recursive schemas) run here
          for (const key of Object.keys(fields)) shape[key] = walk(fields[key], `${at}.${key}`)
          return shape
        }
        case 'array':
          return ['array', inner('element', `${at}[]`)]
        case 'record':
          return ['record', inner('valueType', `${at}[*]`)]
        case 'tuple':
          return ['tuple', ...(def.items as ZodLike[]).map((item, i) => walk(item, `${at}[${i}]`))]
        case 'union':
          return union((def.options as ZodLike[]).map((option) => walk(option, at)))
        case 'intersection': {
          const left = inner('left')
          const right = inner('right')
          if (isObjectShape(left) && isObjectShape(right)) return { ...left, ...right }
          return anything('intersection')
        }
        case 'optional':
          return union([inner('innerType'), 'undefined'])
        case 'nullable':
          return union([inner('innerType'), 'null'])
        case 'nonoptional':
          return without(inner('innerType'), 'undefined')
        case 'default':
        case 'prefault':
          return without(inner('innerType'), 'undefined')
        case 'readonly':
          return inner('innerType')
        case 'pipe':
          return inner('in')
        case 'lazy':
          return walk((def.getter as () => ZodLike)(), at)
        default:
          // transform, catch, custom, date, bigint, symbol, map, set, file, promise, function, nan, success
          return anything(def.type)
      }
    } finally {
      open.delete(node)
    }
  }
  return { shape: walk(schema, ''), unchecked }
}

const isObjectShape = (shape: Shape): shape is { readonly [key: string]: Shape } =>
  typeof shape === 'object' && !Array.isArray(shape)

function literals(values: unknown[], anything: (why: string) => Shape): Shape {
  const json = values.filter(
    (value): value is ShapeLiteral =>
      value === null || ['string', 'number', 'boolean'].includes(typeof value),
  )
  if (json.length < values.filter((value) => value !== undefined).length) return anything('literal not JSON')
  return union([['enum', ...json], ...(values.includes(undefined) ? ['undefined' as const] : [])])
}

/** One of these: nested unions flattened, enums merged, repeats dropped; 'any' if any is. */
function union(shapes: Shape[]): Shape {
  const flat = shapes.flatMap((shape) =>
    Array.isArray(shape) && shape[0] === 'or' ? (shape.slice(1) as Shape[]) : [shape],
  )
  if (flat.includes('any')) return 'any'
  const values = flat.flatMap((shape) =>
    Array.isArray(shape) && shape[0] === 'enum' ? (shape.slice(1) as ShapeLiteral[]) : [],
  )
  const seen = new Set<string>()
  const kept: Shape[] = []
  for (const shape of flat) {
    const isEnum = Array.isArray(shape) && shape[0] === 'enum'
    const one: Shape = isEnum ? ['enum', ...new Set(values)] : shape
    const key = isEnum ? 'enum' : JSON.stringify(shape)
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(one)
  }
  return kept.length === 1 ? kept[0] : ['or', ...kept]
}

function without(shape: Shape, type: 'undefined'): Shape {
  if (shape === type) return 'any'
  if (!Array.isArray(shape) || shape[0] !== 'or') return shape
  return union((shape.slice(1) as Shape[]).filter((alternative) => alternative !== type))
}

// ------------------------------------------------------------------------------------------ the module

/** A JavaScript literal of plain data (`__proto__` as a computed key, so it stays a key). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(',')}]`
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .map(([key, item]) => `${key === '__proto__' ? '["__proto__"]' : JSON.stringify(key)}:${literal(item)}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** The code of `virtual:shapes/<name>`: an export of each zod schema's shape, by name, in name order. */
export function shapesModule(exports: Record<string, unknown>, source: string): string {
  const lines = [`// The response shapes of ${source}, derived by scripts/response-shapes.ts.`]
  for (const name of Object.keys(exports).sort()) {
    const schema = exports[name]
    if (!isZodSchema(schema)) continue
    const { shape, unchecked } = deriveShape(schema)
    if (unchecked.length) lines.push(`// ${name}, not checked: ${unchecked.join('; ')}`)
    lines.push(`export const ${name} = ${literal(shape)}`)
  }
  return `${lines.join('\n')}\n`
}

// ------------------------------------------------------------------------------------------ the plugin

interface Loaded {
  modules: Record<string, Record<string, unknown>>
  /** every file the schema modules are made of, with its modification time then */
  files: Map<string, number>
  listing: string
}

const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return -1
  }
}

const schemaFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^[\w-]+\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .sort()

/** Runs every schema module of `dir` in one module runner: their exports and the files they are made of. */
async function loadSchemas(root: string, dir: string): Promise<Loaded> {
  const names = schemaFiles(dir)
  const entry = 'virtual:response-shapes-entry'
  // One module importing them all: one runner, and a schema module imported by another is run once.
  const code = [
    ...names.map((name, i) => `import * as m${i} from ${JSON.stringify(path.join(dir, name))}`),
    `export default {${names.map((name, i) => `${JSON.stringify(name.slice(0, -3))}: m${i}`).join(', ')}}`,
  ].join('\n')
  const { module, dependencies } = await runnerImport<{ default: Loaded['modules'] }>(entry, {
    root,
    logLevel: 'error',
    plugins: [
      {
        name: 'response-shapes:entry',
        resolveId: (id) => (id === entry ? `\0${entry}` : undefined),
        load: (id) => (id === `\0${entry}` ? code : undefined),
      },
    ],
  })
  const files = new Map<string, number>()
  for (const file of [...names.map((name) => path.join(dir, name)), ...dependencies])
    if (file && path.isAbsolute(file)) files.set(file, mtime(file))
  return { modules: module.default, files, listing: names.join() }
}

/**
 * Serves `virtual:shapes/<file>` for each schema module of `dir` (default src/api/schemas): dev, build and
 * vitest alike. A change to a schema file or to what it imports brings fresh shapes (dev: the importers reload).
 */
export function responseShapes(options: { dir?: string } = {}): Plugin {
  let root = process.cwd()
  let dir = ''
  let server: ViteDevServer | undefined
  let loaded: Promise<Loaded> | null = null
  /** the files of the last schemas loaded */
  let made: ReadonlyMap<string, number> = new Map()

  const isFresh = async (previous: Promise<Loaded>) => {
    const { files, listing } = await previous.catch(() => ({ files: null, listing: '' }))
    return (
      files !== null &&
      listing === schemaFiles(dir).join() &&
      [...files].every(([file, time]) => mtime(file) === time)
    )
  }
  const current = async () => {
    const previous = loaded
    if (previous && !(await isFresh(previous)) && loaded === previous) loaded = null
    loaded ??= loadSchemas(root, dir).then((result) => {
      made = result.files
      return result
    })
    return loaded
  }

  return {
    name: 'response-shapes',
    configResolved(config) {
      root = config.root
      dir = path.resolve(root, options.dir ?? 'src/api/schemas')
    },
    configureServer(devServer) {
      server = devServer
    },
    // Dev: a schema file changed. Vite would only soft-invalidate the shapes modules that watch it (keeping
    // their code): load them again.
    watchChange(file) {
      if (!server || !made.has(path.resolve(file))) return
      for (const environment of Object.values(server.environments))
        for (const module of environment.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith(RESOLVED_PREFIX)) environment.moduleGraph.invalidateModule(module)
    },
    resolveId: {
      filter: { id: /^virtual:shapes\// },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:shapes\// },
      async handler(id) {
        const name = id.slice(RESOLVED_PREFIX.length)
        const { modules, files } = await current()
        for (const file of files.keys()) this.addWatchFile(file)
        const exports = Object.hasOwn(modules, name) ? modules[name] : undefined
        if (!exports)
          this.error(
            `${SHAPES_PREFIX}${name}: there is no schema module ${path.relative(root, dir)}/${name}.ts`,
          )
        return { code: shapesModule(exports, `${path.relative(root, dir)}/${name}.ts`), moduleType: 'js' }
      },
    },
  }
}
