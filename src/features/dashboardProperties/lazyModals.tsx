/**
 * The two editors as lazy components: their forms and code editor download when one opens, not with
 * the dashboard page or the list (the dashboard route has a script budget).
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyPropertiesModal = lazy(() =>
  import('./PropertiesModal').then((module) => ({ default: module.PropertiesModal })),
);
const LazyCssEditorModal = lazy(() =>
  import('./CssEditorModal').then((module) => ({ default: module.CssEditorModal })),
);

export function PropertiesModal(props: ComponentProps<typeof LazyPropertiesModal>) {
  return (
    <Suspense fallback={null}>
      <LazyPropertiesModal {...props} />
    </Suspense>
  );
}

export function CssEditorModal(props: ComponentProps<typeof LazyCssEditorModal>) {
  return (
    <Suspense fallback={null}>
      <LazyCssEditorModal {...props} />
    </Suspense>
  );
}
