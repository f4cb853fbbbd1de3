/** General settings (namespace `settings`): `fields` names the API fields in forms and messages. */
export default {
  fields: {
    logo: 'Logo',
    favicon: 'Biểu tượng trang',
    title: 'Tiêu đề',
    subtitle: 'Tiêu đề phụ',
    default_theme: 'Giao diện mặc định',
    main_color: 'Màu chủ đạo',
    format_date: 'Định dạng ngày',
    format_time: 'Định dạng giờ',
    default_language: 'Ngôn ngữ mặc định',
    timezone: 'Múi giờ',
    currency_symbol: 'Ký hiệu tiền tệ',
    decimal_symbol: 'Dấu thập phân',
    digit_group_symbol: 'Dấu phân cách hàng nghìn',
    company_name: 'Tên nhà xe',
    phone: 'Số điện thoại',
    address: 'Địa chỉ',
    handover_requires_id: 'Người nhận xuất trình CCCD khi nhận hàng',
  },
}
