// Types the web app imports with `import type { … } from '@versio/server/types'`.
// Only types cross this boundary: the web app talks to the server over HTTP.
export type { Lang } from './db/database';
export type { ErrorBody } from './http/error.schema';
export type { Health } from './features/health/health.schema';
export type { SiteInfo } from './features/site/site.schema';
export type { School, UserType } from './db/database';
export type { Plan, PlansResponse } from './features/plans/plans.schema';
export type { UserData, RegistrationBody, CompleteSignupResponse } from './features/user/user.schema';
export type { LimitResponse, OcrUpdateLimitResponse, Timestamp } from './features/limits/limits.schema';
export type { AuthErrorCode } from './features/auth/auth-errors';
export type { LemmaEntry, ParadigmResponse, RichAnalysis, RichToken, WordCardResponse } from './features/analyze/analyze.schema';
export type { SavedAnalysis } from './features/history/history.schema';
export type { LessonDetail, LessonItem, LessonsResponse } from './features/lessons/lessons.schema';
export type { CheckoutSessionStatus, CreateCheckoutResponse, CustomerPortalResponse } from './features/payments/payments.schema';
export type {
  AlternativeSummary, AnalysisChunk, AnalysisSentence, AnalysisStartResponse, Occurrence,
} from './features/analyze/occurrences.schema';
export type { GenerateResponse, UploadResponse } from './features/ocr/ocr.schema';
