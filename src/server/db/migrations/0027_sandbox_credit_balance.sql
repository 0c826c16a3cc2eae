CREATE TABLE "sandbox_balance_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'brl' NOT NULL,
	"description" text NOT NULL,
	"invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_balance_transactions_customer_idx" ON "sandbox_balance_transactions" USING btree ("customer_id");