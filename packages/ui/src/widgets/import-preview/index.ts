export { ImportPreviewView, type ImportPreviewViewProps, rowsToImport } from "./import-preview.js";
