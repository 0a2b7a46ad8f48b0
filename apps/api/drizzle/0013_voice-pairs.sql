-- A profile's (language, voice age/gender) pairs, one number each: the language's id in the high 32
-- bits, the voice's in the low 32. The providers column below keeps them; a search on both lists
-- asks for the pairs of its two lists with the same function (src/domain/providerSearch.ts).
CREATE FUNCTION voice_pairs(languages integer[], voices integer[]) RETURNS bigint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg((l::bigint << 32) | v), '{}') FROM unnest(languages) AS l, unnest(voices) AS v $$;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "voice_pairs" bigint[] GENERATED ALWAYS AS (voice_pairs(languages, voice_age_genders)) STORED;--> statement-breakpoint
CREATE INDEX "providers_voice_pairs_idx" ON "providers" USING gin ("voice_pairs");