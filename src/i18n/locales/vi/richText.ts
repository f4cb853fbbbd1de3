/** The rich-text editor (namespace `richText`): loaded with the editor. */
export default {
  toolbar: 'Định dạng',
  bold: 'Đậm',
  italic: 'Nghiêng',
  underline: 'Gạch chân',
  h2: 'Tiêu đề',
  h3: 'Tiêu đề nhỏ',
  bullets: 'Danh sách',
  numbers: 'Danh sách số',
  link: 'Liên kết',
  linkPrompt: 'Địa chỉ liên kết (https://…)',
  image: 'Chèn ảnh',
  imageRefused: 'Chỉ chèn được ảnh PNG, JPEG hoặc WebP, tối đa {{max}} MB',
  table: 'Chèn bảng',
  undo: 'Hoàn tác',
  redo: 'Làm lại',
  inserts: 'Chèn biến',
  insert: 'Chèn {{label}} ({{text}})',
  pasteRefused:
    'Không dán được: nội dung có phần không được phép ({{list}}). Hãy dán dạng chữ thường (Ctrl+Shift+V).',
  pasteLeftOut: 'Đã dán; đã bỏ định dạng trình soạn thảo không hỗ trợ: {{list}}.',
  loadLeftOut: 'Trình soạn thảo không giữ được: {{list}}. Lưu lại sẽ bỏ các phần này.',
}
