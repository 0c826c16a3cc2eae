import { z } from "zod";
import { defineJobMessage } from "../../jobs/job";

/** lifecycle.data-export's message, apart from its handler (lifecycle.jobs.ts), which imports its sender. */
export const dataExportMessage = defineJobMessage({
  name: "lifecycle.data-export",
  payload: z.object({ exportId: z.uuid() }),
});
