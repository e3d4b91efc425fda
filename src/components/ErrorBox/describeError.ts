import type { ClientError, ErrorLevel, IssueCode, SupersetError } from '../../api/types';

/** Everything ErrorBox shows about one error, whatever shape it arrived in. */
export interface ErrorDescription {
  message: string;
  description?: string;
  stacktrace?: string;
  issueCodes: IssueCode[];
  /** Where the user can ask for access (Superset's `link`). */
  requestAccessUrl?: string;
  /** People who can grant access (`extra.owners`). */
  owners: string[];
  /** The rest of `extra`, shown as data. */
  otherExtra: Record<string, unknown>;
  level?: ErrorLevel;
  errorType?: string;
  /** The Superset error behind it, handed to a display registered for its type. */
  supersetError?: SupersetError;
}

interface ErrorInput {
  error?: ClientError | SupersetError;
  /** Replaces the error's message, or is the message when there is no error object. */
  message?: string;
  /** Replaces the error's description. */
  description?: string;
  /** Replaces the error's request-access link. */
  link?: string;
}

const KEYS_SHOWN_ON_THEIR_OWN = new Set(['issue_codes', 'link', 'owners']);

function isClientError(error: ClientError | SupersetError): error is ClientError {
  return 'error' in error && typeof error.error === 'string';
}

function nonEmpty(text: string | undefined | null): string | undefined {
  return text && text.trim() !== '' ? text : undefined;
}

export function readIssueCodes(extra: SupersetError['extra']): IssueCode[] {
  const codes: unknown = extra?.issue_codes;
  if (!Array.isArray(codes)) return [];
  return codes.filter(
    (code): code is IssueCode =>
      typeof code === 'object' &&
      code !== null &&
      typeof (code as IssueCode).code === 'number' &&
      typeof (code as IssueCode).message === 'string',
  );
}

export function readOwners(extra: SupersetError['extra']): string[] {
  const owners: unknown = extra?.owners;
  if (!Array.isArray(owners)) return [];
  return owners.filter((owner): owner is string => typeof owner === 'string' && owner !== '');
}

function readOtherExtra(extra: SupersetError['extra']): Record<string, unknown> {
  if (!extra) return {};
  return Object.fromEntries(
    Object.entries(extra).filter(([key, value]) => !KEYS_SHOWN_ON_THEIR_OWN.has(key) && value !== undefined),
  );
}

function linkFromExtra(extra: SupersetError['extra']): string | undefined {
  return typeof extra?.link === 'string' ? nonEmpty(extra.link) : undefined;
}

export function describeError({ error, message, description, link }: ErrorInput): ErrorDescription {
  const supersetError = error && (isClientError(error) ? error.errors?.[0] : error);
  const extra = supersetError?.extra;
  const fromClient = error && isClientError(error) ? error : undefined;
  const messageFromError = fromClient
    ? (nonEmpty(fromClient.error) ?? nonEmpty(fromClient.message))
    : supersetError?.message;

  return {
    message: nonEmpty(message) ?? messageFromError ?? '',
    description: nonEmpty(description) ?? nonEmpty(fromClient?.description),
    stacktrace: nonEmpty(fromClient?.stacktrace),
    issueCodes: readIssueCodes(extra),
    requestAccessUrl: nonEmpty(link) ?? nonEmpty(fromClient?.link) ?? linkFromExtra(extra),
    owners: readOwners(extra),
    otherExtra: readOtherExtra(extra),
    level: supersetError?.level,
    errorType: supersetError?.error_type,
    supersetError,
  };
}

/** Whether there is more to show than the message ('See more'). */
export function hasErrorDetails(details: ErrorDescription): boolean {
  return Boolean(
    details.description ||
    details.stacktrace ||
    details.issueCodes.length > 0 ||
    Object.keys(details.otherExtra).length > 0,
  );
}

/** 'Issue <code> - <message>', whether or not the message already starts with its 'Issue <code>'. */
export function formatIssueCode(issueCode: IssueCode): string {
  const prefix = `Issue ${issueCode.code}`;
  return issueCode.message.startsWith(prefix) ? issueCode.message : `${prefix} - ${issueCode.message}`;
}

export function formatExtra(otherExtra: Record<string, unknown>): string {
  return JSON.stringify(otherExtra, null, 2);
}

/** The whole error as plain text, for 'Copy message'. */
export function errorToPlainText(title: string, details: ErrorDescription): string {
  const parts = [
    title,
    details.message,
    details.description,
    details.issueCodes.map(formatIssueCode).join('\n'),
    Object.keys(details.otherExtra).length > 0 ? formatExtra(details.otherExtra) : undefined,
    details.owners.join(', '),
    details.requestAccessUrl,
    details.stacktrace,
  ];
  return parts.filter((part): part is string => Boolean(part)).join('\n\n');
}
