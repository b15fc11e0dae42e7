import { useId, useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES } from '../../../lib/messages';
import type { School } from '../../session';
import { MAX_NAME_LENGTH, SCHOOL_OPTIONS, YEAR_OPTIONS } from '../data/registration-options';
import { StepDots } from './step-dots';
import { FormError } from '../../../components/ui/form-error';

export type ProfileAnswers = { nome: string; scuola: School; anno: number };

/** Signup step 1: full name, school and year, all required (spec §5). */
export function StepProfile({ initial, onNext }: { initial: ProfileAnswers | null; onNext: (answers: ProfileAnswers) => void }) {
  const id = useId();
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [scuola, setScuola] = useState<string>(initial?.scuola ?? '');
  const [anno, setAnno] = useState<string>(initial ? String(initial.anno) : '');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const school = SCHOOL_OPTIONS.find((option) => option.value === scuola);
    if (!nome.trim() || !school || anno === '') {
      setError(VALIDATION_MESSAGES.incompleteFields);
      return;
    }
    onNext({ nome: nome.trim(), scuola: school.value, anno: Number(anno) });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <StepDots current={1} />
      <label className="form__field" htmlFor={`${id}-nome`}>
        Nome e cognome
        <input
          id={`${id}-nome`}
          name="nome"
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          value={nome}
          onChange={(event) => setNome(event.target.value)}
        />
      </label>
      <label className="form__field" htmlFor={`${id}-scuola`}>
        Scuola
        <select id={`${id}-scuola`} name="scuola" value={scuola} onChange={(event) => setScuola(event.target.value)}>
          <option value="">Scegli la tua scuola</option>
          {SCHOOL_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="form__field" htmlFor={`${id}-anno`}>
        Anno
        <select id={`${id}-anno`} name="anno" value={anno} onChange={(event) => setAnno(event.target.value)}>
          <option value="">Scegli l’anno</option>
          {YEAR_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <FormError message={error} />
      <button type="submit" className="button">
        Continua
      </button>
      <p className="form__hint">Ci siamo, manca solo un passaggio</p>
    </form>
  );
}
