import type { ReactNode } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import type { ErrorLevel } from '../../../api/types';
import { MODAL_DEFAULT_WIDTH } from '../../../constants';
import { CopyToClipboard } from '../../CopyToClipboard';
import { alertTypeForLevel } from '../types';
import { useSeeMore } from '../useSeeMore';

interface TypedErrorAlertProps {
  /** Names the kind of error ('Timeout error', 'DuckDB error', …). */
  title: string;
  level?: ErrorLevel;
  message: ReactNode;
  /** Always shown under the message: what the user can do about it. */
  description?: ReactNode;
  /** Behind 'See more': causes, owners, raw data. */
  details?: ReactNode;
  /** The whole error as text, for 'Copy message'. */
  copyText: string;
  /** Inline: 'See more' expands the details in place; otherwise it opens them in a modal. */
  inline: boolean;
}

/** The frame every per-error-type display shares: the same alert, 'See more' and modal as ErrorBox's own. */
export function TypedErrorAlert({
  title,
  level,
  message,
  description,
  details,
  copyText,
  inline,
}: TypedErrorAlertProps) {
  const expandable = Boolean(details);
  const { expanded, modalOpen, closeModal, toggle: seeMoreOrLess } = useSeeMore(expandable, inline);

  const messageBlock = (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{message}</Typography.Paragraph>
  );

  return (
    <>
      <Alert
        type={alertTypeForLevel(level)}
        showIcon
        title={title}
        description={
          <Flex orientation="vertical" gap="small" align="flex-start">
            {messageBlock}
            {description}
            {inline && expanded && <div data-testid="error-details">{details}</div>}
            {seeMoreOrLess}
          </Flex>
        }
      />
      {!inline && expandable && (
        <Modal
          open={modalOpen}
          title={title}
          width={MODAL_DEFAULT_WIDTH}
          onCancel={closeModal}
          destroyOnHidden
          footer={
            <Flex justify="end" gap="small">
              <CopyToClipboard text={copyText} copyNode={<Button>Copy message</Button>} />
              <Button type="primary" onClick={closeModal}>
                Close
              </Button>
            </Flex>
          }
        >
          <Flex orientation="vertical" gap="small">
            {messageBlock}
            {description}
            <div data-testid="error-details">{details}</div>
          </Flex>
        </Modal>
      )}
    </>
  );
}
