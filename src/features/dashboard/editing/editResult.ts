/** What every layout edit returns: the next layout, or why the edit was refused (the input is never changed). */
import type { DashboardLayout } from '../dashboardLayoutSlice';

export type LayoutEditResult = { layout: DashboardLayout } | { error: string };

export function refused(message: string): LayoutEditResult {
  return { error: message };
}

/** Makes a new component id, `<TYPE>-<random>` unless the caller supplies its own (tests, replays). */
export type NewComponentId = (type: string) => string;
