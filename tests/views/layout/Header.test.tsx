/** Header: guest vs authenticated items, aria-current, user menu disclosure, compact drawer (< 1000 px). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../../../src/views/layout/Header';
import { SessionProvider } from '../../../src/views/app/session';
import type { HeaderProps } from '../../../src/views/layout/Header';
import { isCurrentNav } from '../../../src/views/layout/navigation';
import { headerLabels, mockViewport, withRouter } from './fixtures';

afterEach(cleanup);

function renderHeader(props: Partial<HeaderProps> = {}, path = '/public') {
  const all: HeaderProps = {
    authenticated: false,
    labels: headerLabels,
    onLogout: () => {},
    currentPath: path,
    compact: false,
    ...props,
  };
  // The bell (NotificationsBell.tsx) reads the session; without a stored token it stays hidden.
  const { ui, location } = withRouter(
    <SessionProvider>
      <Header {...all} />
    </SessionProvider>,
    path,
  );
  return { ...render(ui), location };
}

function linkHref(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('<Header> full (>= 1000 px)', () => {
  it('guest: logo to "/", four menu items, Iniciar Sesión and Registrar; no desk or user menu', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(linkHref('Ministerio de Turismo, ir al inicio')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const expected: Array<[string, string]> = [
      ['Inicio', '/public'],
      ['Trámites', '/app/listOfServices/0'],
      ['Consultas generales', '/app/generalQueries'],
      ['Contacto', '/app/contact'],
      ['Iniciar Sesión', '/public/login'],
      ['Registrar', '/app/register'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.queryByRole('link', { name: 'Mi escritorio' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Menú de usuario/ })).toBeNull();
  });

  it('authenticated: Mi escritorio and the user menu instead of Iniciar Sesión / Registrar', () => {
    renderHeader({ authenticated: true, userName: 'Juan Pérez' });
    expect(linkHref('Mi escritorio')).toBe('/app/myDesk');
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Registrar' })).toBeNull();
    const userButton = screen.getByRole('button', { name: 'Menú de usuario: Juan Pérez' });
    expect(userButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('user menu: opens, offers Mi configuración and Cerrar sesión, closes on Escape with focus back', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderHeader({ authenticated: true, userName: 'Juan Pérez', onLogout });
    const userButton = screen.getByRole('button', { name: /Juan Pérez/ });
    expect(screen.queryByRole('link', { name: 'Mi configuración' })).toBeNull();
    await user.click(userButton);
    expect(userButton.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(userButton.getAttribute('aria-controls') ?? '');
    expect(panel).toBeTruthy();
    expect(
      within(panel as HTMLElement)
        .getByRole('link', { name: 'Mi configuración' })
        .getAttribute('href'),
    ).toBe('/app/myConfiguration');
    await user.keyboard('{Escape}');
    expect(userButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(userButton);
    await user.click(userButton);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(userButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('user menu closes on a click outside', async () => {
    const user = userEvent.setup();
    renderHeader({ authenticated: true, userName: 'Juan Pérez' });
    const userButton = screen.getByRole('button', { name: /Juan Pérez/ });
    await user.click(userButton);
    expect(userButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(userButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the current item with aria-current="page" (and only it)', () => {
    renderHeader({}, '/app/contact');
    expect(screen.getByRole('link', { name: 'Contacto' }).getAttribute('aria-current')).toBe('page');
    const others = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(others).toHaveLength(1);
  });

  it('clicking a menu link navigates through the router', async () => {
    const user = userEvent.setup();
    const { location } = renderHeader();
    await user.click(screen.getByRole('link', { name: 'Consultas generales' }));
    expect(location.history.at(-1)).toBe('/app/generalQueries');
  });
});

describe('isCurrentNav', () => {
  it('matches sections and ignores query strings', () => {
    expect(isCurrentNav('home', '/public')).toBe(true);
    expect(isCurrentNav('home', '/public/login')).toBe(false);
    expect(isCurrentNav('login', '/public/login?x=1')).toBe(true);
    expect(isCurrentNav('services', '/app/listOfServices/3')).toBe(true);
    expect(isCurrentNav('services', '/app/serviceDescription/12')).toBe(true);
    expect(isCurrentNav('myDesk', '/app/serviceRequestedDetails/5?status_id=1')).toBe(true);
    expect(isCurrentNav('contact', '/app/contactos')).toBe(false);
  });
});

describe('<Header> compact (< 1000 px)', () => {
  it('shows a Menú button instead of the inline menu; the drawer opens with the same items and closes', async () => {
    const user = userEvent.setup();
    renderHeader({ compact: true, authenticated: true, userName: 'Ana', onLogout: () => {} }, '/app/myDesk');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Menú' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuButton.getAttribute('aria-controls')).toBe(drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Menú principal' });
    for (const name of ['Inicio', 'Trámites', 'Consultas generales', 'Contacto', 'Mi escritorio', 'Mi configuración']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Mi escritorio' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    await user.click(menuButton);
    await user.click(await screen.findByRole('button', { name: 'Cerrar menú' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('choosing a link closes the drawer and navigates; guests get Iniciar Sesión / Registrar', async () => {
    const user = userEvent.setup();
    const { location } = renderHeader({ compact: true });
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Registrar' }).getAttribute('href')).toBe('/app/register');
    expect(within(drawer).queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
    await user.click(within(drawer).getByRole('link', { name: 'Iniciar Sesión' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history.at(-1)).toBe('/public/login');
  });

  it('follows the 1000 px breakpoint through matchMedia when not forced', () => {
    const restoreNarrow = mockViewport(999);
    try {
      renderHeader({ compact: undefined });
      expect(screen.getByRole('banner').getAttribute('data-header-variant')).toBe('compact');
      expect(screen.getByRole('button', { name: 'Menú' })).toBeTruthy();
    } finally {
      restoreNarrow();
    }
    cleanup();
    const restoreWide = mockViewport(1000);
    try {
      renderHeader({ compact: undefined });
      expect(screen.getByRole('banner').getAttribute('data-header-variant')).toBe('full');
      expect(screen.queryByRole('button', { name: 'Menú' })).toBeNull();
    } finally {
      restoreWide();
    }
  });
});
