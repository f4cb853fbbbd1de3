export default {
  title: 'Tổng quan',
  tripsToday: 'Chuyến hôm nay',
  ticketsToday: 'Vé bán hôm nay',
  waitingBookings: 'Vé chờ xếp xe',
  waitingGoods: 'Hàng chờ gửi',
  openList: 'Xem danh sách {{what}}',
  yesterday: 'Hôm qua',
  asOf: 'Số liệu ngày',
  loadError: 'Không tải được số liệu tổng quan.',
}
