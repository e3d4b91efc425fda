import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { addDangerToast, addSuccessToast } from '../../utils/toastActions';
import { copyTextToClipboard } from './copyTextToClipboard';

export const COPY_SUCCESS_MESSAGE = 'Copied to clipboard!';
export const COPY_UNSUPPORTED_MESSAGE = 'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!';

interface ClickableProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

type TextSource = { text: string; getText?: never } | { getText: () => string | Promise<string>; text?: never };

type CopyToClipboardProps = TextSource & {
  /** The element the user clicks (a button or a link); its own onClick still runs first. */
  copyNode: ReactElement<ClickableProps>;
  /** Called once the copy has finished, whether it worked or not. */
  onCopyEnd?: () => void;
};

/** Makes `copyNode` copy the text on click and tells the user how that went with a toast. */
export function CopyToClipboard({ text, getText, copyNode, onCopyEnd }: CopyToClipboardProps) {
  const dispatch = useDispatch();

  const copy = async () => {
    try {
      const value = getText ? await getText() : (text ?? '');
      await copyTextToClipboard(value);
      dispatch(addSuccessToast(COPY_SUCCESS_MESSAGE));
    } catch {
      dispatch(addDangerToast(COPY_UNSUPPORTED_MESSAGE));
    } finally {
      onCopyEnd?.();
    }
  };

  const originalOnClick = copyNode.props.onClick;
  return cloneElement(copyNode, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      originalOnClick?.(event);
      void copy();
    },
  });
}
