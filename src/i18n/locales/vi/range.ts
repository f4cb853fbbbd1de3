/** Text of the range form (namespace `range`, src/components/range) of the statistics and report screens. */
export default {
  from: 'Từ ngày',
  to: 'Đến ngày',
  quick: 'Chọn nhanh',
  quickChoices: {
    today: 'Hôm nay',
    yesterday: 'Hôm qua',
    last7: '7 ngày qua',
    thisMonth: 'Tháng này',
    lastMonth: 'Tháng trước',
    thisYear: 'Năm nay',
  },
  tooLong: 'Khoảng ngày không được dài hơn {{days}} ngày',
  reversed: 'Từ ngày không được sau đến ngày',
}
