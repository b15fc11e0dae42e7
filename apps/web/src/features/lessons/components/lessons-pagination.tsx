import { listPageItems } from '../model/pagination';

type Props = { page: number; pages: number; onChange: (page: number) => void };

/** Spec §2: previous, numbered pages, next; previous disabled on page 1, next on the last page. */
export function LessonsPagination({ page, pages, onChange }: Props) {
  return (
    <nav className="lessons-pagination" aria-label="Pagine delle lezioni">
      <button type="button" className="lessons-pagination__step" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Pagina precedente">
        ‹
      </button>
      <ol className="lessons-pagination__pages">
        {listPageItems(page, pages).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span className="lessons-pagination__gap" aria-hidden="true">…</span>
            ) : (
              <button
                type="button"
                className="lessons-pagination__page"
                onClick={() => onChange(item)}
                aria-label={`Pagina ${item}`}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" className="lessons-pagination__step" onClick={() => onChange(page + 1)} disabled={page >= pages} aria-label="Pagina successiva">
        ›
      </button>
    </nav>
  );
}
