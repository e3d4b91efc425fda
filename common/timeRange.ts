/** Superset's time-range phrases that both sides read (spec and superset/utils/date_parser.py). */

/** The time range that filters nothing, and the default of the time range control. */
export const NO_TIME_RANGE = 'No filter';

/** Between the two sides of an advanced range: `START : END` (an empty side is unbounded). */
export const TIME_RANGE_SEPARATOR = ' : ';
