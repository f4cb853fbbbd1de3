// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Plugin } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { deriveShape, isZodSchema, responseShapes, shapesModule } from './response-shapes.ts'

const shapeOf = (schema: z.ZodType) => deriveShape(schema).shape

describe('deriveShape', () => {
  it('keeps types, whole numbers, required, optional and nullable; drops lengths, patterns, ranges, refinements', () => {
    const schema = z.object({
      id: z.number(),
      count: z.number().int().min(0),
      whole: z.int(),
      name: z.string().min(1).max(20).regex(/^\w+$/),
      day: z.iso.date(),
      email: z.email(),
      paid: z.boolean(),
      note: z.string().nullable().optional(),
      parent_id: z.number().nullable(),
      avatar: z.string().optional(),
      gone: z.null(),
      anything: z.unknown(),
      checked: z.string().refine((s) => s !== 'x'),
    })
    expect(shapeOf(schema)).toEqual({
      id: 'number',
      count: 'integer',
      whole: 'integer',
      name: 'string',
      day: 'string',
      email: 'string',
      paid: 'boolean',
      note: ['or', 'string', 'null', 'undefined'],
      parent_id: ['or', 'number', 'null'],
      avatar: ['or', 'string', 'undefined'],
      gone: 'null',
      anything: 'any',
      checked: 'string',
    })
  })

  it('enums and literals as their values, merged in a union', () => {
    expect(shapeOf(z.enum(['a', 'b']))).toEqual(['enum', 'a', 'b'])
    expect(shapeOf(z.literal([0, 1]))).toEqual(['enum', 0, 1])
    expect(shapeOf(z.literal('subheader').optional())).toEqual(['or', ['enum', 'subheader'], 'undefined'])
    expect(shapeOf(z.union([z.literal(0), z.literal(1), z.enum(['x'])]).nullable())).toEqual([
      'or',
      ['enum', 0, 1, 'x'],
      'null',
    ])
    enum Kind {
      Car,
      Bus,
    }
    expect(shapeOf(z.enum(Kind))).toEqual(['enum', 0, 1])
  })

  it('arrays, records, tuples, nested objects, unions and intersections', () => {
    const seat = z.object({ id: z.number(), code: z.string() })
    expect(shapeOf(z.array(z.array(seat.nullable())))).toEqual([
      'array',
      ['array', ['or', { id: 'number', code: 'string' }, 'null']],
    ])
    expect(shapeOf(z.record(z.string(), z.number()))).toEqual(['record', 'number'])
    expect(shapeOf(z.tuple([z.string(), z.number()]))).toEqual(['tuple', 'string', 'number'])
    expect(shapeOf(z.union([z.string(), z.number(), z.string()]))).toEqual(['or', 'string', 'number'])
    expect(
      shapeOf(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a') }),
          z.object({ kind: z.literal('b'), b: z.number() }),
        ]),
      ),
    ).toEqual(['or', { kind: ['enum', 'a'] }, { kind: ['enum', 'b'], b: 'number' }])
    expect(shapeOf(z.intersection(seat, z.object({ floor: z.number() })))).toEqual({
      id: 'number',
      code: 'string',
      floor: 'number',
    })
    expect(shapeOf(seat.extend({ floor: z.number() }).pick({ id: true, floor: true }))).toEqual({
      id: 'number',
      floor: 'number',
    })
  })

  it('a default is required (the check fills nothing in); a pipe is checked by its input; readonly and lazy see through', () => {
    expect(shapeOf(z.object({ list: z.array(z.number()).default([]) }))).toEqual({
      list: ['array', 'number'],
    })
    expect(shapeOf(z.string().optional().default('x'))).toBe('string')
    expect(
      shapeOf(
        z
          .string()
          .nullable()
          .optional()
          .transform((s) => s ?? null),
      ),
    ).toEqual(['or', 'string', 'null', 'undefined'])
    expect(shapeOf(z.string().pipe(z.string().min(2)))).toBe('string')
    expect(shapeOf(z.object({ a: z.number() }).readonly())).toEqual({ a: 'number' })
    expect(shapeOf(z.lazy(() => z.boolean()))).toBe('boolean')
    expect(shapeOf(z.number().optional().nonoptional())).toBe('number')
  })

  it('what has no JSON shape accepts anything and is listed', () => {
    interface Category {
      name: string
      children: Category[]
    }
    const category: z.ZodType<Category> = z.object({
      name: z.string(),
      get children() {
        return z.array(category)
      },
    })
    expect(deriveShape(category)).toEqual({
      shape: { name: 'string', children: ['array', 'any'] },
      unchecked: ['.children[]: recursion'],
    })
    const odd = z.object({
      at: z.date(),
      big: z.bigint(),
      custom: z.custom<string>(),
      changed: z.preprocess((v) => String(v), z.string()),
      fallback: z.number().catch(0),
      both: z.intersection(z.string(), z.string().min(1)),
    })
    expect(deriveShape(odd)).toEqual({
      shape: { at: 'any', big: 'any', custom: 'any', changed: 'any', fallback: 'any', both: 'any' },
      unchecked: [
        '.at: date',
        '.big: bigint',
        '.custom: custom',
        '.changed: transform',
        '.fallback: catch',
        '.both: intersection',
      ],
    })
  })
})

