export { usePlans, fetchPlans, type Plan, type Plans } from './api/plans-api';
