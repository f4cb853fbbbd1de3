// @vitest-environment node
import { unzipSync, strFromU8 } from 'fflate'
import readXlsxFile from 'read-excel-file/node'
import { describe, expect, it } from 'vitest'
import { columnName, writeXlsx } from './xlsx.ts'

describe('xlsx writer', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ])
  })

  it('writes a workbook that reads back: text (escaped), numbers, empty cells, a safe sheet name', async () => {
    const rows = [
      ['Tên', 'Giá', 'Ghi chú'],
      ['Xe "A" & <B>', 350000, null],
      [null, 1.5, 'Đà Lạt\u0001'],
    ]
    const bytes = writeXlsx('Xe [Sài Gòn]: tháng 1/2030 — danh sách dài', rows)
    const files = unzipSync(bytes)
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ])
    expect(strFromU8(files['xl/worksheets/sheet1.xml'])).toContain('<c r="B2"><v>350000</v></c>')
    const [sheet] = await readXlsxFile(Buffer.from(bytes))
    expect(sheet.sheet).toBe('Xe  Sài Gòn   tháng 1 2030 — da') // 31 characters, no []:*?/\
    expect(sheet.data).toEqual([
      ['Tên', 'Giá', 'Ghi chú'],
      ['Xe "A" & <B>', 350000, null],
      [null, 1.5, 'Đà Lạt'],
    ])
  })
})
