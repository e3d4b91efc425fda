/** A recipient's `recipient_config_json`: `{target, ccTarget?, bccTarget?}`, addresses separated by , or ;. */
import { ReportDeliveryError } from './types';

interface RecipientConfig {
  target: string;
  ccTarget: string;
  bccTarget: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function recipientConfig(json: string): RecipientConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ReportDeliveryError(`Recipient configuration is not valid JSON: ${json}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ReportDeliveryError(`Recipient configuration must be an object: ${json}`);
  }
  const config = parsed as Record<string, unknown>;
  return { target: text(config.target), ccTarget: text(config.ccTarget), bccTarget: text(config.bccTarget) };
}

/** Addresses of a "a@x.com, b@y.com; c@z.com" list (Superset's recipients_string_to_list). */
export function addressList(list: string): string[] {
  return list
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter((address) => address.length > 0);
}
