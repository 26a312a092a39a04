/**
 * The profile card's image comes from the identity backend (contract A1 `profile_img`, stored at
 * sign-in): an address that is not http(s) or a same-origin path (`javascript:`, `data:`) is never
 * put in `src`; the initials show instead (issue 10 "Hostile text"; found by
 * tests/e2e/hostile-text.spec.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { SessionProvider } from '../../../src/views/app/session';
import MyConfigurationPage from '../../../src/views/pages/settings/MyConfigurationPage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
});
afterAll(() => server.close());

async function renderWithProfileImage(profileImg: string): Promise<void> {
  const result = await login(DEMO_CITIZEN_ID, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, profileImg);
  const location = memoryLocation({ path: '/app/myConfiguration' });
  render(
    <Router hook={location.hook}>
      <SessionProvider>
        <MyConfigurationPage params={{}} />
      </SessionProvider>
    </Router>,
  );
  await screen.findByRole('button', { name: 'Cambiar contraseña' });
}

describe('MyConfigurationPage profile image from the backend', () => {
  it.each(['javascript:alert(1)', '  JaVaScRiPt:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png'])(
    '%s is not used as the image: the initials show',
    async (hostile) => {
      await renderWithProfileImage(hostile);
      const avatar = screen.getByRole('img', { name: 'Foto de perfil' });
      expect(avatar.tagName).toBe('SPAN');
      expect(avatar.textContent).toBe('AR');
      expect(document.querySelector('img')).toBeNull();
    },
  );

  it('an https address or a same-origin path is shown as the image', async () => {
    await renderWithProfileImage('https://files.example.gob.do/perfil/ana.png');
    expect(screen.getByRole('img', { name: 'Foto de perfil' }).getAttribute('src')).toBe('https://files.example.gob.do/perfil/ana.png');
    cleanup();
    tokenStore.clear();
    await renderWithProfileImage('/media/perfil.png');
    expect(screen.getByRole('img', { name: 'Foto de perfil' }).getAttribute('src')).toBe('/media/perfil.png');
  });
});
