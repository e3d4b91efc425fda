export { CopyToClipboard, COPY_SUCCESS_MESSAGE, COPY_UNSUPPORTED_MESSAGE } from './CopyToClipboard';
export { copyTextToClipboard } from './copyTextToClipboard';
