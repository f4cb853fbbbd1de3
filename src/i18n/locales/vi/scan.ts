/** Text of the scan desk (namespace `scan`): quét mã hàng bằng súng đọc mã vạch. */
export default {
  desk: 'Quét mã hàng',
  field: 'Mã hàng (quét hoặc gõ rồi nhấn Enter)',
  mode: 'Chế độ quét',
  modes: {
    receive: 'Nhập kho',
    load: 'Xếp hàng lên xe',
    unload: 'Dỡ hàng',
    handover: 'Tra cứu giao hàng',
  },
  /** ScanClass */
  class: {
    expected: 'Đúng hàng',
    unexpected: 'Không thuộc nơi này',
    duplicate: 'Đã quét rồi',
    unknown: 'Không tìm thấy mã',
    invalid: 'Mã không hợp lệ',
  },
  /** ScanReason */
  reason: {
    wrongTrip: 'Hàng thuộc chuyến khác',
    wrongOffice: 'Hàng thuộc văn phòng khác',
    wrongDirection: 'Hàng đi chiều khác',
    wrongStatus: 'Hàng đang ở trạng thái {{status}}',
    notSelected: 'Hàng không nằm trong danh sách đã chọn',
  },
  detail: {
    duplicate: 'Mã {{code}} đã có trong danh sách quét',
    unknown: 'Không có hàng nào mang mã {{code}}',
    invalid: 'Mã {{code}} không đúng dạng (chữ in hoa và số, tối đa 12 ký tự); hãy quét lại',
    lookupFailed: 'Không tra được mã {{code}}: {{message}}',
  },
  session: 'Danh sách quét',
  counter: 'Đã quét {{count}} mã, {{expected}} đúng hàng',
  clear: 'Xóa danh sách quét',
  clearConfirm: 'Xóa toàn bộ danh sách quét của phiên này?',
  empty: 'Chưa quét mã nào',
  mute: 'Tắt âm báo',
  unmute: 'Bật âm báo',
  column: { time: 'Giờ quét', code: 'Mã hàng', result: 'Kết quả', parcel: 'Hàng' },
  refused: 'Mã {{code}}: {{message}}',
  handover: {
    open: 'Xem hàng',
    print: 'In nhãn',
  },
  load: {
    trip: 'Chuyến',
    office: 'Văn phòng',
    expected: 'Cần xếp',
    scanned: 'Đã quét đúng',
    missing: 'Còn thiếu',
    extra: 'Thừa (không thuộc chuyến)',
    confirm: 'Xếp {{count}} hàng đã quét lên xe',
    confirmTitle: 'Xếp {{count}} hàng đã quét lên chuyến {{trip}}?',
    done: 'Đã xếp {{count}} hàng lên xe',
  },
}
