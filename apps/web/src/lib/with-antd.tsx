// Lazy pieces that draw antd components (route pages, the login dialog, menus, popovers) are
// loaded together with antd's ConfigProvider and rendered inside it (see lib/antd-scope).
import type { ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export function withAntd<P extends object>(load: Loader<P>): Loader<P> {
  return async () => {
    const [{ default: Component }, { AntdScope }] = await Promise.all([load(), import('./antd-scope')]);
    function InAntdScope(props: P) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    InAntdScope.displayName = `InAntdScope(${Component.displayName ?? Component.name})`;
    return { default: InAntdScope };
  };
}
