import { Alert, Flex, Typography } from 'antd';
import type { ErrorLevel } from '../../api/types';
import { hasErrorDetails, type ErrorDescription } from './describeError';
import { ErrorDetails } from './ErrorDetails';
import { ErrorDetailsModal } from './ErrorDetailsModal';
import { RequestAccess } from './RequestAccess';
import { alertTypeForLevel } from './types';
import { useSeeMore } from './useSeeMore';

interface DefaultErrorAlertProps {
  title: string;
  details: ErrorDescription;
  level?: ErrorLevel;
  /** Inline: 'See more' expands the details in place; otherwise it opens them in a modal. */
  inline: boolean;
}

/** ErrorBox's own display, used when no display is registered for the error's type. */
export function DefaultErrorAlert({ title, details, level, inline }: DefaultErrorAlertProps) {
  const expandable = hasErrorDetails(details);
  const { expanded, modalOpen, closeModal, toggle: seeMoreOrLess } = useSeeMore(expandable, inline);

  return (
    <>
      <Alert
        type={alertTypeForLevel(level)}
        showIcon
        title={title}
        description={
          <Flex orientation="vertical" gap="small" align="flex-start">
            {details.message && (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {details.message}
              </Typography.Paragraph>
            )}
            <RequestAccess url={details.requestAccessUrl} owners={details.owners} />
            {inline && expanded && <ErrorDetails details={details} />}
            {seeMoreOrLess}
          </Flex>
        }
      />
      {!inline && expandable && (
        <ErrorDetailsModal open={modalOpen} title={title} details={details} onClose={closeModal} />
      )}
    </>
  );
}
