// GET /api/plans: the one configuration of allowances, prices and seats every page renders from.
import { useQuery } from '@tanstack/react-query';
import type { Plan, PlansResponse } from '@versio/server/types';
import { getJson } from '../../../lib/api-client';
import type { PaidUserType } from '../../session';

export type { Plan };

export type Plans = Record<PaidUserType, Plan>;

export async function fetchPlans(signal?: AbortSignal): Promise<Plans> {
  const answer = await getJson<PlansResponse>('/api/plans', signal);
  const byType = Object.fromEntries(answer.plans.map((plan) => [plan.type, plan])) as Partial<Plans>;
  if (!byType.normal || !byType.premium || !byType.lifetime) throw new Error('Piani incompleti in /api/plans');
  return byType as Plans;
}

/** The plans, or undefined while they load (nothing is shown rather than a number that may be wrong). */
export function usePlans(): Plans | undefined {
  return useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => fetchPlans(signal), staleTime: 60 * 60 * 1000 }).data;
}
