import type vi from '../vi/dashboard'

export default {
  title: 'Dashboard',
  tripsToday: 'Trips today',
  ticketsToday: 'Tickets sold today',
  waitingBookings: 'Waiting bookings',
  waitingGoods: 'Waiting goods',
  openList: 'Show the list of {{what}}',
  yesterday: 'Yesterday',
  asOf: 'Figures for',
  loadError: 'The dashboard figures could not be loaded.',
} satisfies typeof vi
