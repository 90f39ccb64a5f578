export { useOwnEscape } from "./own-escape.js";
