CREATE TABLE "data_deletion_requests" (
	"code" text PRIMARY KEY NOT NULL,
	"accounts_deleted" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
