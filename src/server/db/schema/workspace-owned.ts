import { uuid } from "drizzle-orm/pg-core";
import { workspaces } from "./workspace";

/** The owner column of every row a workspace owns (docs/decisions/013). */
export const workspaceId = () =>
  uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });
