export function requiredMajor(range: string | undefined): number | null;
export function npmVersionFromUserAgent(userAgent: string | undefined): string | null;
export function npmTooOld(npmVersion: string, range: string | undefined): string | null;
