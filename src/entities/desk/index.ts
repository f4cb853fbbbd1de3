/**
 * The desks' filters, one set on every desk and list that chooses a day, a direction or a trip: the day
 * navigator, the direction and the trip picker. Their choices live in the address under one name each
 * (`date`, `map_detail_id`, `trip_id`: ./search.ts, which the routes import on their own).
 */
export { DayNavigator } from './DayNavigator'
export { DirectionSelect } from './DirectionSelect'
export { TripPicker, type TripChoice } from './TripPicker'
export { DayTripPicker } from './DayTripPicker'
