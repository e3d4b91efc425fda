import type { ColumnKind } from './types';

const TEXT_BADGES: Record<Exclude<ColumnKind, 'temporal'>, string> = {
  numeric: '123',
  string: 'abc',
  boolean: 'T/F',
};

/** A small mark of the column's kind; its title is the database type name. */
export function ColumnKindBadge({ kind, typeName }: { kind: ColumnKind; typeName: string }) {
  return (
    <span className="tessera-data-grid__badge" title={typeName} data-kind={kind} aria-label={typeName}>
      {kind === 'temporal' ? <ClockIcon /> : TEXT_BADGES[kind]}
    </span>
  );
}

function ClockIcon() {
  return (
    <svg width="11" height="11" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4v4.5l3 1.8" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
