/**
 * /app/allServices and /app/listOfServices/{1..4} (spec 000 §2 Home and catalogue; brief h8 pages
 * 2 and 3) against the embedded backend.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AllServicesPage from '../../../src/views/pages/catalogue/AllServicesPage';
import ListOfServicesPage from '../../../src/views/pages/catalogue/ListOfServicesPage';
import { injectFault } from '../../../src/mocks/db';
import { descriptionGeneralInformations, directions, questionandanswers } from '../../../src/mocks/data';
import { renderPage, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const plain = (html: string) => html.replace(/<[^>]+>/g, '');
const infoText = (id: number) => plain(descriptionGeneralInformations.find((i) => i.id === id)!.descriptionGeneral).slice(0, 60);

function menuLinks() {
  const menu = screen.getByRole('navigation', { name: 'Direcciones' });
  return within(menu).getAllByRole('link');
}

describe('AllServicesPage', () => {
  it('shows general information 130, every direction with its cards, the todosServicios FAQ and the side menu', async () => {
    renderPage(AllServicesPage, '/app/allServices', {}, 'Todos los trámites');
    expect(screen.getByTestId('banner').textContent).toBe('Todos los trámites');
    await screen.findByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith(infoText(130)));
    const procedures = screen.getByRole('region', { name: 'Trámites' });
    for (const d of directions) {
      const heading = await within(procedures).findByRole('heading', { level: 3, name: d.name });
      expect(within(heading.closest('section')!).getAllByRole('heading', { level: 4 })).toHaveLength(d.services.length);
    }
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    expect(faq.id).toBe('preguntas-frecuentes');
    await waitFor(() => expect(faq.querySelectorAll('details')).toHaveLength(questionandanswers.todosServicios.length));
    expect(within(faq).getByText(questionandanswers.todosServicios[0].question)).toBeTruthy();

    const links = menuLinks();
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/app/allServices',
      '/app/listOfServices/1',
      '/app/listOfServices/2',
      '/app/listOfServices/3',
      '/app/listOfServices/4',
    ]);
    expect(links[0].getAttribute('aria-current')).toBe('page');
    expect(links.slice(1).every((l) => !l.hasAttribute('aria-current'))).toBe(true);
  });

  it('FAQ answers expand (native details)', async () => {
    const user = userEvent.setup();
    renderPage(AllServicesPage, '/app/allServices');
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    const question = await within(faq).findByText(questionandanswers.todosServicios[1].question);
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
  });

  it('backend down: error blocks in the procedures and FAQ; Reintentar loads them', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: '/services', kind: 'http500', times: 1 });
    injectFault({ method: 'GET', path: '/web/v1/questionandanswers', kind: 'network', times: 1 });
    renderPage(AllServicesPage, '/app/allServices');
    const procedures = screen.getByRole('region', { name: 'Trámites' });
    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    await user.click(await within(procedures).findByRole('button', { name: 'Reintentar' }));
    await within(procedures).findByRole('heading', { level: 3, name: directions[0].name });
    await user.click(await within(faq).findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(faq.querySelectorAll('details').length).toBeGreaterThan(0));
    // the static side menu never needed the backend
    expect(menuLinks()).toHaveLength(5);
  });

  it('a failed general information call shows the error block with retry', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: '/v1/descriptionGeneralInformations', kind: 'malformed', times: 1 });
    renderPage(AllServicesPage, '/app/allServices');
    const info = screen.getByRole('region', { name: 'Información general' });
    await user.click(await within(info).findByRole('button', { name: 'Reintentar' }));
    await within(info).findByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith(infoText(130)));
  });
});

describe('ListOfServicesPage', () => {
  it('shows only the chosen direction: banner title, its general information, its cards, its FAQ; menu marks it current', async () => {
    const direction = directions.find((d) => d.id === 2)!;
    renderPage(ListOfServicesPage, '/app/listOfServices/2', { categoryID: '2' }, 'Trámites');
    await waitFor(() => expect(screen.getByTestId('banner').textContent).toBe('Clasificaciones de Confotur'));
    await screen.findByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith(infoText(132)));
    const procedures = screen.getByRole('region', { name: 'Trámites' });
    const cards = await within(procedures).findAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(direction.services.map((s) => s.name));
    const others = directions.filter((d) => d.id !== 2).flatMap((d) => d.services);
    for (const s of others) expect(screen.queryByText(s.name)).toBeNull();

    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    await waitFor(() => expect(faq.querySelectorAll('details')).toHaveLength(questionandanswers.confotour.length));

    const current = menuLinks().filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0].getAttribute('href')).toBe('/app/listOfServices/2');
  });

  it("REQUEST is disabled for the direction's type_id 1 procedure", async () => {
    renderPage(ListOfServicesPage, '/app/listOfServices/3', { categoryID: '3' });
    const informational = directions.find((d) => d.id === 3)!.services.find((s) => s.type_id === 1)!;
    const heading = await screen.findByRole('heading', { level: 3, name: informational.name });
    const button = within(heading.closest('li')!).getByRole<HTMLButtonElement>('button', { name: 'SOLICITAR' });
    expect(button.disabled).toBe(true);
  });

  it('an invalid category id redirects to /app/allServices', () => {
    renderPage(ListOfServicesPage, '/app/listOfServices/9', { categoryID: '9' });
    expect(screen.getByTestId('location').textContent).toBe('/app/allServices');
  });

  it('backend down: the cards block shows the error; Reintentar loads the cards', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: '/services', kind: 'network', times: 1 });
    renderPage(ListOfServicesPage, '/app/listOfServices/1', { categoryID: '1' });
    const procedures = screen.getByRole('region', { name: 'Trámites' });
    await within(procedures).findByText('No se pudo cargar esta información.');
    await user.click(within(procedures).getByRole('button', { name: 'Reintentar' }));
    await within(procedures).findByRole('heading', { level: 3, name: directions[0].services[0].name });
  });
});
