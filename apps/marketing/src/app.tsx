import { lazy } from "react";
import { Route, Routes } from "react-router";
import { HomePage } from "./routes/landing/home-page";
import { DialogsProvider } from "./shell/dialogs";
import { SiteLayout } from "./shell/site-layout";

// Every page but the landing page loads on demand.
const AboutPage = lazy(() => import("./routes/company/about-page"));
const BlogPage = lazy(() => import("./routes/blog/blog-page"));
const BlogArticlePage = lazy(() => import("./routes/blog/blog-article-page"));
const PrivacyPage = lazy(() => import("./routes/company/privacy-page"));
const DocumentationPage = lazy(() => import("./routes/docs/documentation-page"));
const HelpPage = lazy(() => import("./routes/help/help-page"));
const HelpArticlePage = lazy(() => import("./routes/help/help-article-page"));
const GuidePage = lazy(() => import("./routes/docs/guide-page"));
const ContactPage = lazy(() => import("./routes/company/contact-page"));
const VideoDemoPage = lazy(() => import("./routes/docs/video-demo-page"));
const PlanPage = lazy(() => import("./routes/plan/plan-page"));
const IntakeFormPage = lazy(() => import("./routes/intake/intake-form-page"));
const IntakeReceiptPage = lazy(() => import("./routes/intake/intake-receipt-page"));
const NotFoundPage = lazy(() => import("./routes/not-found-page"));

export function App() {
  return (
    <DialogsProvider>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="blog" element={<BlogPage />} />
          <Route path="blog/:slug" element={<BlogArticlePage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="documentation" element={<DocumentationPage />} />
          <Route path="documentation/:slug" element={<GuidePage />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="help/:slug" element={<HelpArticlePage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="video-demo" element={<VideoDemoPage />} />
          <Route path="plan/:token" element={<PlanPage />} />
          <Route path="intake/:token" element={<IntakeFormPage />} />
          <Route path="intake/receipt/:receipt" element={<IntakeReceiptPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </DialogsProvider>
  );
}
