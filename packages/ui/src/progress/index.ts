export { Progress, type ProgressProps } from "./progress.js";
