-- provider_terms: a profile's rows stand for the languages it speaks and for every language those
-- are variants of (parent_id, up the chain). A search in a language includes its variants (issue 39),
-- so a one-word search in Spanish reads the one range of Spanish, in rank order, with the speakers
-- of Spanish (Latin American) and Spanish (Castilian) in it, instead of sorting the matches of three
-- ranges (src/modules/providers/providerTerms.ts). An attribute row never changes once inserted, and
-- a profile can only pick a language that exists, so a profile's rows change only with the profile.
CREATE OR REPLACE FUNCTION provider_terms_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
  -- Each profile's languages (0 stands for every language) and, up the chain, the languages they are variants of.
  WITH RECURSIVE spoken(provider_id, language) AS (
    SELECT p.id, l FROM providers p, unnest(array_prepend(0, p.languages)) AS l WHERE p.id = ANY(ids)
    UNION
    SELECT s.provider_id, a.parent_id FROM spoken s JOIN attributes a ON a.id = s.language
      WHERE a."group" = 'languages' AND a.parent_id IS NOT NULL
  )
  INSERT INTO provider_terms (provider_id, lexeme, language, service_id, score, membership_level, display_order)
  SELECT p.id, t.lexeme, s.language, p.service_id, ts_rank(p.search_document, lexeme_query(t.lexeme)),
    p.membership_level, p.display_order
  FROM providers p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
    JOIN spoken s ON s.provider_id = p.id,
    unnest(p.search_document) AS t
  WHERE p.id = ANY(ids);
END $$;--> statement-breakpoint
SELECT provider_terms_refresh(array_agg(id)) FROM providers;
