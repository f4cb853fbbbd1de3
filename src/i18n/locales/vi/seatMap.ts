/** Screen text of the 'seatMap' area (ui namespace: `t('seatMap.…')`): the seat map and its editor. */
export default {
  /** a seat's accessible name: code, type, status (+ note) */
  seatName: 'Ghế {{code}}, {{type}}, {{status}}',
  seatNameNote: 'Ghế {{code}}, {{type}}, {{status}}, {{note}}',
  floor: 'Tầng {{floor}}',
  legend: 'Chú thích',
  legendTypes: 'Loại ghế',
  legendStatuses: 'Trạng thái',
  /** short badges and the type part of a seat's name (DECISIONS #5) */
  type: {
    normal: 'Thường',
    cb: 'CB',
    stx: 'STX',
    mid: 'Giữa',
    last: 'Cuối',
    reserved: 'Không bán',
  },
  /** the seat types spelled out in the legend */
  typeLegend: {
    normal: 'Ghế thường',
    cb: 'CB (ghế đầu)',
    stx: 'STX (sau tài xế)',
    mid: 'Ghế giữa',
    last: 'Ghế cuối',
    reserved: 'Ghế không bán',
  },
  /** the status part of a seat's name */
  status: {
    free: 'còn trống',
    taken: 'đã đặt',
    held: 'tạm giữ',
    selected: 'đang chọn',
    disabled: 'không khả dụng',
    soldPaid: 'đã bán, đã thanh toán',
    soldUnpaid: 'đã bán, chưa thanh toán',
    /** a reserved seat with no other status */
    reserved: 'để trống',
  },
  /** the statuses in the legend */
  statusLegend: {
    free: 'Còn trống',
    taken: 'Đã đặt',
    held: 'Tạm giữ',
    selected: 'Đang chọn',
    disabled: 'Không khả dụng',
    soldPaid: 'Đã bán, đã thanh toán',
    soldUnpaid: 'Đã bán, chưa thanh toán',
  },
  editor: {
    toolbar: 'Thao tác với sơ đồ',
    addColumn: 'Thêm cột',
    removeColumn: 'Xóa cột trống cuối',
    addRow: 'Thêm hàng ghế',
    removeRow: 'Xóa hàng ghế trống cuối',
    addRowOnFloor: 'Thêm hàng ghế (tầng {{floor}})',
    removeRowOnFloor: 'Xóa hàng ghế trống cuối (tầng {{floor}})',
    addFloor: 'Thêm tầng',
    removeFloor: 'Xóa tầng {{floor}} (trống)',
    count: 'Số chỗ trên sơ đồ: {{count}}',
    shortcuts:
      'Phím tắt: mũi tên để di chuyển, Home/End về ô đầu/cuối tầng, Insert hoặc + để thêm ghế, Delete để xóa ghế, T để đổi loại ghế, Enter để sửa mã ghế (Esc để quay lại sơ đồ).',
    emptyCell: 'Ô trống, tầng {{floor}}, hàng ghế {{row}}, cột {{column}}',
    seatCell: 'Ghế {{code}}, {{type}}, tầng {{floor}}, hàng ghế {{row}}, cột {{column}}',
    selected: 'Đang chọn: tầng {{floor}}, hàng ghế {{row}}, cột {{column}}',
    selectedEmpty: 'Ô trống',
    duplicateMark: ', mã bị trùng',
    addSeat: 'Thêm ghế',
    newSeatCode: 'Mã ghế mới: {{code}}',
    deleteSeat: 'Xóa ghế',
    code: 'Mã ghế',
    seatType: 'Loại ghế',
    duplicateCode: 'Mã ghế {{code}} bị trùng với ghế khác',
    emptyCode: 'Vui lòng nhập mã ghế',
    noRows: 'Tầng {{floor}} chưa có hàng ghế nào. Chọn "Thêm hàng ghế".',
    noCell: 'Chọn một ô trên sơ đồ để thêm hoặc sửa ghế.',
  },
}
