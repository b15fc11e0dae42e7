import { useState, type FormEvent } from 'react';
import { LESSON_MESSAGES } from '../../../lib/messages';

/** 'Cerca tra le lezioni...' and 'Cerca'; mounted again (by key) when the address's search changes. */
export function LessonsSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="lessons-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="lessons-search">Cerca tra le lezioni</label>
      <input
        id="lessons-search"
        type="search"
        value={text}
        maxLength={100}
        placeholder={LESSON_MESSAGES.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">{LESSON_MESSAGES.search}</button>
    </form>
  );
}
