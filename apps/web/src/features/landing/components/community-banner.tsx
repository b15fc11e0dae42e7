import { useState } from 'react';
import { describeShareOutcome, shareOrCopy } from '../../../lib/share';
import './community-banner.css';

const SHARE_TEXT = 'Traduci e analizza le tue versioni di latino e greco con Versio!';

/** 'Versio ti adora' banner with a link that shares the site (device dialog, else clipboard). */
export function CommunityBanner() {
  const [status, setStatus] = useState<string | null>(null);

  async function shareSite() {
    const outcome = await shareOrCopy({ title: 'Versio', text: SHARE_TEXT, url: window.location.origin });
    setStatus(describeShareOutcome(outcome));
  }

  return (
    <section className="community" aria-labelledby="community-title">
      <div className="community__card">
        <h2 id="community-title">Versio ti adora</h2>
        <p className="community__lead">Fai parte della community!</p>
        <button type="button" className="community__share" onClick={() => void shareSite()}>
          Dillo a tutti.
        </button>
        <p className="community__status" role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </section>
  );
}
