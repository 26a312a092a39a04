/**
 * The desk's 'Empresas' tab in the browser (spec 001 §2.1 Companies tab, §5 Invite member, §6 Member
 * roles, §7, §8 Second representative; spec 000 §2 Membership invitation acceptance page):
 * (1) the company account Hotel Caribe Colonial sees its representative Luis, is blocked from adding a
 * second, deletes Luis, invites José; José accepts from the demo mailbox; the company then sees José
 * and removes him. (2) Luis opens Eco Resort Bahía de Samaná's members, pages them, adds Pedro by
 * document and removes Ramón. Axe on every screen and dialog. Seed: src/mocks/seedCompanies.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, startSignedIn } from './support';

const COMPANY = { document: '131-98765-6', password: 'Demo1234' };
const LUIS = { document: '028-0456123-7', password: 'Demo1234' };
const JOSE = { document: '402-0987654-5', password: 'Demo1234', email: 'jose.martinez@demo.mitur.local' };

async function signIn(page: Page, who: { document: string; password: string }): Promise<void> {
  await startSignedIn(page, { cedula: who.document, password: who.password });
}

async function signOut(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name }).click();
  // Spec 000 §4: 'Cerrando sesión', then after 1.5 s the session is cleared and the page reloads;
  // the next navigation must wait for that reload (else it is aborted by it).
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await page
    .getByRole('menuitem', { name: 'Cerrar sesión' })
    .or(page.getByRole('button', { name: 'Cerrar sesión' }))
    .click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible({ timeout: 10_000 });
}

async function openCompaniesTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Empresas' }).click();
  await expect(page.getByRole('tab', { name: 'Empresas' })).toHaveAttribute('aria-selected', 'true');
}

test('the company account replaces its representative by invitation; the invited citizen accepts and is then removed', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, COMPANY);
  await openCompaniesTab(page);
  await expect(page.getByRole('heading', { name: 'Representante' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Luis Manuel Peña Ureña' })).toBeVisible();
  await expectNoA11yViolations(page, 'representative manager');

  // A second representative is blocked before any call.
  await page.getByRole('button', { name: 'Agregar representante' }).click();
  const blocked = page.getByRole('alertdialog', { name: 'Información' });
  await expect(blocked).toContainText('Debe eliminar el representante actual antes de agregar otro.');
  await expectNoA11yViolations(page, 'second representative blocked');
  await blocked.getByRole('button', { name: 'Aceptar' }).click();

  // The reduced member table.
  await page.getByRole('button', { name: 'Ver miembros' }).click();
  const members = page.getByRole('dialog', { name: 'Miembros de la empresa' });
  await expect(members.getByText('Carolina Mercedes')).toBeVisible();
  await expect(members.getByRole('button', { name: /^Eliminar miembro/ })).toHaveCount(0);
  await expectNoA11yViolations(page, 'reduced member table');
  await members.getByRole('button', { name: 'Cerrar' }).click();

  // Delete Luis.
  await page.getByRole('button', { name: 'Eliminar representante Luis Manuel Peña Ureña' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Estas seguro?' });
  await expect(confirm).toContainText('Eliminarás al representante 028-0456123-7!');
  await expectNoA11yViolations(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  const deleted = page.getByRole('alertdialog', { name: 'Éxito' });
  await expect(deleted).toContainText('Representante eliminado satisfactoriamente');
  await expectNoA11yViolations(page, 'deletion message');
  await deleted.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Favor agregar representantes para su empresa.')).toBeVisible();

  // Invite José by citizen_id.
  await page.getByRole('button', { name: 'Agregar representante' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar representante' });
  await add.getByLabel(/Número de documento de identidad/).fill('4020');
  await add.getByRole('button', { name: 'Buscar usuario' }).click();
  await expect(add.getByText('Digite un número de documento de identidad válido')).toBeVisible();
  await expectNoA11yViolations(page, 'invalid document');
  await add.getByLabel(/Número de documento de identidad/).fill(JOSE.document);
  await add.getByRole('button', { name: 'Buscar usuario' }).click();
  await expect(add.getByRole('heading', { name: 'José Miguel Martínez Santos' })).toBeVisible();
  await expectNoA11yViolations(page, 'found user');
  await add.getByRole('button', { name: 'Enviar invitación' }).click();
  const invited = page.getByRole('alertdialog', { name: 'Éxito' });
  await expect(invited).toContainText('Se ha enviado la invitación al correo electrónico del usuario');
  await invited.getByRole('button', { name: 'Aceptar' }).click();
  await signOut(page, /Hotel Caribe Colonial/);

  // José opens the e-mail and accepts, then signs in.
  await page.goto('/demo/mailbox');
  const mail = page.getByRole('article').filter({ hasText: 'Invitación de membresía' }).filter({ hasText: JOSE.email }).first();
  await expect(mail).toContainText('Hotel Caribe Colonial');
  await mail.getByRole('link', { name: 'Aceptar invitación' }).click();
  const card = page.getByRole('region', { name: 'Invitación de membresía' });
  await expect(card.getByRole('status')).toHaveText('Invitación aceptada satisfactoriamente');
  await signIn(page, JOSE);
  await openCompaniesTab(page);
  await expect(page.getByRole('heading', { name: 'Hotel Caribe Colonial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver detalles de Hotel Caribe Colonial' })).toBeVisible();
  await expectNoA11yViolations(page, "José's companies");
  await signOut(page, /José Miguel/);

  // The company sees José as its representative and removes him.
  await signIn(page, COMPANY);
  await openCompaniesTab(page);
  await expect(page.getByRole('heading', { name: 'José Miguel Martínez Santos' })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar representante José Miguel Martínez Santos' }).click();
  await page.getByRole('alertdialog', { name: '¿Estas seguro?' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.getByRole('alertdialog', { name: 'Éxito' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Favor agregar representantes para su empresa.')).toBeVisible();
});

test('the representative pages the members of a company, adds one by document and removes one', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, LUIS);
  await openCompaniesTab(page);
  await expect(page.getByRole('button', { name: 'Ver detalles de Hotel Caribe Colonial' })).toBeVisible();
  await expectNoA11yViolations(page, 'company list');
  await page.getByRole('button', { name: 'Ver detalles de Eco Resort Bahía de Samaná' }).click();
  const dialog = page.getByRole('dialog', { name: 'Miembros de la empresa' });
  await expect(dialog.getByRole('row')).toHaveCount(1 + 5);
  await expectNoA11yViolations(page, 'member dialog');
  await dialog.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect(dialog.getByRole('row')).toHaveCount(1 + 1);
  await expect(dialog.getByText('Altagracia')).toBeVisible();

  // 'Usuario a Cargo' of a Responsable.
  await dialog.getByRole('button', { name: 'Ir a la página 1' }).click();
  await dialog.getByRole('button', { name: 'Usuario a Cargo: Carolina Mercedes Jiménez Rosario' }).click();
  const contact = page.getByRole('dialog', { name: 'Usuario a Cargo' });
  await expect(contact).toContainText('carolina.jimenez@demo.mitur.local');
  await expectNoA11yViolations(page, 'contact card');
  await contact.getByRole('button', { name: 'Aceptar' }).click();

  // Add Pedro by document.
  await dialog.getByLabel(/Número de documento de identidad/).fill('001-0765432-9');
  await dialog.getByRole('button', { name: 'Buscar usuario' }).click();
  await expect(dialog.getByRole('heading', { name: 'Pedro Antonio Guzmán Tejada' })).toBeVisible();
  await expectNoA11yViolations(page, 'found member');
  await dialog.getByRole('button', { name: 'Agregar miembro' }).click();
  const added = page.getByRole('alertdialog', { name: 'Éxito' });
  await expect(added).toContainText('Miembro agregado satisfactoriamente');
  await added.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect(dialog.getByText('Pedro Antonio')).toBeVisible();

  // Remove Ramón.
  await dialog.getByRole('button', { name: 'Ir a la página 1' }).click();
  await dialog.getByRole('button', { name: 'Eliminar miembro Ramón Antonio Almonte Cruz' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Estas seguro?' });
  await expect(confirm).toContainText('Eliminarás al miembro 031-0567234-3!');
  await expectNoA11yViolations(page, 'remove confirmation');
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  const removed = page.getByRole('alertdialog', { name: 'Éxito' });
  await expect(removed).toContainText('Miembro eliminado satisfactoriamente');
  await removed.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog.getByText('Ramón Antonio')).toHaveCount(0);
  await expect(dialog.getByRole('row')).toHaveCount(1 + 5);
});

test('the companies tab and the member dialog fit 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, LUIS);
  await openCompaniesTab(page);
  await page.getByRole('button', { name: 'Ver detalles de Eco Resort Bahía de Samaná' }).click();
  const dialog = page.getByRole('dialog', { name: 'Miembros de la empresa' });
  await expect(dialog.getByRole('row')).toHaveCount(1 + 5);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page, 'member dialog at 360 px');
});
