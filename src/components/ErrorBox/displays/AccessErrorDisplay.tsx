import { Typography } from 'antd';
import { readIssueCodes, readOwners } from '../describeError';
import { shouldDisplayInline } from '../displayMode';
import { RequestAccess } from '../RequestAccess';
import { isVisualizationSource, type ErrorDisplayProps } from '../types';
import { issueCodesText, joinErrorText } from './errorText';
import { IssueCodeList } from './IssueCodeList';
import { TypedErrorAlert } from './TypedErrorAlert';

const CHART_ACCESS_TITLE = "No access to this chart's data";
const DATA_ACCESS_TITLE = 'No access to this data';

function tablesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((table): table is string => typeof table === 'string') : [];
}

/** The tables the user may not read, when the error names them. */
function deniedTablesText(tables: string[]): string | undefined {
  return tables.length > 0 ? `Tables you cannot read: ${tables.join(', ')}` : undefined;
}

/**
 * The user lacks a permission (on a dataset, table, database, query or dashboard): the reason, the
 * tables concerned, and '(Request Access)' with the owners or the access-request link.
 */
export function AccessErrorDisplay({ error, source, title, link, compact }: ErrorDisplayProps) {
  const issueCodes = readIssueCodes(error.extra);
  const owners = readOwners(error.extra);
  const requestAccessUrl = link ?? (typeof error.extra?.link === 'string' ? error.extra.link : undefined);
  const tablesText = deniedTablesText(tablesOf(error.extra?.tables));
  const heading = title ?? (isVisualizationSource(source) ? CHART_ACCESS_TITLE : DATA_ACCESS_TITLE);

  return (
    <TypedErrorAlert
      title={heading}
      level={error.level}
      message={error.message}
      description={
        <>
          {tablesText && <Typography.Paragraph style={{ margin: 0 }}>{tablesText}</Typography.Paragraph>}
          <RequestAccess url={requestAccessUrl} owners={owners} />
        </>
      }
      details={issueCodes.length > 0 ? <IssueCodeList issueCodes={issueCodes} /> : undefined}
      copyText={joinErrorText([
        heading,
        error.message,
        tablesText,
        owners.join(', '),
        requestAccessUrl,
        issueCodesText(issueCodes),
      ])}
      inline={shouldDisplayInline(source, compact)}
    />
  );
}
