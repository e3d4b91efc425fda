/** The time grains a time grain filter offers (spec §3 'Time grain codes'), labelled as Superset does. */
export const TIME_GRAIN_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'PT5S', label: '5 second' },
  { value: 'PT30S', label: '30 second' },
  { value: 'PT1M', label: 'Minute' },
  { value: 'PT5M', label: '5 minute' },
  { value: 'PT30M', label: '30 minute' },
  { value: 'PT1H', label: 'Hour' },
  { value: 'PT6H', label: '6 hour' },
  { value: 'P1D', label: 'Day' },
  { value: 'P7D', label: '7 day' },
  { value: 'P1W', label: 'Week' },
  { value: 'week_starting_sunday', label: 'Week starting Sunday' },
  { value: 'week_ending_saturday', label: 'Week ending Saturday' },
  { value: 'P1M', label: 'Month' },
  { value: 'P3M', label: 'Quarter' },
  { value: 'P1Y', label: 'Year' },
];

export function timeGrainLabel(code: string): string {
  return TIME_GRAIN_OPTIONS.find((grain) => grain.value === code)?.label ?? code;
}
