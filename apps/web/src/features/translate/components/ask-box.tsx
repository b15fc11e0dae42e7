import { useId, type ReactNode } from 'react';
import type { Lang } from '../../analysis/api/analysis-types';
import { MAX_TEXT_LENGTH } from '../model/translate-flow';
import { PLACEHOLDERS } from '../model/translate-messages';

type Props = {
  lang: Lang;
  text: string;
  disabled: boolean;
  loading: boolean;
  notice: string | null;
  onChange: (text: string) => void;
  onSubmit: () => void;
  /** The mobile-only camera button. */
  camera?: ReactNode;
};

/** Spec §2: the text box (8 rows, 1500 characters, visible counter) and 'Chiedi a Versio' with its loading overlay. */
export function AskBox({ lang, text, disabled, loading, notice, onChange, onSubmit, camera }: Props) {
  const inputId = useId();
  const counterId = useId();
  return (
    <form
      className="ask-box"
      aria-busy={loading}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {lang === 'lat' ? 'La tua versione di latino' : 'La tua versione di greco'}
      </label>
      <textarea
        id={inputId}
        className="ask-box__input"
        lang={lang === 'lat' ? 'la' : 'grc'}
        rows={8}
        maxLength={MAX_TEXT_LENGTH}
        placeholder={PLACEHOLDERS[lang]}
        value={text}
        aria-describedby={counterId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/⌘+Enter sends, as in most chat boxes; Enter alone keeps writing new lines.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      <div className="ask-box__bar">
        <span id={counterId} className="ask-box__counter">
          {text.length}/{MAX_TEXT_LENGTH}
        </span>
        {camera}
        <button type="submit" className="button ask-box__submit" disabled={disabled}>
          Chiedi a Versio
        </button>
      </div>
      <div aria-live="polite" className="ask-box__notice">
        {notice && <p role="alert">{notice}</p>}
      </div>
      {loading && (
        <div className="ask-box__overlay" role="status">
          <span className="ask-box__spinner" aria-hidden="true" />
          <span>Versio sta lavorando per te…</span>
        </div>
      )}
    </form>
  );
}
