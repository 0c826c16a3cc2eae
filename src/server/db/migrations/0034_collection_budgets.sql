CREATE TABLE "call_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_steps" (
	"run_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"step" text NOT NULL,
	"cursor" text,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_steps_run_id_request_key_pk" PRIMARY KEY("run_id","request_key")
);
--> statement-breakpoint
ALTER TABLE "collection_runs" ADD COLUMN "resume_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_steps" ADD CONSTRAINT "collection_steps_run_id_collection_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."collection_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_steps_created_idx" ON "collection_steps" USING btree ("created_at");