/** Screen text of the 'seatMap' area (ui namespace: `t('seatMap.…')`). */
export default {}
