export default {
  common: { ok: 'OK', cancel: 'Cancel', save: 'Save' },
}
