import { PageStatus } from '../../../components/ui/page-status';
import { useUserType } from '../../session';
import { usePlans } from '../api/plans-api';
import { useCheckout } from '../hooks/use-checkout';
import { FreePlanCard, PlusPlanCard } from './plan-cards';
import { WarningBanner } from './warning-banner';
import './plans.css';

/** /pay (spec §2): 'Scegli il tuo piano', the free and plus cards, all figures from /api/plans. */
export function PlansView() {
  const plans = usePlans();
  const { userType } = useUserType();
  const checkout = useCheckout();
  return (
    <section className="page plans-page" aria-labelledby="plans-title">
      <h1 id="plans-title">Scegli il tuo piano</h1>
      <WarningBanner message={checkout.message} onDismiss={checkout.dismiss} />
      {plans ? (
        <div className="plans-page__cards">
          <FreePlanCard plan={plans.normal} isCurrent={userType === 'normal'} />
          <PlusPlanCard plan={plans.premium} busy={checkout.busy} onUnlock={(isAnnual) => void checkout.start(isAnnual)} />
        </div>
      ) : (
        <PageStatus>Caricamento...</PageStatus>
      )}
    </section>
  );
}
