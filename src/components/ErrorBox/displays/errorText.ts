import type { IssueCode } from '../../../api/types';
import { formatIssueCode } from '../describeError';

/** The non-empty parts of an error, one paragraph each, for 'Copy message'. */
export function joinErrorText(parts: (string | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n\n');
}

export function issueCodesText(issueCodes: IssueCode[]): string | undefined {
  return issueCodes.length > 0 ? issueCodes.map(formatIssueCode).join('\n') : undefined;
}

/** '1 second', '30 seconds'. */
export function secondsText(seconds: number): string {
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
