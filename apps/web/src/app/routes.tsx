import type { RouteObject } from 'react-router';
import { RequireAnonymous, RequireLoggedIn, RequireUnregistered } from './guards';
import { RootLayout } from './layout/root-layout';
import { CompleteSignupPage, LoginPage, ProfilePage, SignupPage } from './routes/account-pages';
import { CheckoutFailedPage, CheckoutSuccessPage } from './routes/checkout-result';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { LessonPage, LessonsPage } from './routes/lessons';
import { PlansPage } from './routes/plans';
import { RouteErrorPage } from './routes/route-error';
import { TermsPage } from './routes/terms';

/** The spec's route table (§2) with each route's access rule. */
export const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage language="latin" /> },
      { path: 'greco', element: <HomePage language="greek" /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'pay', element: <PlansPage /> },
      { path: 'terms', element: <TermsPage /> },
      { element: <RequireAnonymous />, children: [{ path: 'login', element: <LoginPage /> }] },
      { element: <RequireLoggedIn redirectTo="/" />, children: [{ path: 'profilo', element: <ProfilePage /> }] },
      { element: <RequireUnregistered />, children: [{ path: 'complete-signup', element: <CompleteSignupPage /> }] },
      {
        element: <RequireLoggedIn redirectTo="/login" />,
        children: [
          { path: 'lezioni', element: <LessonsPage /> },
          { path: 'lezioni/:lessonId', element: <LessonPage /> },
          { path: 'checkoutyes', element: <CheckoutSuccessPage /> },
          { path: 'checkoutno', element: <CheckoutFailedPage /> },
          { path: 'checkoutno/:userid', element: <CheckoutFailedPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
