/** Screen text of the 'fleet' area (ui namespace: `t('fleet.…')`). */
export default {}
