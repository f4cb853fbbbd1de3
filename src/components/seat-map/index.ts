export { SeatMap, type SeatMapProps, type SeatStatus } from './SeatMap'
export { SeatDiagramEditor, type SeatDiagramEditorProps } from './SeatDiagramEditor'
export { countSeats, duplicateCodes, emptyDiagram, generateDiagram, seatsOf, suggestCode } from './diagram'
