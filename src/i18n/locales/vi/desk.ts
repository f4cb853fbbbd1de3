/**
 * Text of the desks' filters (namespace `desk`, src/entities/desk): the day navigator, the direction and the
 * trip picker, the same words on every desk and list.
 */
export default {
  /** the navigator's group */
  days: 'Chọn ngày',
  /** the day's name when the screen gives none */
  day: 'Ngày đi',
  previousDay: 'Ngày trước',
  nextDay: 'Ngày sau',
  today: 'Hôm nay',
  /** an optional day left empty: the list shows every day */
  everyDay: 'Mọi ngày',
  /** beside a date "Chiều" alone reads as the afternoon */
  direction: 'Chiều đi',
  chooseDirection: 'Chọn chiều đi',
  trips: 'Chuyến trong ngày',
  allTrips: 'Tất cả chuyến',
  noTrips: 'Không có chuyến nào trong ngày',
  loadError: 'Không tải được danh sách chuyến',
  seats: 'đã bán {{sold}}/{{seats}}',
  noCar: 'Chưa có xe',
}
