import { Button, Flex, Modal, Typography } from 'antd';
import { MODAL_DEFAULT_WIDTH } from '../../constants';
import { CopyToClipboard } from '../CopyToClipboard';
import { errorToPlainText, type ErrorDescription } from './describeError';
import { ErrorDetails } from './ErrorDetails';
import { RequestAccess } from './RequestAccess';

interface ErrorDetailsModalProps {
  open: boolean;
  title: string;
  details: ErrorDescription;
  onClose: () => void;
}

/** The compact display's 'See more': the full error, with 'Copy message' and 'Close'. */
export function ErrorDetailsModal({ open, title, details, onClose }: ErrorDetailsModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={MODAL_DEFAULT_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <CopyToClipboard text={errorToPlainText(title, details)} copyNode={<Button>Copy message</Button>} />
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        </Flex>
      }
    >
      <Flex orientation="vertical" gap="small">
        {details.message && (
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{details.message}</Typography.Paragraph>
        )}
        <RequestAccess url={details.requestAccessUrl} owners={details.owners} />
        <ErrorDetails details={details} />
      </Flex>
    </Modal>
  );
}
