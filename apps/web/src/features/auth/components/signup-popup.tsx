import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { SignupWizard } from './signup-wizard';

/** The signup popup (spec §2): the wizard in a dialog, for anonymous students who try to translate. */
export function SignupPopup({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Registrati" onClose={onClose}>
      <SignupWizard onFinish={onClose} />
      <p className="form__hint">
        Hai già un account?{' '}
        <Link to="/login" onClick={onClose}>
          Accedi
        </Link>
      </p>
    </Modal>
  );
}
