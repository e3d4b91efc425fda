/** The schedule controls shared by the report and alert forms. */
export { CronPicker } from './CronPicker';
export { TimezoneSelect } from './TimezoneSelect';
export { browserTimezone } from './timezones';
