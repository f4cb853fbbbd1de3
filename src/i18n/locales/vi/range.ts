/** Text of the range form (namespace `range`, src/components/range) of the statistics and report screens. */
export default {
  from: 'Từ ngày',
  to: 'Đến ngày',
  tooLong: 'Khoảng ngày không được dài hơn {{days}} ngày',
  reversed: 'Từ ngày không được sau đến ngày',
}
