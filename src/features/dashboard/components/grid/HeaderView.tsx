import type { ReactNode } from 'react';
import type { LayoutComponent } from '../../dashboardLayoutSlice';
import { BACKGROUND_WHITE, LARGE_HEADER, SMALL_HEADER } from '../../layout/layoutConstants';

/** Font sizes of the three header sizes (medium is the default). */
const HEADER_FONT_SIZES: Record<string, number> = { [SMALL_HEADER]: 16, [LARGE_HEADER]: 32 };
const MEDIUM_FONT_SIZE = 24;

/** A section header: its text (or, in edit mode, its text editor) at its size, on a white or transparent background. */
export function HeaderView({ component, title }: { component: LayoutComponent; title?: ReactNode }) {
  const size = String(component.meta.headerSize ?? '');
  const white = component.meta.background === BACKGROUND_WHITE;
  return (
    <div
      id={component.id}
      data-test="dashboard-header"
      data-header-size={size || 'MEDIUM_HEADER'}
      data-background={white ? 'white' : 'transparent'}
      style={{
        fontSize: HEADER_FONT_SIZES[size] ?? MEDIUM_FONT_SIZE,
        fontWeight: 600,
        lineHeight: 1.3,
        padding: '8px 16px',
        marginBottom: 16,
        background: white ? '#fff' : 'transparent',
      }}
    >
      {title ?? String(component.meta.text ?? '')}
    </div>
  );
}
