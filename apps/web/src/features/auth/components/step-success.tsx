import { useEffect, useRef } from 'react';
import { Confetti } from './confetti';

/** Signup step 4: confetti, the spec's text and 'Continua'. */
export function StepSuccess({ onContinue }: { onContinue: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="form signup-success">
      <Confetti />
      <p role="status">Account creato con successo, controlla la tua posta in arrivo per verificare l'indirizzo email.</p>
      <button ref={button} type="button" className="button" onClick={onContinue}>
        Continua
      </button>
    </div>
  );
}
