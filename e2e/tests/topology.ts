/**
 * Where each part of the product is in this run. All-in-one: one origin for everything. Split
 * (split.config.ts): the public site, the dashboard and the API on three origins, standing for
 * www., app. and api. of one domain.
 */
import { baseURL } from "../playwright.config.js";

export const SITE = process.env.E2E_SITE_URL ?? baseURL;
export const APP = process.env.E2E_APP_URL ?? baseURL;
export const API = process.env.E2E_API_URL ?? baseURL;
export const SPLIT = SITE !== APP;
