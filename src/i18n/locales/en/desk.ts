import type vi from '../vi/desk'

export default {
  days: 'Choose the day',
  day: 'Departure date',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  everyDay: 'Every day',
  direction: 'Direction',
  chooseDirection: 'Choose a direction',
  trips: 'Trips of the day',
  allTrips: 'All trips',
  noTrips: 'No trips on this day',
  loadError: 'Could not load the trips',
  seats: '{{sold}}/{{seats}} sold',
  noCar: 'No car yet',
} satisfies typeof vi
