import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export default function NotFound() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Sorry, the page you visited does not exist."
      extra={
        // Home sends each user on to the first area their roles open.
        <Link to="/">
          <Button type="primary">Back home</Button>
        </Link>
      }
    />
  );
}
