/**
 * The check of a response against its entity schema, at run time without zod: the schema's shape is derived at
 * build time (scripts/response-shapes.ts) and imported as plain data,
 *
 *   import { tripSchema } from 'virtual:shapes/trips'
 *   const problem = checkShape(tripSchema, body.data) // null, or 'data[3].seat_id: expected number, got string'
 *
 * Only what a screen relies on while rendering is checked: types, required and nullable fields, enums and
 * literals, array items, nested objects and unions. Lengths, patterns and ranges are the write schemas' business;
 * keys the shape does not name are allowed (a backend may send more).
 */

/** A JSON type; 'integer' is a whole number, 'undefined' a missing key, 'any' whatever comes. */
export type ShapeType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'undefined' | 'any'
export type ShapeLiteral = string | number | boolean | null

export type Shape =
  | ShapeType
  /** an object with these keys (and any others) */
  | { readonly [key: string]: Shape }
  /** every item */
  | readonly ['array', Shape]
  /** every value of an object used as a map (its keys are not checked) */
  | readonly ['record', Shape]
  /** an array whose first items are these (more may follow) */
  | readonly ['tuple', ...Shape[]]
  /** one of these values */
  | readonly ['enum', ...ShapeLiteral[]]
  /** any one of these shapes */
  | readonly ['or', ...Shape[]]

declare const entity: unique symbol
/** A shape that describes `T` (the entity schema's output type): what `virtual:shapes/*` exports. */
export type ResponseShape<T> = Shape & { readonly [entity]?: T }
/** The entity type a shape describes. */
export type ShapeOf<S> = S extends { readonly [entity]?: infer T } ? T : unknown

/** The `virtual:shapes/<file>` module of a schema module: a shape for each zod schema it exports. */
export type ShapesOf<M> = {
  [K in keyof M as M[K] extends { _zod: { output: unknown } } ? K : never]: ResponseShape<
    M[K] extends { _zod: { output: infer T } } ? T : never
  >
}

interface Mismatch {
  /** from the value checked, e.g. `[3].seat_id` */
  at: string
  /** how many steps `at` takes */
  depth: number
  message: string
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

/** The kinds of value (kindOf) a shape accepts some of. */
function accepts(shape: Shape, kind: string): boolean {
  if (typeof shape === 'string') return shape === kind || (shape === 'integer' && kind === 'number')
  if (!Array.isArray(shape)) return kind === 'object'
  const [tag, ...rest] = shape as readonly unknown[]
  if (tag === 'enum') return rest.some((value) => kindOf(value) === kind)
  if (tag === 'or') return (rest as Shape[]).some((alternative) => accepts(alternative, kind))
  return kind === (tag === 'record' ? 'object' : 'array')
}

function describe(shape: Shape): string {
  if (typeof shape === 'string') return shape
  if (!Array.isArray(shape)) return 'object'
  const [tag, ...rest] = shape as readonly unknown[]
  if (tag === 'enum') return rest.map((value) => JSON.stringify(value)).join(' | ')
  if (tag === 'or') return (rest as Shape[]).map(describe).join(' | ')
  return tag === 'record' ? 'object' : 'array'
}

/** `expected …, got …`: the value itself when its type was right and the value was not (an enum, an integer). */
function mismatch(shape: Shape, value: unknown): Mismatch {
  const kind = kindOf(value)
  const shown = kind !== 'object' && kind !== 'array' && accepts(shape, kind)
  const got = shown ? JSON.stringify(value) : kind
  return {
    at: '',
    depth: 0,
    message: `expected ${describe(shape)}, got ${got.length > 40 ? `${got.slice(0, 39)}…` : got}`,
  }
}

const keyPath = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`)

/** The mismatch of `value` at `key`, its path prefixed (built only on failure). */
function within(shape: Shape, value: unknown, step: string | number): Mismatch | null {
  const inner = check(shape, value)
  if (inner) {
    inner.at = (typeof step === 'number' ? `[${step}]` : keyPath(step)) + inner.at
    inner.depth++
  }
  return inner
}

function check(shape: Shape, value: unknown): Mismatch | null {
  if (typeof shape === 'string') {
    // typeof null is 'object', never a shape's type
    if (typeof value === shape || shape === 'any') return null
    return (shape === 'null' ? value === null : shape === 'integer' && Number.isInteger(value))
      ? null
      : mismatch(shape, value)
  }
  if (!Array.isArray(shape)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return mismatch(shape, value)
    const object = value as Record<string, unknown>
    for (const key in shape) {
      // A function is no JSON value: one inherited from Object.prototype ('constructor') means a missing key.
      const item = object[key]
      const problem = within(
        (shape as Record<string, Shape>)[key],
        typeof item === 'function' ? undefined : item,
        key,
      )
      if (problem) return problem
    }
    return null
  }
  const tag = shape[0]
  if (tag === 'enum') return shape.indexOf(value as ShapeLiteral, 1) > 0 ? null : mismatch(shape, value)
  if (tag === 'or') {
    let closest: Mismatch | null = null
    for (let i = 1; i < shape.length; i++) {
      const problem = check(shape[i] as Shape, value)
      if (!problem) return null
      // An object or an array of the right kind: say what is wrong inside it (the deepest, if several).
      if (problem.depth && (!closest || problem.depth > closest.depth)) closest = problem
    }
    return closest ?? mismatch(shape, value)
  }
  if (kindOf(value) !== (tag === 'record' ? 'object' : 'array')) return mismatch(shape, value)
  if (tag === 'array') {
    const items = value as unknown[]
    for (let i = 0; i < items.length; i++) {
      const problem = within(shape[1] as Shape, items[i], i)
      if (problem) return problem
    }
  } else if (tag === 'record') {
    const object = value as Record<string, unknown>
    for (const key of Object.keys(object)) {
      const problem = within(shape[1] as Shape, object[key], key)
      if (problem) return problem
    }
  } else {
    const items = value as unknown[]
    for (let i = 1; i < shape.length; i++) {
      const problem = within(shape[i] as Shape, items[i - 1], i - 1)
      if (problem) return problem
    }
  }
  return null
}

/**
 * Whether `value` has the shape: null when it does, else its first mismatch, naming the field from `path`:
 * `data[3].seat_id: expected number, got string`, `data.roles[0].permissions: expected array, got undefined`.
 */
export function checkShape(shape: Shape, value: unknown, path = 'data'): string | null {
  const problem = check(shape, value)
  return problem && `${path}${problem.at}: ${problem.message}`
}
