import { useState, type MouseEvent } from 'react';
import { Button, Modal } from 'antd';
import { exportCsvUrl } from '../../../api/sqlLab';
import type { Query } from '../types';

export const CSV_CONFIRM_TITLE = 'Download is on the way';
const CSV_CONFIRM_BODY =
  'Downloading %(rows)s rows based on the LIMIT configuration. If you want the entire result set, you need to adjust the LIMIT.';

/**
 * Superset's rule: when the limit dropdown cut the result (limitingFactor DROPDOWN) and the run
 * returned exactly that many rows, the CSV holds only those rows, so the user confirms first.
 */
export function csvNeedsConfirmation(query: Pick<Query, 'limitingFactor' | 'queryLimit' | 'rows'>): boolean {
  return query.limitingFactor === 'DROPDOWN' && query.queryLimit !== null && query.queryLimit === query.rows;
}

/** Sets the browser's location; a seam for tests (jsdom cannot navigate). */
export const csvNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

interface DownloadCsvButtonProps {
  query: Pick<Query, 'id' | 'limitingFactor' | 'queryLimit' | 'rows'>;
}

/** 'Download to CSV': a plain link to the export, behind a confirmation when the dropdown limited the rows. */
export function DownloadCsvButton({ query }: DownloadCsvButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const url = exportCsvUrl(query.id);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (!csvNeedsConfirmation(query)) return;
    event.preventDefault();
    setConfirming(true);
  };
  return (
    <>
      <Button href={url} download onClick={handleClick}>
        Download to CSV
      </Button>
      <Modal
        open={confirming}
        title={CSV_CONFIRM_TITLE}
        okText="OK"
        cancelText="Close"
        width={600}
        onOk={() => {
          setConfirming(false);
          csvNavigation.go(url);
        }}
        onCancel={() => setConfirming(false)}
      >
        {CSV_CONFIRM_BODY.replace('%(rows)s', (query.rows ?? 0).toLocaleString())}
      </Modal>
    </>
  );
}
