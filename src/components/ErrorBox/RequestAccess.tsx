import { useState } from 'react';
import { Button, Typography } from 'antd';
import { safeHref } from '../../utils/safeHref';

const REQUEST_ACCESS_LABEL = '(Request Access)';

interface RequestAccessProps {
  url?: string;
  owners: string[];
}

/**
 * '(Request Access)': a link to the request-access page when there is one; otherwise, when the
 * error names owners, a link-styled button that reveals who to ask.
 */
export function RequestAccess({ url, owners }: RequestAccessProps) {
  const [ownersShown, setOwnersShown] = useState(false);
  const ownerNames = owners.join(', ');
  // The link comes with the server's error: only a web address or a site path is followed.
  const href = safeHref(url);

  if (href) {
    return (
      <span>
        <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
          {REQUEST_ACCESS_LABEL}
        </Typography.Link>
        {ownerNames && <Typography.Text type="secondary"> {ownerNames}</Typography.Text>}
      </span>
    );
  }
  if (owners.length === 0) return null;
  return (
    <span>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        aria-expanded={ownersShown}
        onClick={() => setOwnersShown((shown) => !shown)}
      >
        {REQUEST_ACCESS_LABEL}
      </Button>
      {ownersShown && <Typography.Text type="secondary"> {ownerNames}</Typography.Text>}
    </span>
  );
}
