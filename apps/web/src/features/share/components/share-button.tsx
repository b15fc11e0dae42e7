import { useState } from 'react';
import { describeShareOutcome, shareOrCopy } from '../../../lib/share';

type Props = { title: string; text: string; label?: string; className?: string };

/** Spec §2 and §8: the device's share dialog, else the clipboard, with the three messages. */
export function ShareButton({ title, text, label = 'Condividi', className = 'button button--ghost' }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  async function share() {
    const outcome = await shareOrCopy({ title, text, url: window.location.origin });
    setMessage(describeShareOutcome(outcome));
  }
  return (
    <div className="share">
      <button type="button" className={className} onClick={() => void share()}>
        {label}
      </button>
      <p className="share__message" role="status">
        {message}
      </p>
    </div>
  );
}
