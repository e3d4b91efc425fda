import { Button, Modal, Typography } from 'antd';
import type { SavedQueryListItem } from '../../api/savedQueries';
import { MODAL_DEFAULT_WIDTH } from '../../constants';

interface SavedQueryPreviewModalProps {
  query: SavedQueryListItem | null;
  onClose: () => void;
  /** 'Open in SQL Lab'; not offered when absent (a user without SQL Lab). */
  onOpen?: (query: SavedQueryListItem) => void;
}

/** 'Query preview': the saved SQL, with 'Open in SQL Lab'. */
export function SavedQueryPreviewModal({ query, onClose, onOpen }: SavedQueryPreviewModalProps) {
  return (
    <Modal
      title="Query preview"
      open={query !== null}
      width={MODAL_DEFAULT_WIDTH}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        ...(onOpen
          ? [
              <Button key="open" type="primary" onClick={() => query && onOpen(query)}>
                Open in SQL Lab
              </Button>,
            ]
          : []),
      ]}
    >
      {query && (
        <>
          <Typography.Title level={5}>{query.label}</Typography.Title>
          <pre
            aria-label="Saved query SQL"
            style={{
              maxHeight: 400,
              overflow: 'auto',
              background: 'rgba(0,0,0,0.04)',
              padding: 12,
              whiteSpace: 'pre-wrap',
            }}
          >
            {query.sql}
          </pre>
        </>
      )}
    </Modal>
  );
}
