import type vi from '../vi/range'

export default {
  from: 'From',
  to: 'To',
  tooLong: 'The range cannot be longer than {{days}} days',
  reversed: 'From cannot be after to',
} satisfies typeof vi
