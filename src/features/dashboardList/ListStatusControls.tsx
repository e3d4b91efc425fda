import { Button, Tag, Tooltip } from 'antd';

export function FavoriteStar({ starred, onToggle }: { starred: boolean; onToggle: () => void }) {
  const label = starred ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        aria-pressed={starred}
        onClick={onToggle}
        style={{ color: starred ? '#fadb14' : undefined, fontSize: 16 }}
      >
        {starred ? '★' : '☆'}
      </Button>
    </Tooltip>
  );
}

interface PublishedStatusProps {
  published: boolean;
  /** Owners toggle it; others only read it. */
  onToggle?: () => void;
  pending?: boolean;
}

/** 'Published' or 'Draft'; a button that switches it for those who may. */
export function PublishedStatus({ published, onToggle, pending }: PublishedStatusProps) {
  const text = published ? 'Published' : 'Draft';
  const tag = <Tag color={published ? 'green' : 'default'}>{text}</Tag>;
  if (!onToggle) return tag;
  return (
    <Tooltip title={published ? 'Click to make it a draft' : 'Click to publish'}>
      <Button
        type="text"
        size="small"
        aria-label={published ? 'Published: make draft' : 'Draft: publish'}
        loading={pending}
        onClick={onToggle}
        style={{ padding: 0 }}
      >
        {tag}
      </Button>
    </Tooltip>
  );
}

/** The certification mark before a certified dashboard's name. */
export function CertifiedMark({ certifiedBy, details }: { certifiedBy: string; details?: string | null }) {
  const title = details ? `Certified by ${certifiedBy}: ${details}` : `Certified by ${certifiedBy}`;
  return (
    <Tooltip title={title}>
      <span aria-label={title} role="img" style={{ color: '#1677ff', marginRight: 4 }}>
        ✔
      </span>
    </Tooltip>
  );
}
