/** Pagination: page list with gaps, aria-current, Previous/Next, onChange. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '../../../src/views/components/Pagination';
import { paginationItems } from '../../../src/views/components/paginationItems';

afterEach(cleanup);

const labels = { nav: 'Paginación', previous: 'Anterior', next: 'Siguiente', page: (n: number) => `Página ${n}` };

describe('paginationItems', () => {
  it('first, last and neighbours of the current page, with gaps', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('fills a one-page gap with the page instead of an ellipsis', () => {
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('handles tiny and invalid inputs', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(9, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(5, 10, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });
});

describe('<Pagination>', () => {
  it('is a labelled nav; the current page has aria-current="page"', () => {
    render(<Pagination page={5} lastPage={10} onChange={() => {}} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const current = within(nav).getByRole('button', { name: 'Página 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Página 4' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Página 2' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Página 10' })).toBeTruthy();
  });

  it('calls onChange with the chosen, previous and next page; not for the current page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={5} lastPage={10} onChange={onChange} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Página 6' }));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(onChange.mock.calls).toEqual([[6], [4], [6]]);
  });

  it('disables Anterior on the first page and Siguiente on the last', () => {
    const { rerender } = render(<Pagination page={1} lastPage={3} onChange={() => {}} labels={labels} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Anterior' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Siguiente' }).disabled).toBe(false);
    rerender(<Pagination page={3} lastPage={3} onChange={() => {}} labels={labels} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Anterior' }).disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Siguiente' }).disabled).toBe(true);
  });

  it('renders nothing with a single page', () => {
    const { container } = render(<Pagination page={1} lastPage={1} onChange={() => {}} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });
});
