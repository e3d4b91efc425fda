import { useState } from 'react';
import { Button } from 'antd';
import { getClientErrorObject } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import {
  COPY_SUCCESS_MESSAGE,
  COPY_UNSUPPORTED_MESSAGE,
  copyTextToClipboard,
} from '../../../components/CopyToClipboard';
import { useToasts } from '../../toasts';
import { createShareLink } from '../thunks/shareLink';
import type { QueryEditor } from '../types';

interface ShareButtonProps {
  editor: QueryEditor;
}

const SHARE_LINK_FAILED_PREFIX = 'The link could not be made';

/**
 * 'Copy link': a short link to the tab's query goes to the clipboard ('Copied to clipboard!'). A
 * link the server would not make is reported as such, not as a clipboard problem.
 */
export function ShareButton({ editor }: ShareButtonProps) {
  const dispatch = useAppDispatch();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [busy, setBusy] = useState(false);

  const copyLink = async () => {
    setBusy(true);
    let link: string;
    try {
      link = await dispatch(createShareLink(editor.id));
    } catch (caught) {
      const error = await getClientErrorObject(caught);
      addDangerToast(`${SHARE_LINK_FAILED_PREFIX}: ${error.error}`);
      setBusy(false);
      return;
    }
    try {
      await copyTextToClipboard(link);
      addSuccessToast(COPY_SUCCESS_MESSAGE);
    } catch {
      addDangerToast(COPY_UNSUPPORTED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      disabled={editor.dbId === null}
      loading={busy}
      title="Copy a link to this query"
      onClick={() => void copyLink()}
    >
      Copy link
    </Button>
  );
}
