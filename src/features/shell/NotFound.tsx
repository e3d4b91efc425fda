import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export default function NotFound() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Sorry, the page you visited does not exist."
      extra={
        <Link to="/sqllab/">
          <Button type="primary">Back to SQL Lab</Button>
        </Link>
      }
    />
  );
}
