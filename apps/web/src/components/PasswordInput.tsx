// Password input with show/hide. Used by login, register, reset and change password.
import { Input } from 'antd';
import type { PasswordProps } from 'antd/es/input';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

export function PasswordInput(props: PasswordProps) {
  return (
    <Input.Password
      autoComplete="current-password"
      iconRender={(visible) => (visible ? <EyeOutlined /> : <EyeInvisibleOutlined />)}
      {...props}
    />
  );
}
