import type { Rule } from 'eslint';

/** The message for importing `target` from `importer` (both relative to the root), or null when allowed. */
export function boundaryViolation(importer: string, target: string): string | null;

declare const layout: { rules: { 'layer-boundaries': Rule.RuleModule } };
export default layout;
