import { render, screen, waitFor } from '@testing-library/react'
import JsBarcode from 'jsbarcode'
import { describe, expect, it } from 'vitest'
import { Barcode } from './Barcode'

/** The black bars (x and width of each), the white background left out. */
const bars = (svg: Element) =>
  [...svg.querySelectorAll('g[fill="#000000"] rect')].map(
    (r) => `${r.getAttribute('x')}:${r.getAttribute('width')}`,
  )

describe('Barcode', () => {
  it('draws the code as Code 128, bar for bar as the library encodes it, with an accessible name', async () => {
    render(<Barcode code="VE000123" label="Mã vạch VE000123" />)
    const svg = screen.getByRole('img', { name: 'Mã vạch VE000123' })
    await waitFor(() => expect(bars(svg).length).toBeGreaterThan(10))

    const expected = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    JsBarcode(expected, 'VE000123', {
      format: 'CODE128',
      displayValue: false,
      height: 48,
      margin: 0,
      width: 2,
    })
    expect(bars(svg)).toEqual(bars(expected))
    // another code draws other bars
    const other = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    JsBarcode(other, 'VE000124', { format: 'CODE128', displayValue: false, height: 48, margin: 0, width: 2 })
    expect(bars(svg)).not.toEqual(bars(other))
  })
})
