import { Button } from 'antd';
import { useAppDispatch } from '../../../app/hooks';
import { CopyToClipboard } from '../../../components/CopyToClipboard';
import { createShareLink } from '../thunks/shareLink';
import type { QueryEditor } from '../types';

export interface ShareButtonProps {
  editor: QueryEditor;
}

/** 'Copy link': a short link to the tab's query goes to the clipboard ('Copied to clipboard!'). */
export function ShareButton({ editor }: ShareButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <CopyToClipboard
      getText={() => dispatch(createShareLink(editor.id))}
      copyNode={
        <Button disabled={editor.dbId === null} title="Copy a link to this query">
          Copy link
        </Button>
      }
    />
  );
}
