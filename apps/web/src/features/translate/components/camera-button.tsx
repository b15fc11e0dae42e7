import { useState } from 'react';
import { Link } from 'react-router';
import type { UserType } from '../../../lib/user-type';
import type { Lang } from '../../analysis/api/analysis-types';
import { canUseCamera, UploadModal } from '../../ocr';

type Props = {
  lang: Lang;
  userType: UserType;
  uid: string | null;
  cameraCount: number;
  onNeedsSignup: () => void;
  /** The text read in the photo, for the text box. */
  onText: (text: string) => void;
  onCameraCount: (count: number) => void;
};

/**
 * The mobile-only camera button (spec §2 camera panel, §4 camera permission): anonymous students are
 * sent to sign up; premium and lifetime students, and free ones with camera uses left, open the upload
 * modal; free students without uses are sent to plus.
 */
export function CameraButton({ lang, userType, uid, cameraCount, onNeedsSignup, onText, onCameraCount }: Props) {
  const [panel, setPanel] = useState(false);
  const [open, setOpen] = useState(false);
  const allowed = canUseCamera(userType, cameraCount);
  const onClick = () => {
    if (userType === 'anonymous') onNeedsSignup();
    else if (allowed && uid) setOpen(true);
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
      {panel && userType !== 'anonymous' && !allowed && (
        <span className="camera__panel" role="status">
          <Link to="/pay">Passa a plus per usare scatta e traduci!</Link>
        </span>
      )}
      {open && uid && (
        <UploadModal lang={lang} uid={uid} onText={onText} onCameraCount={onCameraCount} onClose={() => setOpen(false)} />
      )}
    </span>
  );
}
