export { RANGE_MAX_DAYS, RangeFields, rangeFits, rangeOf, type DayRange } from './RangeFields'
