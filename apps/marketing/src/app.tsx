import { lazy } from "react";
import { Route, Routes } from "react-router";
import { HomePage } from "./pages/home-page";
import { DialogsProvider } from "./shell/dialogs";
import { SiteLayout } from "./shell/site-layout";

// Every page but the landing page loads on demand.
const AboutPage = lazy(() => import("./pages/about-page"));
const BlogPage = lazy(() => import("./pages/blog-page"));
const BlogArticlePage = lazy(() => import("./pages/blog-article-page"));
const PrivacyPage = lazy(() => import("./pages/privacy-page"));
const DocumentationPage = lazy(() => import("./pages/documentation-page"));
const HelpPage = lazy(() => import("./pages/help-page"));
const HelpArticlePage = lazy(() => import("./pages/help-article-page"));
const GuidePage = lazy(() => import("./pages/guide-page"));
const ContactPage = lazy(() => import("./pages/contact-page"));
const VideoDemoPage = lazy(() => import("./pages/video-demo-page"));
const PlanPage = lazy(() => import("./pages/plan-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));

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
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </DialogsProvider>
  );
}