describe('the module of a schema file', () => {
  const exports = {
    zSchema: z.object({ b: z.number(), a: z.string() }),
    aSchema: z.array(z.date()),
    LIMIT: 5,
    helper: () => z.string(),
    proto: z.object({ ['__proto__']: z.string() }),
  }

  it('exports each zod schema by name, in name order, as plain data; the rest is left out', () => {
    expect(shapesModule(exports, 'src/api/schemas/x.ts')).toBe(
      [
        '// The response shapes of src/api/schemas/x.ts, derived by scripts/response-shapes.ts.',
        '// aSchema, not checked: []: date',
        'export const aSchema = ["array","any"]',
        'export const proto = {["__proto__"]:"string"}',
        'export const zSchema = {"b":"number","a":"string"}',
        '',
      ].join('\n'),
    )
    expect(isZodSchema(exports.helper)).toBe(false)
  })

  it('is the same each time', () => {
    expect(shapesModule(exports, 'x')).toBe(shapesModule({ ...exports }, 'x'))
  })
})

const schemaModules = import.meta.glob<Record<string, unknown>>('../src/api/schemas/*.ts', { eager: true })

describe('src/api/shapes.d.ts', () => {
  it('declares virtual:shapes/<file> for each schema file that exports a zod schema, and no other', () => {
    const declared = [
      ...readFileSync(new URL('../src/api/shapes.d.ts', import.meta.url), 'utf8').matchAll(
        /declare module 'virtual:shapes\/([\w-]+)' \{\s+const shapes: import\('\.\/response-shape\.ts'\)\.ShapesOf<typeof import\('\.\/schemas\/([\w-]+)\.ts'\)>/g,
      ),
    ]
    expect(declared.every(([, name, file]) => name === file)).toBe(true)
    const withSchemas = Object.entries(schemaModules)
      .filter(([file, exports]) => !file.endsWith('.test.ts') && Object.values(exports).some(isZodSchema))
      .map(([file]) => path.basename(file, '.ts'))
    expect(declared.map(([, name]) => name).sort()).toEqual(withSchemas.sort())
  })
})

describe('the plugin', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'response-shapes-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** A zod-like schema written out (the temporary folder cannot resolve zod). */
  const field = (type: string) => `{ _zod: { def: { type: ${JSON.stringify(type)} } } }`
  const write = (file: string, code: string, time: number) => {
    writeFileSync(path.join(dir, file), code)
    utimesSync(path.join(dir, file), time, time)
  }

  async function load(plugin: Plugin, id: string) {
    const watched: string[] = []
    const context = {
      addWatchFile: (file: string) => watched.push(file),
      error: (message: string) => {
        throw new Error(message)
      },
    }
    const resolved = (plugin.resolveId as { handler: (id: string) => string }).handler(id)
    const load = plugin.load as unknown as {
      handler: (this: typeof context, id: string) => Promise<{ code: string }>
    }
    return { code: (await load.handler.call(context, resolved)).code, watched }
  }

  it('serves virtual:shapes/<file> from the schema files, afresh when one of them or what it imports changes', async () => {
    write('kinds.ts', `export const KIND = ${field('string')}\n`, 1_000)
    write(
      'things.ts',
      `import { KIND } from './kinds.ts'\nexport const thingSchema = { _zod: { def: { type: 'object', shape: { kind: KIND } } } }\n`,
      1_000,
    )
    const plugin = responseShapes({ dir })
    ;(plugin.configResolved as (config: { root: string }) => void)({ root: dir })

    const first = await load(plugin, 'virtual:shapes/things')
    expect(first.code).toContain('export const thingSchema = {"kind":"string"}')
    expect(first.watched).toEqual(
      expect.arrayContaining([path.join(dir, 'things.ts'), path.join(dir, 'kinds.ts')]),
    )

    write('kinds.ts', `export const KIND = ${field('number')}\n`, 2_000)
    expect((await load(plugin, 'virtual:shapes/things')).code).toContain(
      'export const thingSchema = {"kind":"number"}',
    )

    write('more.ts', `export const moreSchema = ${field('boolean')}\n`, 2_000)
    expect((await load(plugin, 'virtual:shapes/more')).code).toContain('export const moreSchema = "boolean"')
    await expect(load(plugin, 'virtual:shapes/nothing')).rejects.toThrow(
      /there is no schema module .*nothing\.ts/,
    )
  }, 60_000)
})
