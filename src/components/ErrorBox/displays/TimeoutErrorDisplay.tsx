import { readIssueCodes, readOwners } from '../describeError';
import { shouldDisplayInline } from '../displayMode';
import { isVisualizationSource, type ErrorDisplayProps } from '../types';
import { ChartOwners, chartOwnersText } from './ChartOwners';
import { issueCodesText, joinErrorText, secondsText } from './errorText';
import { IssueCodeList } from './IssueCodeList';
import { TypedErrorAlert } from './TypedErrorAlert';

const TIMEOUT_TITLE = 'Timeout error';

/** What timed out, and after how long when the error says. */
function timeoutMessage(isVisualization: boolean, timeoutSeconds: number | undefined): string {
  const subject = isVisualization ? 'This chart took too long to load' : 'These results took too long to load';
  return timeoutSeconds !== undefined
    ? `${subject}: queries stop after ${secondsText(timeoutSeconds)}.`
    : `${subject}.`;
}

/** A query that ran out of time (in the browser or on the server): how long it had and the likely causes. */
export function TimeoutErrorDisplay({ error, source, title, compact }: ErrorDisplayProps) {
  const isVisualization = isVisualizationSource(source);
  const timeout = typeof error.extra?.timeout === 'number' ? error.extra.timeout : undefined;
  const issueCodes = readIssueCodes(error.extra);
  const owners = isVisualization ? readOwners(error.extra) : [];
  const heading = title ?? TIMEOUT_TITLE;
  const message = timeoutMessage(isVisualization, timeout);
  const hasDetails = issueCodes.length > 0 || owners.length > 0;

  return (
    <TypedErrorAlert
      title={heading}
      level={error.level}
      message={message}
      details={
        hasDetails ? (
          <>
            <IssueCodeList issueCodes={issueCodes} />
            <ChartOwners owners={owners} />
          </>
        ) : undefined
      }
      copyText={joinErrorText([heading, message, issueCodesText(issueCodes), chartOwnersText(owners)])}
      inline={shouldDisplayInline(source, compact)}
    />
  );
}
