import { Typography } from 'antd';
import { readIssueCodes, readOwners } from '../describeError';
import { shouldDisplayInline } from '../displayMode';
import { isVisualizationSource, type ErrorDisplayProps } from '../types';
import { ChartOwners, chartOwnersText } from './ChartOwners';
import { issueCodesText, joinErrorText } from './errorText';
import { IssueCodeList } from './IssueCodeList';
import { TypedErrorAlert } from './TypedErrorAlert';

const UNNAMED_ENGINE_TITLE = 'Database error';

/** 'DuckDB error' from the engine's name; 'Database error' when the error does not name it. */
function databaseErrorTitle(engineName: unknown): string {
  return typeof engineName === 'string' && engineName.trim() !== '' ? `${engineName} error` : UNNAMED_ENGINE_TITLE;
}

/** The engine's first line is the message; the lines after it are shown beneath it. */
function splitEngineMessage(message: string): { headline: string; rest?: string } {
  const [headline, ...rest] = message.split('\n');
  const remainder = rest.join('\n').trim();
  return { headline, rest: remainder === '' ? undefined : remainder };
}

/**
 * An error from the database engine (or about reaching it): the engine's own message, titled with
 * the engine's name, with the issue codes' explanations behind 'See more'.
 */
export function DatabaseErrorDisplay({ error, source, title, compact }: ErrorDisplayProps) {
  const { headline, rest } = splitEngineMessage(error.message);
  // A server can say its issue codes are not worth showing for this error.
  const issueCodes = error.extra?.show_issue_info === false ? [] : readIssueCodes(error.extra);
  const owners = isVisualizationSource(source) ? readOwners(error.extra) : [];
  const heading = title ?? databaseErrorTitle(error.extra?.engine_name);
  const hasDetails = issueCodes.length > 0 || owners.length > 0;

  return (
    <TypedErrorAlert
      title={heading}
      level={error.level}
      message={headline}
      description={
        rest ? (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{rest}</Typography.Paragraph>
        ) : undefined
      }
      details={
        hasDetails ? (
          <>
            <IssueCodeList issueCodes={issueCodes} />
            <ChartOwners owners={owners} />
          </>
        ) : undefined
      }
      copyText={joinErrorText([heading, error.message, issueCodesText(issueCodes), chartOwnersText(owners)])}
      inline={shouldDisplayInline(source, compact)}
    />
  );
}
