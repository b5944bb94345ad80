import './Header.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { useAuth } from '../auth/AuthContext';
import { rememberReturnPath } from '../auth/return-path';
import { useHtmlOnly } from '../islands/html-only';
import { loginPathFor, returnPathOf, safeReturnPath } from '../navigation/access';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { GoogleIcon, AppleIcon } from './ProviderIcons';

/** spec §2 header: name link; Create, My books (signed in), Showcase, Blog; language; sign-in or account menu. */
export function Header() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { urlPathname, urlOriginal } = usePageContext();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // ADR 0044: an HTML-only page's server render shows the signed-out header (the server cannot know the
  // session); the island script swaps in this component, rendered in the browser, when a session is stored.
  const htmlOnly = useHtmlOnly();
  const authLoading = auth.isLoading && !(htmlOnly && typeof window === 'undefined');

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [urlPathname]);

  const links = [
    { href: '/builder', label: t('common.nav.create') },
    ...(auth.isAuthenticated ? [{ href: '/books', label: t('common.nav.myBooks') }] : []),
    { href: '/showcase', label: t('common.nav.showcase') },
    { href: '/blog', label: t('common.nav.blog') },
  ];
  const isCurrent = (href: string) => urlPathname === href || urlPathname.startsWith(`${href}/`);
  // issue #24: signing in from any page comes back to it (its path and query; /login itself and / need none).
  const here = pathOf(urlOriginal);
  const onLogin = urlPathname === '/login';
  const loginHref = onLogin ? here : loginPathFor(here);
  const openHostedLogin = (provider: 'Google' | 'SignInWithApple') => {
    // On /login itself the page to come back to is its `next`.
    const back = onLogin ? returnPathOf(new URL(here, 'http://fabelhaft.invalid').search) : here;
    rememberReturnPath(() => window.sessionStorage, safeReturnPath(back));
    auth.openHostedLogin(provider);
  };

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <a href="/" className="brand" aria-label={t('common.productName')}>
          <Logo />
          <span className="brand-name">{t('common.productName')}</span>
        </a>
        <button
          type="button"
          className="btn btn-ghost menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          data-label-menu={t('common.nav.menu')}
          data-label-close={t('common.nav.closeMenu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true" className={`burger${menuOpen ? ' burger-open' : ''}`} />
          <span>{menuOpen ? t('common.nav.closeMenu') : t('common.nav.menu')}</span>
        </button>
        <div id={menuId} className={`site-menu${menuOpen ? ' site-menu-open' : ''}`}>
          <nav aria-label={t('common.nav.main')}>
            <ul className="nav-links">
              {links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} aria-current={isCurrent(l.href) ? 'page' : undefined}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-tools">
            <LanguageSwitcher />
            <div className="auth-area" aria-busy={authLoading}>
              {authLoading ? null : auth.isAuthenticated && auth.user ? (
                <AccountMenu email={auth.user.email} onLogout={auth.signOut} htmlOnly={htmlOnly} />
              ) : (
                <div className="sign-in-buttons">
                  {/* The full label is the accessible name; wide screens show only the provider's name. */}
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t('common.auth.google')}
                    data-provider="Google"
                    onClick={() => openHostedLogin('Google')}
                  >
                    <GoogleIcon />
                    <span className="label-long">{t('common.auth.google')}</span>
                    <span className="label-short">Google</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t('common.auth.apple')}
                    data-provider="SignInWithApple"
                    onClick={() => openHostedLogin('SignInWithApple')}
                  >
                    <AppleIcon />
                    <span className="label-long">{t('common.auth.apple')}</span>
                    <span className="label-short">Apple</span>
                  </button>
                  <a href={loginHref} className="btn btn-primary btn-small">
                    {t('common.auth.login')}
                  </a>
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}

function AccountMenu({
  email,
  onLogout,
  htmlOnly,
}: {
  email: string;
  onLogout: () => Promise<void>;
  htmlOnly: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const logout = async () => {
    setOpen(false);
    await onLogout();
    // An HTML-only page has no client router (ADR 0044): the browser loads / itself.
    if (htmlOnly) window.location.assign('/');
    else await navigate('/');
  };

  return (
    <div className="account-menu" ref={ref}>
      <button
        type="button"
        className="btn btn-secondary btn-small account-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="account-avatar" aria-hidden="true">
          {email.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-email">{email}</span>
        <span className="visually-hidden">{t('common.auth.accountMenu')}</span>
      </button>
      {open && (
        <ul id={menuId} className="account-dropdown">
          <li>
            <a href="/books" onClick={() => setOpen(false)}>
              {t('common.nav.myBooks')}
            </a>
          </li>
          <li>
            <a href="/account" onClick={() => setOpen(false)}>
              {t('common.auth.account')}
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void logout()}>
              {t('common.auth.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The path, query and hash of a page's URL (Vike's urlOriginal may be absolute). */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://fabelhaft.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
}
