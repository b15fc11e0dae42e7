import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page';
import './coming-soon.css';

/** Body of a page whose content is not built yet, inside the real frame. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page page--narrow coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p className="coming-soon__badge">In arrivo</p>
      <p>{children ?? 'Stiamo preparando questa pagina: torna a trovarci tra poco!'}</p>
    </section>
  );
}
