import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import type { ErrorLevel } from '../../api/types';
import { hasErrorDetails, type ErrorDescription } from './describeError';
import { ErrorDetails } from './ErrorDetails';
import { ErrorDetailsModal } from './ErrorDetailsModal';
import { RequestAccess } from './RequestAccess';
import { alertTypeForLevel } from './types';

interface DefaultErrorAlertProps {
  title: string;
  details: ErrorDescription;
  level?: ErrorLevel;
  /** Inline: 'See more' expands the details in place; otherwise it opens them in a modal. */
  inline: boolean;
}

const linkButtonStyle = { padding: 0, height: 'auto' } as const;

/** ErrorBox's own display, used when no display is registered for the error's type. */
export function DefaultErrorAlert({ title, details, level, inline }: DefaultErrorAlertProps) {
  const [expanded, setExpanded] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const expandable = hasErrorDetails(details);

  const seeMoreOrLess = expandable && (
    <Button
      type="link"
      size="small"
      style={linkButtonStyle}
      aria-expanded={inline ? expanded : undefined}
      aria-haspopup={inline ? undefined : 'dialog'}
      onClick={() => (inline ? setExpanded((isExpanded) => !isExpanded) : setModalOpen(true))}
    >
      {inline && expanded ? 'See less' : 'See more'}
    </Button>
  );

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
        <ErrorDetailsModal open={modalOpen} title={title} details={details} onClose={() => setModalOpen(false)} />
      )}
    </>
  );
}
