export * from "./auth";
export * from "./workspace";
export * from "./account";
export * from "./instagram";
export * from "./system";
export * from "./sandbox";
