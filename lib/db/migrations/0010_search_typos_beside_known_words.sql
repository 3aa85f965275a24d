-- A shopper's word that no catalogue word contains is taken for a typo and corrected to its near
-- words. In 0008 the check "no catalogue word contains this word" compared the inner query's own
-- column with itself (`inside.q = q` read q from `inside`), so as soon as any other word of the
-- query was found, no word got corrected: "exhuast supra" and "carbn fibr hood" found nothing.
-- The shopper's words now carry their own name (u.q), distinct from the found words (i.q).
CREATE OR REPLACE FUNCTION "search_word_matches"(query_words text[])
  RETURNS TABLE ("query_word" text, "word" text, "near" boolean, "similarity" real)
  LANGUAGE sql STABLE SET pg_trgm.word_similarity_threshold = 0.35 AS $$
  WITH inside AS (
    SELECT u.q, w.word FROM unnest(query_words) AS u(q) JOIN "search_words" w ON w.word LIKE '%' || u.q || '%'
  )
  SELECT i.q, i.word, false, 1::real FROM inside i
  UNION ALL
  SELECT u.q, w.word, true, word_similarity(u.q, w.word) FROM unnest(query_words) AS u(q) JOIN "search_words" w ON u.q <% w.word
    WHERE length(u.q) >= 4 AND NOT EXISTS (SELECT 1 FROM inside i WHERE i.q = u.q)
$$;
