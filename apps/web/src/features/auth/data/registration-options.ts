// The school and year choices of the signup wizard (spec §3): the values the server stores and
// the Italian labels the student reads.
import type { School } from '../../session';

export const SCHOOL_OPTIONS: readonly { value: School; label: string }[] = [
  { value: 'classico', label: 'Liceo Classico, Europeo o Internazionale' },
  { value: 'scientifico', label: 'Liceo Scientifico' },
  { value: 'linguistico', label: 'Liceo Linguistico' },
  { value: 'pedagogico', label: 'Liceo delle Scienze Umane (ex Pedagogico)' },
  { value: 'universita', label: 'Università' },
  { value: 'altro', label: 'Altro' },
];

/** Years 1–5 of the liceo; 0 means Altro. */
export const YEAR_OPTIONS: readonly { value: number; label: string }[] = [
  { value: 1, label: '1° anno' },
  { value: 2, label: '2° anno' },
  { value: 3, label: '3° anno' },
  { value: 4, label: '4° anno' },
  { value: 5, label: '5° anno' },
  { value: 0, label: 'Altro' },
];

export function describeSchool(value: string): string {
  return SCHOOL_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function describeYear(value: number): string {
  return YEAR_OPTIONS.find((option) => option.value === value)?.label ?? String(value);
}

/** The longest name the server accepts (apps/server/src/features/user/user.schema.ts). */
export const MAX_NAME_LENGTH = 100;
