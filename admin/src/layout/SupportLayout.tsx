import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity } from 'react-admin';

/** The user menu names the signed-in support user; its accessible name is the text it shows (axe). */
function SupportUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? String(identity.fullName) : 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
}

const SupportAppBar = () => <AppBar userMenu={<SupportUserMenu />} />;

export const SupportLayout = ({ children }: { children?: ReactNode }) => (
  <Layout appBar={SupportAppBar}>{children}</Layout>
);
