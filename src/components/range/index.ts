export { RangeFields } from './RangeFields'
export { RANGE_MAX_DAYS, rangeFits, rangeOf, type DayRange } from './range'
