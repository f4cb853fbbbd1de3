import type vi from '../vi/live'

export default {
  newestBooking: {
    title: 'New waiting booking',
    body: '{{0}} · {{1}} · {{2}}',
    toast: 'New waiting booking: {{0}}, {{1}}, departing {{2}}',
  },
  newWebBookings: '{{count}} new from the website',
} satisfies typeof vi
