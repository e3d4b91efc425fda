import os from 'node:os';

/** The note every browser benchmark ends with: the machine, and how busy it was. */
export function machineNote(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `machine: ${os.cpus().length} CPUs, load average ${load} (1/5/15 min) at the end; headless Chromium with software rendering`;
}
