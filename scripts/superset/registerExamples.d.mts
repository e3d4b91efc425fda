export const EXAMPLES_DATABASE_UUID: string;

export interface RegisterExamplesOptions {
  baseUrl: string;
  adminPassword: string;
  examplesFile: string;
  /** Whether Superset runs Celery workers (the examples file is then opened read-only). */
  workers: boolean;
  log(line: string): void;
}

export function registerExamplesDatabase(options: RegisterExamplesOptions): Promise<{ id: number; created: boolean }>;
