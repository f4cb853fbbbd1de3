/** Screen text of the 'table' area (ui namespace: `t('table.…')`). */
export default {}
