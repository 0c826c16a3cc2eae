export * from "./catalogue";
export * from "./comparison-table";
export * from "./plan-limits";
