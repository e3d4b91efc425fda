import type { LayoutComponent } from '../../dashboardLayoutSlice';

export function DividerView({ component }: { component: LayoutComponent }) {
  return (
    <div id={component.id} data-test="dashboard-divider" style={{ padding: '8px 0', marginBottom: 16 }}>
      <hr style={{ border: 0, borderTop: '1px solid #e0e0e0', margin: 0 }} />
    </div>
  );
}
