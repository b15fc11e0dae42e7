import { Confetti } from './confetti';

/** Signup step 4: confetti, the spec's text and 'Continua'. */
export function StepSuccess({ onContinue }: { onContinue: () => void }) {
  return (
    <div className="form signup-success">
      <Confetti />
      <p role="status">Account creato con successo, controlla la tua posta in arrivo per verificare l'indirizzo email.</p>
      <button type="button" className="button" onClick={onContinue}>
        Continua
      </button>
    </div>
  );
}
