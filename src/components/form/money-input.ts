import { formatMoneyInput, groupThousands } from '../../lib/format'

/** More digits than this would lose precision as a JS number (and no fare comes near it). */
export const MONEY_MAX_DIGITS = 15

export interface MoneyEdit {
  /** What the input shows: digits grouped with dots ('1.250.000'), '' when empty. */
  text: string
  /** Whole dong, or null when empty. */
  value: number | null
  /** Where the caret goes in `text`: after the same digit it followed in what was typed. */
  caret: number
}

/**
 * One edit of a money input (DECISIONS #9): keeps only digits, groups them with dots and puts the caret back
 * after the digit it followed, so editing in the middle does not jump to the end. Deleting a dot deletes the
 * digit beside it (otherwise Backspace would stop at every dot). An edit that would exceed MONEY_MAX_DIGITS
 * is refused.
 *
 * @param raw        the input's value after the browser applied the edit
 * @param caret      the input's selectionStart after the edit
 * @param previous   what the input showed before the edit
 * @param inputType  InputEvent.inputType ('deleteContentForward' for Delete)
 */
export function editMoney(raw: string, caret: number, previous: string, inputType?: string): MoneyEdit {
  let digits = raw.replace(/\D/g, '')
  let before = raw.slice(0, caret).replace(/\D/g, '').length
  const previousDigits = previous.replace(/\D/g, '')

  // Only a separator went away: delete the digit next to it instead.
  if (digits === previousDigits && raw.length < previous.length && digits) {
    if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, before) + digits.slice(before + 1)
    } else if (before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before)
      before -= 1
    }
  }

  if (digits.length > MONEY_MAX_DIGITS) {
    const back = Math.max(0, caret - (raw.length - previous.length))
    const value = previousDigits ? Number(previousDigits) : null
    return { text: formatMoneyInput(value), value, caret: back }
  }

  // Leading zeros go ('05' → '5'), and the caret with them.
  const zeros = digits.length - (digits.replace(/^0+/, '') || (digits ? '0' : '')).length
  digits = digits.slice(zeros)
  before = Math.max(0, before - zeros)

  if (!digits) return { text: '', value: null, caret: 0 }
  const value = Number(digits)
  const text = groupThousands(value)
  return { text, value, caret: caretAfterDigits(text, before) }
}

/** The position in `text` just after its n-th digit (0 → the start). */
function caretAfterDigits(text: string, n: number): number {
  if (n <= 0) return 0
  let seen = 0
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]) && ++seen === n) return i + 1
  }
  return text.length
}
