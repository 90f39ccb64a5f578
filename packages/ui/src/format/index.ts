export {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTime,
  formatWeek,
} from "./format.js";
