import { useEffect, useRef } from 'react';
import { Alert, Modal, Spin } from 'antd';
import type { SavedDashboard } from '../../api/dashboardProperties';
import { MODAL_DEFAULT_WIDTH } from '../../constants';
import { applyPreviewCss, removePreviewCss } from './cssPreview';
import { LazyCodeEditor } from './LazyCodeEditor';
import type { LocalDashboard } from './localDashboard';
import { useDashboardForEdit } from './useDashboardForEdit';
import { useDashboardSave } from './useDashboardSave';

interface CssEditorModalProps {
  dashboardId: number;
  open: boolean;
  onHide: () => void;
  onSaved?: (dashboard: SavedDashboard) => void;
  /**
   * Applies CSS to the page: called with the text being edited, and with the saved CSS again on
   * cancel. Without it the editor previews through a style element of its own.
   */
  onPreview?: (css: string) => void;
  /** Edit mode: start from the page's CSS and hand it the new CSS on 'Apply' instead of saving. */
  local?: LocalDashboard;
}

/**
 * 'Edit CSS': the dashboard's CSS with a live preview, restored on cancel, saved with the
 * full-object PUT — or, in edit mode, applied to the page's copy, to be saved with the layout.
 */
export function CssEditorModal({ dashboardId, open, onHide, onSaved, onPreview, local }: CssEditorModalProps) {
  const { dashboard, values, setValues, loadError } = useDashboardForEdit(dashboardId, open, local?.info);
  const saving = useDashboardSave('css');
  const css = values?.css;
  const originalCss = dashboard?.css ?? '';
  // The latest preview callback, so an inline arrow from the caller does not re-run the effect.
  const previewRef = useRef(onPreview);
  previewRef.current = onPreview;

  useEffect(() => {
    if (css === undefined) return;
    if (previewRef.current) previewRef.current(css);
    else applyPreviewCss(css);
  }, [css]);

  // The own preview goes with the editor, whatever closes it.
  useEffect(() => () => removePreviewCss(), []);

  const cancel = () => {
    if (previewRef.current) previewRef.current(originalCss);
    removePreviewCss();
    saving.clearError();
    onHide();
  };

  const submit = async () => {
    if (!values) return;
    if (local) {
      removePreviewCss();
      if (previewRef.current) previewRef.current(values.css);
      // Unchanged CSS is no unsaved change.
      if (values.css !== originalCss) local.onApply({ css: values.css });
      onHide();
      return;
    }
    const saved = await saving.save(dashboardId, values);
    if (!saved) return;
    removePreviewCss();
    if (previewRef.current) previewRef.current(saved.css);
    onSaved?.(saved);
    saving.clearError();
    onHide();
  };

  return (
    <Modal
      title="Edit CSS"
      open={open}
      width={MODAL_DEFAULT_WIDTH}
      okText={local ? 'Apply' : 'Save'}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !values, loading: saving.saving }}
      onCancel={cancel}
      destroyOnHidden
    >
      {loadError && (
        <Alert type="error" showIcon title={`An error occurred while loading the dashboard: ${loadError.error}`} />
      )}
      {saving.errorText && <Alert type="error" showIcon title={saving.errorText} style={{ marginBottom: 12 }} />}
      {values ? (
        <LazyCodeEditor
          mode="css"
          ariaLabel="CSS"
          height="320px"
          value={values.css}
          onChange={(text) => setValues({ ...values, css: text })}
        />
      ) : (
        !loadError && <Spin />
      )}
    </Modal>
  );
}
