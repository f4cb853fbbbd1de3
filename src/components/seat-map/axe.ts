import axe from 'axe-core'

/** axe's violations in a rendered piece (no colour contrast: jsdom does not lay out, and palette.ts is tested for it; no landmark rule: a piece, not a page). */
export async function axeViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
