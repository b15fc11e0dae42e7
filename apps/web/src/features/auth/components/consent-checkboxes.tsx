import { useId } from 'react';
import { useSiteInfo } from '../../../lib/site-info';

export type Consents = { terms: boolean; privacy: boolean };

/** The two consent boxes of signup and of the terms popup, with links to the documents. */
export function ConsentCheckboxes({ value, onChange }: { value: Consents; onChange: (next: Consents) => void }) {
  const id = useId();
  const site = useSiteInfo();
  return (
    <>
      <div className="form__check">
        <input id={`${id}-terms`} type="checkbox" checked={value.terms} onChange={(event) => onChange({ ...value, terms: event.target.checked })} />
        <label htmlFor={`${id}-terms`}>
          Accetto i{' '}
          <a href="/terms" target="_blank" rel="noopener noreferrer">
            Termini e Condizioni
          </a>
        </label>
      </div>
      <div className="form__check">
        <input id={`${id}-privacy`} type="checkbox" checked={value.privacy} onChange={(event) => onChange({ ...value, privacy: event.target.checked })} />
        <label htmlFor={`${id}-privacy`}>
          Acconsento al trattamento dei miei dati secondo la{' '}
          <a href={site.privacyUrl} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>
        </label>
      </div>
    </>
  );
}

export function hasBothConsents(value: Consents): boolean {
  return value.terms && value.privacy;
}
