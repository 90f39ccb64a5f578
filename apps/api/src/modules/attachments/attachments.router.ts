import { router } from "../../core/procedures.js";
import { download } from "./download.js";
import { list } from "./list.js";
import { remove } from "./remove.js";
import { upload } from "./upload.js";

export const attachmentsRouter = router({ list, upload, download, remove });
