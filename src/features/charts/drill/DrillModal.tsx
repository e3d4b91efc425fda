/** The frame both drill modals share: wide, with 'Edit chart' (saved charts) and 'Close'. */
import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';

const EDIT_CHART = 'Edit chart';
const CLOSE = 'Close';

/** A saved chart opens in Explore; an unsaved one (Explore's id 0) is already there. */
function EditChartButton({ chartId }: { chartId: number }) {
  const navigate = useNavigate();
  if (chartId <= 0) return null;
  return <Button onClick={() => navigate(`/explore/?slice_id=${chartId}`)}>{EDIT_CHART}</Button>;
}

export function DrillModal({
  title,
  chartId,
  onClose,
  children,
}: {
  title: string;
  chartId: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      width="80vw"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <>
          <EditChartButton chartId={chartId} />
          <Button type="primary" onClick={onClose}>
            {CLOSE}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
