import type vi from '../vi/range'

export default {
  from: 'From',
  to: 'To',
  quick: 'Quick choices',
  quickChoices: {
    today: 'Today',
    yesterday: 'Yesterday',
    last7: 'Last 7 days',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    thisYear: 'This year',
  },
  tooLong: 'The range cannot be longer than {{days}} days',
  reversed: 'From cannot be after to',
} satisfies typeof vi
