import { useEffect, useRef } from 'react'

/**
 * A code as a Code 128 barcode (DECISIONS #14), drawn as SVG by jsbarcode, which loads with the first barcode
 * shown (never with a screen's first download). `label` names it for screen readers ("Mã vạch VE000123").
 */
export function Barcode({ code, label, height = 48 }: { code: string; label: string; height?: number }) {
  const svg = useRef<SVGSVGElement>(null)
  useEffect(() => {
    let live = true
    void import('jsbarcode').then(({ default: draw }) => {
      if (live && svg.current)
        draw(svg.current, code, { format: 'CODE128', displayValue: false, height, margin: 0, width: 2 })
    })
    return () => {
      live = false
    }
  }, [code, height])
  return <svg ref={svg} role="img" aria-label={label} className="barcode" data-code={code} />
}
