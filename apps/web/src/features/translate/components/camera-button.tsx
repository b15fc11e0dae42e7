import { useState } from 'react';
import { Link } from 'react-router';
import type { UserType } from '../../../lib/user-type';

type Props = { userType: UserType; cameraCount: number; onNeedsSignup: () => void };

/**
 * The mobile-only camera button (spec §2 camera panel): anonymous students are sent to sign up,
 * free students without camera credit to plus. Reading the photo comes with the OCR feature.
 */
export function CameraButton({ userType, cameraCount, onNeedsSignup }: Props) {
  const [panel, setPanel] = useState(false);
  const unlimited = userType === 'premium' || userType === 'lifetime';
  const onClick = () => {
    if (userType === 'anonymous') onNeedsSignup();
    else setPanel(!panel);
  };
  return (
    <span className="camera">
      <button type="button" className="camera__button" aria-label="Scatta e traduci" onClick={onClick}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
        </svg>
      </button>
      {userType === 'anonymous' && (
        <Link className="camera__panel" to="/login">Accedi per usare scatta e traduci</Link>
      )}
      {panel && userType !== 'anonymous' && (
        <span className="camera__panel" role="status">
          {!unlimited && cameraCount <= 0 ? (
            <Link to="/pay">Passa a plus per usare scatta e traduci!</Link>
          ) : (
            'Scatta e traduci arriva presto su Versio.'
          )}
        </span>
      )}
    </span>
  );
}
