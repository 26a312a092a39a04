/**
 * General queries page in the browser (spec 000 §2 General queries page and shared document
 * viewer, §7 GET /web/v1/generalQueriesMaps and /web/v1/documentsInfo, §9 viewable types; issue 4:
 * PDF rendering library loaded only when a PDF is opened): open a map, zoom, reset, close; filter
 * and search the documents; open a real PDF and see its first page drawn by pdf.js; axe clean.
 */
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support';

test('a map card opens the full-size map; zoom in, zoom out, reset and close', async ({ page }) => {
  await page.goto('/app/generalQueries');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultas generales' })).toBeVisible();
  const card = page.getByRole('button', { name: 'Ver mapa de Polo Turístico Samaná' });
  await expect(card).toBeVisible();
  await expectNoA11yViolations(page, 'maps tab');
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Polo Turístico Samaná' });
  const image = dialog.getByRole('img', { name: 'Polo Turístico Samaná' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const width = async () => (await image.boundingBox())!.width;
  const fit = await width();
  await dialog.getByRole('button', { name: 'Acercar' }).click();
  await dialog.getByRole('button', { name: 'Acercar' }).click();
  await expect(dialog.getByTestId('zoom-level')).toHaveText('Zoom: 150 %');
  expect(await width()).toBeCloseTo(fit * 1.5, 0);
  await expectNoA11yViolations(page, 'map viewer');
  await page.keyboard.press('-');
  await expect(dialog.getByTestId('zoom-level')).toHaveText('Zoom: 125 %');
  await dialog.getByRole('button', { name: 'Restablecer' }).click();
  await expect(dialog.getByTestId('zoom-level')).toHaveText('Zoom: 100 %');
  expect(await width()).toBeCloseTo(fit, 0);
  await dialog.getByRole('button', { name: 'Alejar' }).click();
  expect(await width()).toBeCloseTo(fit * 0.75, 0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('documents: filter by type and search by title without accents', async ({ page }) => {
  await page.goto('/app/generalQueries');
  await page.getByRole('tab', { name: 'Documentos' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Documentos' });
  const type = panel.getByRole('combobox', { name: 'Filtrar por tipo' });
  await expect(type).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Leyes y reglamentos', 'Formularios', 'Guías y manuales']);
  await expectNoA11yViolations(page, 'documents tab');
  await type.selectOption({ label: 'Formularios' });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Formularios']);
  await expect(panel.getByRole('status')).toHaveText('6 documento(s)');
  await type.selectOption({ label: 'Todos' });
  await panel.getByRole('searchbox', { name: 'Buscar por título del documento' }).fill('clasificacion');
  await expect(panel.getByRole('button', { name: /^Ver / })).toHaveText(['Formulario de solicitud de clasificación CONFOTURpdf']);
  await panel.getByRole('searchbox', { name: 'Buscar por título del documento' }).fill('inexistente');
  await expect(panel.getByText('No se encontraron documentos.')).toBeVisible();
  await expectNoA11yViolations(page, 'no documents');
  await panel.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(panel.getByRole('status')).toHaveText('13 documento(s)');
});

test('a PDF opens in the viewer: pdf.js is fetched only then and draws the first page', async ({ page }) => {
  const pdfjsRequests: string[] = [];
  page.on('request', (request) => {
    if (/pdf(\.worker)?[.-]/i.test(new URL(request.url()).pathname.split('/').pop() ?? '') && request.url().includes('/assets/'))
      pdfjsRequests.push(request.url());
  });
  await page.goto('/app/generalQueries');
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar por título del documento' }).fill('158-01');
  await expect(page.getByRole('button', { name: /^Ver / })).toHaveCount(2);
  expect(pdfjsRequests).toEqual([]);
  const opener = page.getByRole('button', { name: 'Ver Ley núm. 158-01 sobre Fomento al Desarrollo Turístico' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Ley núm. 158-01 sobre Fomento al Desarrollo Turístico' });
  const canvas = dialog.getByTestId('viewer-pdf-page');
  await expect(canvas).toHaveAttribute('data-rendered-page', '1', { timeout: 15_000 });
  expect(pdfjsRequests.length).toBeGreaterThan(0);
  // The page is really drawn: some pixels are dark (text, the navy header band).
  const dark = await canvas.evaluate((el: HTMLCanvasElement) => {
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 200) n += 1;
    return n;
  });
  expect(dark).toBeGreaterThan(1000);
  await expect(dialog.getByText('Página 1 de 2')).toBeVisible();
  await expectNoA11yViolations(page, 'pdf viewer');
  const before = (await canvas.boundingBox())!.width;
  await dialog.getByRole('button', { name: 'Acercar' }).click();
  await expect.poll(async () => Math.round((await canvas.boundingBox())!.width)).toBe(Math.round(before * 1.25));
  await dialog.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(canvas).toHaveAttribute('data-rendered-page', '2');
  await expect(dialog.getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', '/media/documentos/leyes/ley-158-01-fomento-desarrollo-turistico.pdf');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
