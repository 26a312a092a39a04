/**
 * The demo mailbox shows a mail's call-to-action only when its address is a same-origin path (the
 * embedded backend writes `/app/activateAccount/...` and the like; src/mocks/db.ts DbMail.link): a
 * `javascript:`, `data:` or other-site address in the stored database is never put in `href` (issue 10
 * "Hostile text"; found by tests/e2e/hostile-text.spec.ts). The subject and body stay plain text.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import MailboxPage from '../../../src/views/pages/demo/MailboxPage';
import { server } from '../../../src/mocks/node';
import { resetDb, sendMail } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  clearCache();
  localStorage.clear();
});
afterEach(() => cleanup());
afterAll(() => server.close());

const HOSTILE = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/activar',
  'https://evil.example/activar',
];

describe('MailboxPage with hostile mails', () => {
  it('renders a hostile link address as no link at all, the mail text as plain text', async () => {
    HOSTILE.forEach((href, i) =>
      sendMail({
        to: 'ana@demo.mitur.local',
        subject: `Correo ${i} <img src=x onerror=alert(1)>`,
        body: ['<script>alert(1)</script>'],
        link: { label: `Enlace ${i}`, href },
      }),
    );
    sendMail({
      to: 'ana@demo.mitur.local',
      subject: 'Activación',
      body: ['Active su cuenta.'],
      link: { label: 'Activar cuenta', href: '/app/activateAccount/abc123' },
    });
    render(
      <main>
        <MailboxPage />
      </main>,
    );
    await screen.findByRole('heading', { name: 'Correo 0 <img src=x onerror=alert(1)>' });
    expect(screen.getByRole('link', { name: 'Activar cuenta' }).getAttribute('href')).toBe('/app/activateAccount/abc123');
    for (let i = 0; i < HOSTILE.length; i++) expect(screen.queryByRole('link', { name: `Enlace ${i}` })).toBeNull();
    const hrefs = Array.from(document.querySelectorAll('a[href]')).map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => !h.startsWith('/') || h.startsWith('//'))).toEqual([]);
    expect(document.querySelector('img, script')).toBeNull();
  });
});
