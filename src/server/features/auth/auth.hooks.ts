import type { Db } from "../../db/client";
import { defineHook } from "../../hook";

/** A person signed up: the terms they accepted are recorded (lifecycle's consent records). */
export const userCreatedHook = defineHook<[db: Db, userId: string, cookieHeader: string | null | undefined]>("auth.user-created");
