/** Screen text (owned by the screens). Keys are nested by area: common, auth, layout, menu, dashboard, account. */
export default {
  common: { ok: 'Đồng ý', cancel: 'Hủy', save: 'Lưu' },
}
