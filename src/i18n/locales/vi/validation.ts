export default {
  email: 'Email không đúng định dạng',
  maxLength: 'Số ký tự phải nhỏ hơn hoặc bằng {{0}}',
  minLength: 'Số ký tự phải lớn hơn hoặc bằng {{0}}',
  max: 'Giá trị phải nhỏ hơn hoặc bằng {{0}}',
  min: 'Giá trị phải lớn hơn hoặc bằng {{0}}',
  required: 'Vui lòng nhập {{0}}',
  requiredSelect: 'Vui lòng chọn {{0}}',
  same: 'Giá trị không khớp với {{0}}',
  url: 'Đường dẫn không đúng định dạng',
  date: 'Ngày không đúng định dạng',
}
