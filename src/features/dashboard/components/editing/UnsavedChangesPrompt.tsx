/**
 * Asks before unsaved edits are left behind: the browser's own prompt when the page unloads, and a
 * dialog when a link inside the app would leave the dashboard (save, discard, or stay).
 */
import { Button, Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

const UNSAVED_CHANGES_TITLE = 'Save changes to your dashboard?';
const UNSAVED_CHANGES_TEXT = "If you don't save, changes will be lost.";

/**
 * Mounted for the whole edit session, `active` while something is unsaved: the router registers a
 * blocker only after a render or two, too late for a navigation right after the first edit.
 */
export function UnsavedChangesPrompt({ active, onSave }: { active: boolean; onSave: () => Promise<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      open
      title={UNSAVED_CHANGES_TITLE}
      onCancel={() => blocker.reset()}
      data-test="unsaved-changes-modal"
      footer={[
        <Button key="discard" onClick={() => blocker.proceed()} data-test="unsaved-discard">
          Discard
        </Button>,
        <Button
          key="save"
          type="primary"
          data-test="unsaved-save"
          onClick={() => void onSave().then((saved) => (saved ? blocker.proceed() : blocker.reset()))}
        >
          Save
        </Button>,
      ]}
    >
      {UNSAVED_CHANGES_TEXT}
    </Modal>
  );
}
