// @vitest-environment node
/*
 * One table kit (ARCHITECTURE "UI conventions"): every table is a DataTable or its light sibling SimpleTable,
 * both in src/components/data-table. A screen that wants a table gives them columns; it never writes <table>.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = fileURLToPath(new URL('..', import.meta.url))
const KIT = join(SRC, 'components', 'data-table') + sep

/** Every .tsx file under `dir` but tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

/** `file:line` of each `<table` (the element, in any case, with or without attributes) in `files`. */
const tablesIn = (files: string[]) =>
  files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        /<table[\s/>]|<table$/i.test(line) ? [`${relative(SRC, file).split(sep).join('/')}:${i + 1}`] : [],
      ),
  )

describe('the table kit', () => {
  it('is the only place that writes <table>', () => {
    const outside = sources(SRC).filter((file) => !file.startsWith(KIT))
    expect(outside.length).toBeGreaterThan(100)
    expect(tablesIn(outside)).toEqual([])
  })

  it('does write it (the check would see a table)', () => {
    expect(tablesIn(sources(KIT)).length).toBeGreaterThan(0)
  })
})
