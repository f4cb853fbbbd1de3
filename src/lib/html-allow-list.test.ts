import { describe, expect, it } from 'vitest'
import { PAYLOADS } from '../test/xss-payloads'
import { describeFindings, holdsAny, reviewForEditor, scanHtml } from './html-allow-list'

describe('the HTML allow-list', () => {
  it('finds what a template or an article may not hold: tags, handlers, schemes, however written', () => {
    expect(scanHtml('<p>a</p><script>x()</script>')).toEqual({
      tags: ['<script>'],
      attributes: [],
      addresses: [],
    })
    expect(scanHtml('<img src=x onerror="a()" ONLOAD=b>').attributes).toEqual(['onerror', 'onload'])
    expect(scanHtml('<a href="jav&#x09;ascript:a()">x</a>').addresses).toEqual(['javascript:a()'])
    expect(scanHtml('<a href="&#106;avascript&colon;a()">x</a>').addresses).toEqual(['javascript:a()'])
    expect(scanHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">').addresses).toHaveLength(1)
    expect(scanHtml('<img src="data:image/png;base64,iVBORw0K">').addresses).toEqual([])
    expect(scanHtml('<!-- <script> --><p title="<b>">x</p>')).toEqual({
      tags: [],
      attributes: [],
      addresses: [],
    })
    expect(
      holdsAny(
        scanHtml(
          '<h2>Hợp đồng</h2><p><strong>Bên A</strong> <a href="https://x.vn">x</a></p><table><tr><td colspan="2">1</td></tr></table>',
        ),
      ),
    ).toBe(false)
  })

  it('fails closed: comments end where a browser ends them, and markup it cannot read is refused', () => {
    expect(scanHtml('<!--><img src=x onerror=a()>-->').attributes).toEqual(['onerror'])
    expect(scanHtml('<!---><img src=x onerror=a()>').attributes).toEqual(['onerror'])
    expect(scanHtml('<!-- a --!><img src=x onerror=a()>').attributes).toEqual(['onerror'])
    expect(holdsAny(scanHtml('<img src=x" onerror=a()>'))).toBe(true)
    expect(holdsAny(scanHtml("<img alt=a' onerror=a()>"))).toBe(true)
    expect(holdsAny(scanHtml('<p>1 < 2 and 3 > 2</p>'))).toBe(false)
  })

  it('refuses every payload of SafeHtml’s list in the editor, or keeps nothing of it but text', () => {
    for (const payload of PAYLOADS) {
      const { refused, leftOut } = reviewForEditor(payload)
      // what is not refused is presentation the editor leaves out (a style, an id on a div …), never kept
      if (!holdsAny(refused)) expect(holdsAny(leftOut), payload).toBe(true)
    }
    expect(describeFindings(reviewForEditor('<img src=x onerror="a()"><script>b()</script>').refused)).toBe(
      '<script>, onerror',
    )
  })

  it('takes a word processor’s copy: its presentation left out and said, nothing refused', () => {
    const copied =
      '<meta charset="utf-8"><html><body><!--StartFragment--><p class="MsoNormal" style="margin:0"><span lang="VI" style="font-size:12pt">Điều 1</span></p><!--EndFragment--></body></html>'
    const { refused, leftOut } = reviewForEditor(copied)
    expect(holdsAny(refused)).toBe(false)
    expect(describeFindings(leftOut)).toBe('<meta>, <html>, <body>, <span>, charset, class, style, lang')
  })
})
