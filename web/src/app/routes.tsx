import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { RouteMeta } from '../features/seo/RouteMeta';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Every route but home is its own chunk, so the home page loads only what it needs. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const AboutPage = page(
  () => import('../features/about/AboutPage'),
  (m) => m.AboutPage,
);
const PrivacyPage = page(
  () => import('../features/legal/LegalPage'),
  (m) => m.PrivacyPage,
);
const TermsPage = page(
  () => import('../features/legal/LegalPage'),
  (m) => m.TermsPage,
);
const ContactPage = page(
  () => import('../features/contact/ContactPage'),
  (m) => m.ContactPage,
);
const BlogListPage = page(
  () => import('../features/blog/BlogListPage'),
  (m) => () => <m.BlogListPage />,
);
const BlogArticlePage = page(
  () => import('../features/blog/BlogArticlePage'),
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
  () => import('../features/stories/StoryViewPage'),
  (m) => m.StoryViewPage,
);
const OrderStatusPage = page(
  () => import('../features/order-status/OrderStatusPage'),
  (m) => m.OrderStatusPage,
);
const BookPreviewPage = page(
  () => import('../features/book/BookPreviewPage'),
  (m) => m.BookPreviewPage,
);
const StoryPdfPage = page(
  () => import('../features/book/StoryPdfPage'),
  (m) => () => <m.StoryPdfPage />,
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
