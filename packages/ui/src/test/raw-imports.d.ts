// Vite's `?raw` suffix imports a file's text (used by tests only).
declare module "*?raw" {
  const text: string;
  export default text;
}
