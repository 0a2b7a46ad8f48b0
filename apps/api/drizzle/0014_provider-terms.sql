-- provider_terms: one row per word of each listed profile's search document with the rank a search
-- for that word alone gives it, for any language (0) and for each language the profile speaks;
-- provider_term_counts: how many profiles hold each word. PostgreSQL keeps both from the providers
-- and users rows (the API never writes them). A one-word search, alone or in a language, reads a
-- page of the word's rows in rank order from the rank index, instead of ranking every match
-- (src/domain/providerTerms.ts).
CREATE TABLE "provider_term_counts" (
	"service_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "provider_term_counts_service_id_lexeme_pk" PRIMARY KEY("service_id","lexeme")
);
--> statement-breakpoint
CREATE TABLE "provider_terms" (
	"provider_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"language" integer NOT NULL,
	"service_id" text NOT NULL,
	"score" real NOT NULL,
	"membership_level" integer NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "provider_terms_provider_id_lexeme_language_pk" PRIMARY KEY("provider_id","lexeme","language")
);
--> statement-breakpoint
CREATE INDEX "provider_terms_rank_idx" ON "provider_terms" USING btree ("service_id","lexeme","language","score" DESC NULLS LAST,"membership_level" DESC NULLS LAST,"display_order","provider_id");--> statement-breakpoint
-- A tsquery of one lexeme as it is, quoted (a lexeme of a name may hold any character).
CREATE FUNCTION lexeme_query(lexeme text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery $$;--> statement-breakpoint
-- Makes the rows of these profiles what their providers and users rows say now (none for a
-- deleted profile or account). The counts change first, in one statement that locks their rows in
-- one order (so two concurrent refreshes never deadlock), by the difference between the rows held
-- and the rows due.
CREATE FUNCTION provider_terms_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_term_counts (service_id, lexeme, n)
  SELECT service_id, lexeme, sum(d)::int FROM (
    SELECT p.service_id, t.lexeme, 1 AS d
      FROM providers p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL,
        unnest(p.search_document) AS t
      WHERE p.id = ANY(ids)
    UNION ALL
    SELECT service_id, lexeme, -1 FROM provider_terms WHERE provider_id = ANY(ids) AND language = 0
  ) AS change
  GROUP BY service_id, lexeme HAVING sum(d) <> 0
  ORDER BY service_id, lexeme
  ON CONFLICT (service_id, lexeme) DO UPDATE SET n = provider_term_counts.n + EXCLUDED.n;
  DELETE FROM provider_terms WHERE provider_id = ANY(ids);
  INSERT INTO provider_terms (provider_id, lexeme, language, service_id, score, membership_level, display_order)
  SELECT p.id, t.lexeme, l.language, p.service_id, ts_rank(p.search_document, lexeme_query(t.lexeme)),
    p.membership_level, p.display_order
  FROM providers p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL,
    unnest(p.search_document) AS t,
    LATERAL (SELECT DISTINCT language FROM unnest(array_prepend(0, p.languages)) AS language) AS l
  WHERE p.id = ANY(ids);
END $$;--> statement-breakpoint
CREATE FUNCTION provider_terms_of_providers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO ids FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM removed;
  ELSE
    -- Only a change of what the rows hold (most profile edits change none of it).
    SELECT array_agg(n.id) INTO ids FROM added n JOIN removed o ON o.id = n.id
      WHERE (o.search_document, o.languages, o.service_id, o.user_id, o.membership_level, o.display_order)
        IS DISTINCT FROM (n.search_document, n.languages, n.service_id, n.user_id, n.membership_level, n.display_order);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM provider_terms_refresh(ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER provider_terms_insert AFTER INSERT ON providers REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION provider_terms_of_providers();--> statement-breakpoint
CREATE TRIGGER provider_terms_update AFTER UPDATE ON providers
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION provider_terms_of_providers();--> statement-breakpoint
CREATE TRIGGER provider_terms_delete AFTER DELETE ON providers REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION provider_terms_of_providers();--> statement-breakpoint
-- A deleted account's profile leaves the searches; a restored one comes back.
CREATE FUNCTION provider_terms_of_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(p.id) INTO ids FROM added n JOIN removed o ON o.id = n.id
    JOIN providers p ON p.user_id = n.id
    WHERE o.deleted_at IS DISTINCT FROM n.deleted_at;
  IF ids IS NOT NULL THEN
    PERFORM provider_terms_refresh(ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER provider_terms_users AFTER UPDATE ON users
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION provider_terms_of_users();--> statement-breakpoint
SELECT provider_terms_refresh(array_agg(id)) FROM providers;
