/** Screen text of the 'form' area (ui namespace: `t('form.…')`). */
export default {}
