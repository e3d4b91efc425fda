/**
 * Rate limits written as Flask-Limiter writes them (Superset's AUTH_RATE_LIMIT): "5 per second",
 * "10 per 20 second", "100/hour", several joined by ";" or ",".
 */
export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

const UNIT_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

const RULE = /^(\d+)\s*(?:per|\/)\s*(\d+)?\s*(second|minute|hour|day|month|year)s?$/i;

/** The rules of a rate limit text; throws on anything that is not one. */
export function parseRateLimit(text: string): RateLimitRule[] {
  const parts = text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new Error(`"${text}" is not a rate limit (e.g. "5 per second")`);
  return parts.map((part) => {
    const match = RULE.exec(part);
    if (!match) throw new Error(`"${part}" is not a rate limit (e.g. "5 per second")`);
    const [, count, multiplier, unit] = match;
    return { max: Number(count), windowMs: Number(multiplier ?? 1) * UNIT_MS[unit.toLowerCase()] };
  });
}
