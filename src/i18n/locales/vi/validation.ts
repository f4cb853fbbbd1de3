/** SPEC §5 messages, used by the error map (src/api/schemas/error-map.ts) in the forms and the demo backend alike. */
export default {
  email: 'Email không đúng định dạng',
  maxLength: 'Số ký tự phải nhỏ hơn hoặc bằng {{0}}',
  minLength: 'Số ký tự phải lớn hơn hoặc bằng {{0}}',
  max: 'Giá trị phải nhỏ hơn hoặc bằng {{0}}',
  min: 'Giá trị phải lớn hơn hoặc bằng {{0}}',
  maxItems: 'Chọn tối đa {{0}} mục',
  required: 'Vui lòng nhập {{0}}',
  requiredSelect: 'Vui lòng chọn {{0}}',
  same: 'Giá trị không khớp với {{0}}',
  url: 'Đường dẫn không đúng định dạng',
  date: 'Ngày không đúng định dạng',
  invalid: 'Giá trị không hợp lệ',
  hiddenCharacters: 'Không được chứa ký tự điều khiển hoặc ký tự ẩn',
  hiddenCharactersOrLineBreak: 'Không được chứa xuống dòng, ký tự điều khiển hoặc ký tự ẩn',
  colour: 'Màu phải có dạng #rrggbb',
  uploadPath: 'Ảnh phải là tệp đã tải lên hệ thống',
}
