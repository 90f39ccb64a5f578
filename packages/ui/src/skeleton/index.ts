export { Skeleton } from "./skeleton.js";
