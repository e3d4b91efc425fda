import { Typography } from 'antd';
import type { IssueCode } from '../../../api/types';
import { formatIssueCode } from '../describeError';

const POSSIBLE_CAUSES = 'Possible causes:';
const ISSUE_CODES_DOCS = 'https://superset.apache.org/docs/using-superset/issue-codes';

/** The issue codes' explanations ('Issue 1000 - …'), each linked to its documentation. */
export function IssueCodeList({ issueCodes }: { issueCodes: IssueCode[] }) {
  if (issueCodes.length === 0) return null;
  return (
    <div>
      <Typography.Text>{POSSIBLE_CAUSES}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {issueCodes.map((issueCode) => (
          <li key={issueCode.code}>
            {formatIssueCode(issueCode)}{' '}
            <Typography.Link
              href={`${ISSUE_CODES_DOCS}#issue-${issueCode.code}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`About issue ${issueCode.code}`}
            >
              (about)
            </Typography.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
