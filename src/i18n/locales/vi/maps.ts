/** Text of the route screens (namespace `maps`): routes, their stops, offices and directions. `fields` names the API fields. */
export default {
  fields: {
    name: 'Tên tuyến',
    code: 'Mã tuyến',
    length: 'Chiều dài (km)',
    tolls: 'Phí cầu đường',
    duration: 'Thời gian chạy (phút)',
    status: 'Trạng thái',
    stops: 'Điểm dừng',
    offices: 'Văn phòng',
    details: 'Chiều',
  },
  /** Messages of the route write schema's own rules (src/api/schemas/routes.ts), for the form and the backend. */
  validation: {
    stopsRequired: 'Tuyến đường phải có thông tin điểm dừng',
  },
}
