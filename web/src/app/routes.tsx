import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
// The layout first: its styles (the footer's newsletter form) come before the pages' in the sheet.
import { Layout } from './Layout';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteMeta } from '../features/seo';
import { HomePage } from '../pages/HomePage';

/** Every route but home is its own chunk, so the home page loads only what it needs. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const AboutPage = page(
  () => import('../features/about'),
  (m) => m.AboutPage,
);
const PrivacyPage = page(
  () => import('../features/legal'),
  (m) => m.PrivacyPage,
);
const TermsPage = page(
  () => import('../features/legal'),
  (m) => m.TermsPage,
);
const ContactPage = page(
  () => import('../features/contact'),
  (m) => m.ContactPage,
);
const BlogListPage = page(
  () => import('../features/blog'),
  (m) => () => <m.BlogListPage />,
);
const BlogArticlePage = page(
  () => import('../features/blog'),
  (m) => m.BlogArticlePage,
);
const CheckoutPage = page(
  () => import('../features/checkout'),
  (m) => m.CheckoutPage,
);
const TestCheckoutPage = page(
  () => import('../features/checkout'),
  (m) => m.TestCheckoutPage,
);
const CollaboratePage = page(
  () => import('../features/collaborate'),
  (m) => m.CollaboratePage,
);
const CreateCollaborativePage = page(
  () => import('../features/collaborate'),
  (m) => m.CreateCollaborativePage,
);
const StoryViewPage = page(
  () => import('../pages/StoryViewPage'),
  (m) => m.StoryViewPage,
);
const OrderStatusPage = page(
  () => import('../features/order-status'),
  (m) => m.OrderStatusPage,
);
const BookPreviewPage = page(
  () => import('../features/book'),
  (m) => m.BookPreviewPage,
);
const StoryPdfPage = page(
  () => import('../features/book'),
  (m) => () => <m.StoryPdfPage />,
);
const MyStoriesPage = page(
  () => import('../features/my-stories'),
  (m) => m.MyStoriesPage,
);
const AdminLoginPage = page(
  () => import('../features/admin'),
  (m) => m.AdminLoginPage,
);
// Every /admin address: the admin layout, its screens, and its own not-found page.
const AdminApp = page(
  () => import('../features/admin'),
  (m) => m.AdminApp,
);

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="page-loading" role="status">
          Loading…
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <>
      <RouteMeta />
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<HomePage />} />
          <Route
            path="/about"
            element={
              <Loading>
                <AboutPage />
              </Loading>
            }
          />
          <Route
            path="/privacy"
            element={
              <Loading>
                <PrivacyPage />
              </Loading>
            }
          />
          <Route
            path="/terms"
            element={
              <Loading>
                <TermsPage />
              </Loading>
            }
          />
          <Route
            path="/contact"
            element={
              <Loading>
                <ContactPage />
              </Loading>
            }
          />
          <Route
            path="/checkout/:storyId?"
            element={
              <Loading>
                <CheckoutPage />
              </Loading>
            }
          />
          <Route
            path="/test-checkout/:storyId?"
            element={
              <Loading>
                <TestCheckoutPage />
              </Loading>
            }
          />
          <Route
            path="/admin/*"
            element={
              <Loading>
                <AdminApp />
              </Loading>
            }
          />
          <Route
            path="/admin-login"
            element={
              <Loading>
                <AdminLoginPage />
              </Loading>
            }
          />
          <Route
            path="/collaborate/:storyId/:token"
            element={
              <Loading>
                <CollaboratePage />
              </Loading>
            }
          />
          <Route
            path="/stories/:id"
            element={
              <Loading>
                <StoryViewPage />
              </Loading>
            }
          />
          <Route
            path="/my-stories"
            element={
              <Loading>
                <MyStoriesPage />
              </Loading>
            }
          />
          <Route
            path="/orders/:orderRef"
            element={
              <Loading>
                <OrderStatusPage />
              </Loading>
            }
          />
          <Route
            path="/stories/:id/book"
            element={
              <Loading>
                <BookPreviewPage />
              </Loading>
            }
          />
          <Route
            path="/stories/:id/pdf"
            element={
              <Loading>
                <StoryPdfPage />
              </Loading>
            }
          />
          <Route
            path="/create-collaborative"
            element={
              <Loading>
                <CreateCollaborativePage />
              </Loading>
            }
          />
          <Route
            path="/blog"
            element={
              <Loading>
                <BlogListPage />
              </Loading>
            }
          />
          <Route
            path="/blog/:slug"
            element={
              <Loading>
                <BlogArticlePage />
              </Loading>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
