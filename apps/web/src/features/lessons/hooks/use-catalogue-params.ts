// The catalogue's search and page live in the address (/lezioni?q=ablativo&pagina=2), so that the
// browser's back button, a reload and a shared link all show the same page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type CatalogueParams = { page: number; search: string; goToPage: (page: number) => void; searchFor: (search: string) => void };

export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useCatalogueParams(): CatalogueParams {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const page = readPage(params.get('pagina'));
  const goToPage = useCallback((next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('pagina');
      else updated.set('pagina', String(next));
      return updated;
    });
  }, [setParams]);
  // Spec §4: a new search starts again from page 1.
  const searchFor = useCallback((next: string) => {
    const text = next.trim();
    setParams(text ? { q: text } : {});
  }, [setParams]);
  return { page, search, goToPage, searchFor };
}
