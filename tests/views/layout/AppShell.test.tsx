/** AppShell: landmarks, skip link to #main, banner inside main, loader makes the page inert, single toaster; axe (jsdom subset). */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { AppShell } from '../../../src/views/layout/AppShell';
import type { AppShellProps } from '../../../src/views/layout/AppShell';
import { PageBanner } from '../../../src/views/components/PageBanner';
import { notify } from '../../../src/views/components/Toaster';
import { footerProps, headerLabels, withRouter } from './fixtures';

afterEach(() => {
  notify.dismiss();
  cleanup();
});

function shell(overrides: Partial<AppShellProps> = {}) {
  const props: AppShellProps = {
    header: { authenticated: false, labels: headerLabels, onLogout: () => {}, currentPath: '/app/contact', compact: false },
    footer: footerProps,
    banner: <PageBanner title="Contacto" breadcrumb={[{ label: 'Inicio', href: '/public' }, { label: 'Contacto' }]} breadcrumbLabel="Ruta de navegación" />,
    skipLinkLabel: 'Saltar al contenido principal',
    loader: { open: false, message: 'Cargando' },
    toasterLabels: { close: 'Cerrar notificación', region: 'Notificaciones' },
    children: <p>Contenido de la página</p>,
    ...overrides,
  };
  const { ui } = withRouter(<AppShell {...props} />, '/app/contact');
  return render(ui);
}

describe('<AppShell>', () => {
  it('has banner, navigation, main and contentinfo landmarks; the h1 is inside main', () => {
    shell();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(within(main).getByRole('heading', { level: 1, name: 'Contacto' })).toBeTruthy();
    expect(within(main).getByText('Contenido de la página')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe('/app/policy');
    expect(within(footer).getByRole('link', { name: '809-221-4660' }).getAttribute('href')).toBe('tel:8092214660');
    expect(within(footer).getByRole('link', { name: 'info@example.gob.do' }).getAttribute('href')).toBe('mailto:info@example.gob.do');
    expect(
      within(footer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Alojamiento', 'Tiendas de regalo', 'Agencias de viaje', 'Paseos en bote', 'Aventura', 'Senderismo']));
    expect(within(footer).getByText(/© 2024 Ministerio de Turismo/)).toBeTruthy();
  });

  it('links the tourism-investment system in a new tab when configured, and not at all otherwise (spec 000 §1, issue 26 row 1)', () => {
    const investment = { label: 'Sistema de seguimiento a la inversión turística', href: 'https://inversion.example.test/', external: true };
    shell({ footer: { ...footerProps, links: { ...footerProps.links, investment } } });
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Sistema de seguimiento a la inversión turística/ });
    expect(link.getAttribute('href')).toBe('https://inversion.example.test/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(link.textContent).toContain('(se abre en una pestaña nueva)');
    cleanup();
    shell();
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: /inversión turística/ })).toBeNull();
  });

  it('the skip link is the first focusable element and moves focus to main', async () => {
    const user = userEvent.setup();
    shell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('while the global loader is open: status message shown and the page is inert', () => {
    const { rerender } = shell({ loader: { open: true, message: 'Cerrando sesión' } });
    const status = screen.getAllByRole('status').find((s) => s.hasAttribute('data-global-loader'));
    expect(status?.textContent).toContain('Cerrando sesión');
    expect(screen.getByRole('banner', { hidden: true }).closest('[inert]')).not.toBeNull();
    rerender(
      withRouter(
        <AppShell
          header={{ authenticated: false, labels: headerLabels, onLogout: () => {}, currentPath: '/public', compact: false }}
          footer={footerProps}
          skipLinkLabel="Saltar al contenido principal"
          loader={{ open: false, message: 'Cerrando sesión' }}
          toasterLabels={{ close: 'Cerrar notificación', region: 'Notificaciones' }}
        />,
      ).ui,
    );
    expect(screen.getByRole('banner').closest('[inert]')).toBeNull();
    expect(document.querySelector('[data-global-loader]')?.getAttribute('data-global-loader')).toBe('closed');
  });

  it('mounts one toast outlet with Spanish labels; notify.success shows the message', async () => {
    shell();
    await act(async () => {
      notify.success('Mensaje enviado satisfactoriamente');
    });
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(await within(region).findByText('Mensaje enviado satisfactoriamente')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Cerrar notificación' })).toBeTruthy();
    expect(document.querySelectorAll('section[aria-label="Notificaciones"]')).toHaveLength(1);
  });

  it('axe (rules that work in jsdom) finds no violation, guest and authenticated', async () => {
    const check = async () => {
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
        resultTypes: ['violations'],
      });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
    };
    shell();
    await check();
    cleanup();
    shell({
      header: { authenticated: true, userName: 'Juan Pérez', labels: headerLabels, onLogout: () => {}, currentPath: '/app/myDesk', compact: true },
    });
    await check();
  });
});
