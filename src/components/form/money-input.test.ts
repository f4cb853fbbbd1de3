import { describe, expect, it } from 'vitest'
import { editMoney } from './money-input'

describe('editMoney', () => {
  it('groups digits with dots and keeps the caret at the end when typing at the end', () => {
    expect(editMoney('1250000', 7, '125.000')).toEqual({ text: '1.250.000', value: 1250000, caret: 9 })
  })

  it('keeps only digits', () => {
    expect(editMoney('1.250a', 6, '1.250')).toEqual({ text: '1.250', value: 1250, caret: 5 })
    expect(editMoney('abc', 3, '')).toEqual({ text: '', value: null, caret: 0 })
    expect(editMoney('1.250.000 ₫', 11, '')).toMatchObject({ text: '1.250.000', value: 1250000 })
  })

  it('keeps the caret after the same digit when editing in the middle', () => {
    // '1.|250.000' + '9' → '19.250.000' with the caret after the 9
    expect(editMoney('1.9250.000', 3, '1.250.000')).toEqual({ text: '19.250.000', value: 19250000, caret: 2 })
    // Backspace of the 2 in '1.2|50.000' → '150.000', caret after '1'
    expect(editMoney('1.50.000', 2, '1.250.000')).toEqual({ text: '150.000', value: 150000, caret: 1 })
  })

  it('deletes the digit beside a deleted dot', () => {
    // Backspace at '1.|250' removes the 1
    expect(editMoney('1250', 1, '1.250', 'deleteContentBackward')).toEqual({
      text: '250',
      value: 250,
      caret: 0,
    })
    // Delete at '1|.250' removes the 2
    expect(editMoney('1250', 1, '1.250', 'deleteContentForward')).toEqual({
      text: '150',
      value: 150,
      caret: 1,
    })
  })

  it('drops leading zeros and empties to null', () => {
    expect(editMoney('05', 2, '0')).toEqual({ text: '5', value: 5, caret: 1 })
    expect(editMoney('000', 3, '00')).toEqual({ text: '0', value: 0, caret: 1 })
    expect(editMoney('', 0, '5')).toEqual({ text: '', value: null, caret: 0 })
  })

  it('refuses more than 15 digits', () => {
    expect(editMoney('100.000.000.000.0001', 20, '100.000.000.000.000')).toEqual({
      text: '100.000.000.000.000',
      value: 1e14,
      caret: 19,
    })
  })
})
