export default {
  title: 'Tổng quan',
  tripsToday: 'Chuyến hôm nay',
  ticketsToday: 'Vé bán hôm nay',
  waitingBookings: 'Vé chờ xếp xe',
  waitingGoods: 'Hàng chờ gửi',
  asOf: 'Số liệu ngày',
  loadError: 'Không tải được số liệu tổng quan.',
}
