import { Typography } from 'antd';
import type { SupersetError } from '../../../api/types';
import { readIssueCodes } from '../describeError';
import { shouldDisplayInline } from '../displayMode';
import type { ErrorDisplayProps } from '../types';
import { issueCodesText, joinErrorText } from './errorText';
import { IssueCodeList } from './IssueCodeList';
import { suggestionText, suggestParameters, templateParamsExample } from './parameterSuggestions';
import { TypedErrorAlert } from './TypedErrorAlert';

const PARAMETER_TITLE = 'Template parameter error';

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

function definedParameterNames(value: unknown): string[] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
}

/** The lines shown under the message: which parameters are missing, likely typos, and how to define them. */
function parameterHints(error: SupersetError): string[] {
  const missing = stringList(error.extra?.undefined_parameters);
  if (missing.length === 0) return [];
  const suggestions = suggestParameters(missing, definedParameterNames(error.extra?.template_parameters));
  return [
    `Missing template parameters: ${missing.join(', ')}`,
    ...suggestions.map(suggestionText),
    `Define them in the template parameters (JSON), for example: ${templateParamsExample(missing)}`,
  ];
}

/** A query whose Jinja template uses parameters that have no value (or malformed ones). */
export function ParameterErrorDisplay({ error, source, title, compact }: ErrorDisplayProps) {
  const issueCodes = readIssueCodes(error.extra);
  const hints = parameterHints(error);
  const heading = title ?? PARAMETER_TITLE;

  return (
    <TypedErrorAlert
      title={heading}
      level={error.level}
      message={error.message}
      description={
        hints.length > 0 ? (
          <div>
            {hints.map((hint) => (
              <Typography.Paragraph key={hint} style={{ margin: 0 }}>
                {hint}
              </Typography.Paragraph>
            ))}
          </div>
        ) : undefined
      }
      details={issueCodes.length > 0 ? <IssueCodeList issueCodes={issueCodes} /> : undefined}
      copyText={joinErrorText([heading, error.message, ...hints, issueCodesText(issueCodes)])}
      inline={shouldDisplayInline(source, compact)}
    />
  );
}
