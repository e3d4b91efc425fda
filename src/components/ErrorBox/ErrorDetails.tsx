import { Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatExtra, formatIssueCode, type ErrorDescription } from './describeError';

const preformattedStyle: CSSProperties = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: 320,
  overflow: 'auto',
  margin: 0,
};

/** The part of an error behind 'See more': description, issue codes, extra data, stack trace. */
export function ErrorDetails({ details }: { details: ErrorDescription }) {
  const hasExtra = Object.keys(details.otherExtra).length > 0;
  return (
    <Flex orientation="vertical" gap="small" data-testid="error-details">
      {details.description && (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{details.description}</Typography.Paragraph>
      )}
      {details.issueCodes.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
          {details.issueCodes.map((issueCode) => (
            <li key={issueCode.code}>{formatIssueCode(issueCode)}</li>
          ))}
        </ul>
      )}
      {hasExtra && <pre style={preformattedStyle}>{formatExtra(details.otherExtra)}</pre>}
      {details.stacktrace && <pre style={preformattedStyle}>{details.stacktrace}</pre>}
    </Flex>
  );
}
