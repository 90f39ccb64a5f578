import { lazy, Suspense } from "react";

// Loaded with the first thing that can raise a toast (a dialog, the contact form), so the
// landing page's first load carries none of its code.
const Toaster = lazy(() => import("@cairn/ui/toast").then(({ Toaster }) => ({ default: Toaster })));

export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
