export { usePlans, fetchPlans, type Plan, type Plans } from './api/plans-api';
export { PlansView } from './components/plans-view';
export { CheckoutConfirmation } from './components/checkout-confirmation';
