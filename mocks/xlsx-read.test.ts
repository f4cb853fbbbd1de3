// @vitest-environment node
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { writeXlsx } from './xlsx.ts'
import { excelSerialToIsoDate, readXlsx, XlsxReadError, XlsxTooLargeError } from './xlsx-read.ts'

/** A workbook as Excel saves it: text in the shared strings table (one rich, one with an entity), a date serial. */
function excelLikeWorkbook(): Uint8Array {
  const sheet =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
    // B2 missing: an empty cell keeps its place; D2 a formula's text
    '<row r="2"><c r="A2" t="s"><v>3</v></c><c r="C2" s="1"><v>47119</v></c><c r="D2" t="str"><f>A2</f><v>x &amp; y</v></c></row>' +
    '<row r="4"><c r="B4"><v>912345678</v></c><c r="C4" t="b"><v>1</v></c></row>' +
    '<row r="5"><c r="A5" t="s"><v>4</v></c></row>' +
    '</sheetData></worksheet>'
  const shared =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="5" uniqueCount="5">' +
    '<si><t>Họ và tên</t></si><si><t>Số điện thoại</t></si><si><t xml:space="preserve">Ngày đi </t></si>' +
    '<si><r><rPr><b/></rPr><t>Nguyễn </t></r><r><t>Văn &lt;A&gt;</t></r><rPh><t>ignored</t></rPh></si>' +
    '<si><t></t></si></sst>'
  const workbook =
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheets><sheet name="Khách" sheetId="1" r:id="rId7"/></sheets></workbook>'
  const rels =
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/data.xml"/>' +
    '</Relationships>'
  return zipSync({
    'xl/workbook.xml': strToU8(workbook),
    'xl/_rels/workbook.xml.rels': strToU8(rels),
    'xl/worksheets/data.xml': strToU8(sheet),
    'xl/sharedStrings.xml': strToU8(shared),
  })
}

describe('xlsx reader', () => {
  it('reads back what the writer wrote: inline text (escaped), numbers, empty cells', () => {
    const rows = [
      ['Họ và tên', 'Số điện thoại', 'Ghi chú'],
      ['Xe "A" & <B>', 350000, null],
      [null, 1.5, 'Đà Lạt ➡️ Sài Gòn'],
    ]
    // a row ends at its last cell with a value: an empty cell writes nothing
    expect(readXlsx(writeXlsx('Khách hàng', rows))).toEqual([rows[0], ['Xe "A" & <B>', 350000], rows[2]])
  })

  it('reads shared strings (rich text joined), a formula’s text, booleans, missing cells and rows in place', () => {
    expect(readXlsx(excelLikeWorkbook())).toEqual([
      ['Họ và tên', 'Số điện thoại', 'Ngày đi '],
      ['Nguyễn Văn <A>', null, 47119, 'x & y'],
      [],
      [null, 912345678, 1],
    ])
  })

  it('turns an Excel date serial into a day', () => {
    expect(excelSerialToIsoDate(47119)).toBe('2029-01-01')
    expect(excelSerialToIsoDate(45658.75)).toBe('2025-01-01')
    expect(excelSerialToIsoDate(0)).toBeUndefined()
  })

  it('refuses what is not a workbook', () => {
    expect(() => readXlsx(strToU8('Họ và tên,Số điện thoại'))).toThrow(XlsxReadError)
    expect(() => readXlsx(zipSync({ 'a.txt': strToU8('x') }))).toThrow(XlsxReadError)
  })

  describe('a hostile file', () => {
    /** A workbook whose only sheet is `rows` (the sheet's XML between <sheetData> and </sheetData>). */
    const sheetOf = (rows: string) =>
      zipSync({
        'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${rows}</sheetData></worksheet>`),
      })

    it('refuses a row or a column far past the limits instead of building them', () => {
      const farRow = sheetOf('<row r="100000000"><c r="A100000000" t="inlineStr"><is><t>x</t></is></c></row>')
      expect(() => readXlsx(farRow)).toThrow(XlsxTooLargeError)
      expect(() => readXlsx(sheetOf('<row r="3"><c r="A3"><v>1</v></c></row>'), { maxRows: 2 })).toThrow(
        XlsxTooLargeError,
      )
      const farColumn = sheetOf('<row r="1"><c r="ZZZZZ1"><v>1</v></c></row>')
      expect(() => readXlsx(farColumn)).toThrow(XlsxTooLargeError)
    })

    it('reads an element left open, and a character past Unicode, without failing', () => {
      const rows = readXlsx(
        sheetOf(
          '<row r="1"><c r="A1" t="inlineStr"><is><t>a&#x110000;b</t></is></c><c r="B1"><v>2</v></c></row>',
        ),
      )
      expect(rows).toEqual([['a\ufffdb', 2]])
      const open = readXlsx(sheetOf('<row r="1"><c r="A1"><v>7</v></c><row r="2"><c r="A2"><v>8</v></c>'))
      expect(open).toEqual([[7], [8]])
    })

    it('takes only the parts it reads from the archive', () => {
      const bytes = zipSync({
        'xl/worksheets/sheet1.xml': strToU8(
          '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>',
        ),
        'xl/media/huge.bin': new Uint8Array(1024 * 1024),
      })
      expect(readXlsx(bytes)).toEqual([[1]])
    })
  })
})
