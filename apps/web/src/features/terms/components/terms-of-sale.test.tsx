import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { TermsOfSale } from './terms-of-sale';

const seller = { name: 'Versio S.r.l.', address: 'Via Zamboni 33, 40126 Bologna (BO)', vat: 'IT01234567890', email: 'vendite@versio.app' };

describe('TermsOfSale', () => {
  test('renders the title, effective date, seller and every section with its anchor', () => {
    render(
      <MemoryRouter>
        <TermsOfSale seller={seller} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Condizioni generali di vendita');
    expect(screen.getByText('In vigore dal 16/10/2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'vendite@versio.app' }).getAttribute('href')).toBe('mailto:vendite@versio.app');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toContain('7. Diritto di recesso');
    expect(headings).toContain('12. Foro competente e risoluzione delle controversie');
    expect(screen.getByRole('link', { name: 'Diritto di recesso' }).getAttribute('href')).toBe('#recesso');
  });
});
