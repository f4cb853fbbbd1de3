/** Screen text of the 'form' area (ui namespace: `t('form.…')`): the form kit's own messages and labels. */
export default {
  counter: '{{0}}/{{1}} ký tự',
  status: {
    active: 'Hoạt động',
    inactive: 'Ngừng hoạt động',
  },
  options: {
    loading: 'Đang tải danh sách…',
    loadError: 'Không tải được danh sách {{label}}.',
    loadErrorShort: 'Không tải được danh sách.',
  },
  day: {
    calendar: 'Chọn ngày trên lịch',
    unreadable: 'Không đọc được ngày: gõ theo dạng {{format}}, ví dụ {{example}}',
    early: 'Ngày không được trước {{day}}',
    late: 'Ngày không được sau {{day}}',
  },
  time: {
    unreadable: 'Không đọc được giờ: gõ như 06:30, 0630, 6h30 hoặc 18',
  },
  /** AddressFields: the three levels of an address, as the GSO's list names them (also in the backend's messages) */
  address: {
    province: 'Tỉnh/Thành phố',
    district: 'Quận/Huyện',
    ward: 'Phường/Xã',
  },
  dateRange: {
    end: '{{label}} (đến ngày)',
  },
  color: {
    presets: 'Màu gợi ý',
    none: 'Chưa chọn màu',
    clear: 'Bỏ chọn màu',
    custom: 'Màu khác',
  },
  image: {
    choose: 'Chọn ảnh',
    remove: 'Xóa ảnh',
    uploading: 'Đang tải ảnh lên…',
    notImage: 'Tệp đã chọn không phải là ảnh',
    tooLarge: 'Dung lượng ảnh phải nhỏ hơn hoặc bằng {{max}} MB',
    uploadFailed: 'Tải ảnh lên không thành công',
  },
}
