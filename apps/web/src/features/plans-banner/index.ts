export { PlanBanner } from './components/plan-banner';
