import { loadRuntimeConfig } from "@cairn/api-client/origins";
import { mayBeSignedIn, readSavedUser } from "@cairn/api-client/session";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { prefetchLanding } from "./boot/prefetch-landing";
import { startSessionCheck } from "./features/session/session-check";
import { gatedDashboard } from "./features/session/session-gate";
import { createApiClients } from "./lib/api";
import "./index.css";

// Where the API and the public site live is read at boot (index.html preloads it). Then, before
// React renders (the route's code is already loading: the router starts it when app.tsx is
// evaluated), the session check and the landing page's first data start together, so the first
// content waits on one round trip of data after the scripts, not on the check and then the data.
void loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`).then(() => {
  const clients = createApiClients();
  const { pathname } = window.location;
  if (gatedDashboard(pathname) && mayBeSignedIn()) {
    startSessionCheck();
    prefetchLanding(clients, pathname, readSavedUser());
  }
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <App clients={clients} />
    </StrictMode>,
  );
});
