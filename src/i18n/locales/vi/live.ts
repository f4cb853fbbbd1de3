/**
 * Text of the signed-in frame's live announcements (namespace `live`, src/realtime/newest-bookings.ts and the
 * side menu's count): a booking that just came from the website or the app. Loaded for the clerks it is for, once
 * the frame has shown (the sign-in page never carries it).
 */
export default {
  /** a booking arriving (socket booking:newest): the toast and the desktop notification */
  newestBooking: {
    title: 'Vé chờ xếp xe mới',
    body: '{{0}} · {{1}} · {{2}}',
    /** the toast is a link: it opens the selling desk on that day, direction and booking */
    toast: 'Vé chờ xếp xe mới: {{0}}, {{1}}, ngày đi {{2}}',
  },
  /** the side menu's count beside "Vé chờ xếp xe" (read by screen readers and in its tooltip) */
  newWebBookings: '{{count}} vé mới từ website',
}
