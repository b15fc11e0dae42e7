import { useQuery } from '@tanstack/react-query';
import { fetchParadigm } from '../api/analysis-api';
import type { Lang } from '../api/analysis-types';

/** The full declension or conjugation of a lemma (GET /api/paradigm/:lang/:key). */
export function ParadigmTable({ lang, lemmaKey }: { lang: Lang; lemmaKey: string }) {
  const query = useQuery({
    queryKey: ['paradigm', lang, lemmaKey],
    queryFn: ({ signal }) => fetchParadigm(lang, lemmaKey, signal),
    staleTime: Infinity,
    retry: false,
  });
  if (query.isPending) return <p role="status">Carico il paradigma…</p>;
  if (query.isError) return <p role="alert">Versio non conosce il paradigma di questo lemma.</p>;
  const paradigm = query.data;
  return (
    <section className="paradigm" aria-label={`Paradigma di ${paradigm.title}`}>
      <h4>{paradigm.title}</h4>
      {paradigm.sections.map((section) => (
        <table key={section.title} className="paradigm__table">
          <caption>{section.title}</caption>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.forms.map((form, index) => (
                  <td key={index} lang={lang === 'lat' ? 'la' : 'grc'}>{form}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
