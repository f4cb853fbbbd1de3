import type vi from '../vi/seatMap'

export default {} satisfies typeof vi
