/**
 * A dashboard's and a widget's downloads: the CSV the API makes (fetched with the session's
 * cookie, saved under the name the API gives it), and a PNG drawn in the browser from the
 * widget as it is on screen (html-to-image copies the element, its SVG chart included, into an
 * SVG image and paints that onto a canvas).
 */
import { apiRequest } from "@cairn/api-client/rest";
import { dispositionFilename } from "../documents/document-model";

function saveAs(href: string, filename: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/** A file-safe name: "Team flow / Q4" → "team-flow-q4". */
export function fileSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "dashboard";
}

/** Downloads one of the API's CSV exports (`path` is the API's own, e.g. `/api/…/csv`). */
export async function downloadCsv(path: string, fallbackName: string): Promise<string> {
  const response = await apiRequest("GET", path);
  const filename = dispositionFilename(response.headers.get("content-disposition"), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  saveAs(url, filename);
  // Give the browser the moment it needs to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

/** Marks an element (a toolbar, a handle) as left out of the PNG. */
export const EXPORT_SKIP = "data-export-skip";

/** The PNG's scale: twice the size on screen. */
const PIXEL_RATIO = 2;
/** The caption band over a PNG with a caption, in CSS pixels (twice that in the image). */
export const CAPTION_HEIGHT = 64;

export interface PngCaption {
  /** The dashboard's name, in bold. */
  title: string;
  /** What and when, e.g. "Cairn KPI dashboard · 1 Dec 2026, 14:05". */
  subtitle: string;
}

/**
 * Draws `element` as a PNG (twice its size on screen, on white) and downloads it. With a
 * caption, a band above the picture names it and says when it was drawn: an image passed on
 * out of context still says what it shows and as of when.
 */
export async function downloadPng(
  element: HTMLElement,
  filename: string,
  caption?: PngCaption,
): Promise<void> {
  // Loaded on the first export only: nobody pays for it who never exports.
  const { toCanvas } = await import("html-to-image");
  const picture = await toCanvas(element, {
    backgroundColor: "#ffffff",
    pixelRatio: PIXEL_RATIO,
    // The app's fonts are the system's: nothing to fetch and embed.
    skipFonts: true,
    filter: (node) => !(node instanceof Element && node.hasAttribute(EXPORT_SKIP)),
  });
  if (!caption) {
    saveAs(picture.toDataURL("image/png"), filename);
    return;
  }
  const band = CAPTION_HEIGHT * PIXEL_RATIO;
  const out = document.createElement("canvas");
  out.width = picture.width;
  out.height = picture.height + band;
  const context = out.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the image.");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, out.width, out.height);
  const font = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  const left = 16 * PIXEL_RATIO;
  context.fillStyle = "#0f172a";
  context.font = `600 ${20 * PIXEL_RATIO}px ${font}`;
  context.fillText(caption.title, left, 30 * PIXEL_RATIO, out.width - 2 * left);
  context.fillStyle = "#475569";
  context.font = `${13 * PIXEL_RATIO}px ${font}`;
  context.fillText(caption.subtitle, left, 52 * PIXEL_RATIO, out.width - 2 * left);
  context.drawImage(picture, 0, band);
  saveAs(out.toDataURL("image/png"), filename);
}
