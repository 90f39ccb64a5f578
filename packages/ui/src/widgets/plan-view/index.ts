export { PlanView, type PlanViewProps } from "./plan-view.js";
