import { PlansView } from '../../features/plans';
import { usePageTitle } from '../../lib/page';

/** /pay: the plans page, public. */
export function PlansPage() {
  usePageTitle('Piani');
  return <PlansView />;
}
