-- The dashboard's view of a collection, saved with it (docs/decisions/021, fourth pass): a cold
-- dashboard reads it in the same statement as the plan, the accounts and the indicators instead
-- of reading and parsing the whole collected profile. Rows collected before this migration keep
-- null until their next collection; their view is built when read, as before.
ALTER TABLE "instagram_profile_analytics" ADD COLUMN "dashboard_view" jsonb;
