import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth, type AuthUser } from '../../session';
import { goToGoogle, useGoogleEnabled } from '../api/google';
import { registerProfile, signUpAndRegister } from '../api/register';
import { StepAccount } from './step-account';
import { StepProfile, type ProfileAnswers } from './step-profile';
import { StepSuccess } from './step-success';
import './signup.css';

type Step = 1 | 3 | 4;

/**
 * The signup wizard of spec §2 and §4 (the popup and /signup use it with mode 'signup';
 * /complete-signup with mode 'complete', where the account already exists).
 */
export function SignupWizard({ mode = 'signup', onFinish }: { mode?: 'signup' | 'complete'; onFinish?: () => void }) {
  const navigate = useNavigate();
  const auth = useAuth();
  const googleEnabled = useGoogleEnabled();
  const [step, setStep] = useState<Step>(1);
  const [profile, setProfile] = useState<ProfileAnswers | null>(null);
  const [created, setCreated] = useState<AuthUser | null>(null);
  const [emailNotice, setEmailNotice] = useState<string | null>(null);

  if (step === 1) {
    return (
      <StepProfile
        initial={profile}
        onNext={(answers) => {
          setProfile(answers);
          setStep(3);
        }}
      />
    );
  }
  if (step === 3 && profile) {
    return (
      <StepAccount
        mode={mode}
        onSubmit={async (account) => {
          if (mode === 'complete') {
            // The guard sends a registered student on to the home page once the session reloads.
            return auth.status === 'signed-in' ? registerProfile(auth.user, profile) : null;
          }
          const result = await signUpAndRegister(profile, account, created);
          setCreated(result.user);
          if (result.notice) setEmailNotice(result.notice);
          if (!result.error) setStep(4);
          return result.error;
        }}
        {...(googleEnabled ? { onGoogle: () => goToGoogle(profile) } : {})}
      />
    );
  }
  return (
    <StepSuccess
      emailNotice={emailNotice}
      onContinue={() => {
        onFinish?.();
        navigate('/profilo', { state: { fromSignup: true } });
      }}
    />
  );
}
