import { dashboardUrl, loadRuntimeConfig } from "@cairn/api-client/origins";
import {
  carryStartTourFlag,
  clearSavedUser,
  dashboardPath,
  readSavedUser,
} from "@cairn/api-client/session";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import "./index.css";

function start() {
  // The dashboard sends people here when their session ended (`?login=1`, `?signed_out=1`). It
  // may live on another origin, with storage of its own: the profile saved here goes too.
  const params = new URLSearchParams(window.location.search);
  if (params.has("signed_out") || params.has("login")) {
    clearSavedUser();
    if (params.has("signed_out")) window.history.replaceState(null, "", "/");
  }
  // A saved user sends / to that role's dashboard (docs/product.md §2.1); the other pages stay
  // readable.
  const savedUser =
    window.location.pathname === "/" && !params.has("login") ? readSavedUser() : null;
  if (savedUser) {
    window.location.replace(carryStartTourFlag(dashboardUrl(dashboardPath(savedUser.role))));
    return;
  }
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

// Where the API and the dashboard live is read at boot (index.html preloads it).
void loadRuntimeConfig("/config.json").then(start);
