CREATE OR REPLACE FUNCTION public.gaston_fold_circuit_figures(q_boulders integer[], q_days date[], q_tries integer[], pair_boulders integer[], pair_users integer[], old_figures gaston_circuit_pairs[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  late record;
BEGIN
  IF pair_boulders IS NOT NULL THEN
    UPDATE circuit_figures f
    SET current_pairs = f.current_pairs + x.pairs, current_topped_pairs = f.current_topped_pairs + x.topped,
        current_flashed_pairs = f.current_flashed_pairs + x.flashed, current_first_tops = f.current_first_tops + x.first_tops,
        current_tries_to_first_top_sum = f.current_tries_to_first_top_sum + x.ttt
    FROM (
      SELECT t.gym_difficulty_id AS d, sum(t.pairs)::int AS pairs, sum(t.topped_pairs)::int AS topped,
             sum(t.flashed_pairs)::int AS flashed, sum(t.first_tops)::int AS first_tops, sum(t.tries_to_first_top_sum)::int AS ttt
      FROM (
        SELECT * FROM gaston_circuit_pair_figures(pair_boulders, pair_users)
        UNION ALL
        SELECT o.gym_difficulty_id, -o.pairs, -o.topped_pairs, -o.flashed_pairs, -o.first_tops, -o.tries_to_first_top_sum
        FROM unnest(coalesce(old_figures, '{}')) AS o
      ) t
      GROUP BY 1
    ) x
    WHERE f.gym_difficulty_id = x.d;

    WITH touched AS (
      SELECT DISTINCT b.gym_difficulty_id AS d, b.gym_id AS g, p.u
      FROM unnest(pair_boulders, pair_users) AS p(b, u) JOIN boulders b ON b.id = p.b
    ), fresh AS (
      SELECT t.d, t.g, t.u, dc.last_logged_at AS old_last,
             (SELECT max(c.last_logged_at) FROM boulder_climber_stats c JOIN boulders b ON b.id = c.boulder_id
              WHERE c.user_id = t.u AND b.gym_difficulty_id = t.d) AS new_last
      FROM touched t LEFT JOIN difficulty_climbers dc ON dc.gym_difficulty_id = t.d AND dc.user_id = t.u
    ), removed AS (
      DELETE FROM difficulty_climbers dc USING fresh f
      WHERE dc.gym_difficulty_id = f.d AND dc.user_id = f.u AND f.new_last IS NULL
    ), kept AS (
      INSERT INTO difficulty_climbers AS dc (gym_difficulty_id, user_id, gym_id, last_logged_at)
      SELECT d, u, g, new_last FROM fresh WHERE new_last IS NOT NULL
      ON CONFLICT (gym_difficulty_id, user_id) DO UPDATE SET last_logged_at = excluded.last_logged_at
    )
    UPDATE circuit_figures cf SET current_climbers = cf.current_climbers + x.delta
    FROM (
      SELECT fr.d, sum(coalesce((fr.new_last >= s.start)::int, 0) - coalesce((fr.old_last >= s.start)::int, 0))::int AS delta
      FROM fresh fr
      JOIN circuit_figures f ON f.gym_difficulty_id = fr.d
      CROSS JOIN LATERAL (SELECT f.current_day::timestamp AT TIME ZONE 'Europe/Paris' AS start) s
      GROUP BY fr.d
    ) x
    WHERE cf.gym_difficulty_id = x.d AND x.delta <> 0;
  END IF;

  UPDATE circuit_figures f SET current_tries = f.current_tries + x.tries
  FROM (
    SELECT f2.gym_difficulty_id AS d, sum(q.tries)::int AS tries
    FROM unnest(q_boulders, q_days, q_tries) AS q(b, day, tries)
    JOIN boulders b ON b.id = q.b
    JOIN circuit_figures f2 ON f2.gym_difficulty_id = b.gym_difficulty_id
    WHERE q.day >= f2.current_day
    GROUP BY 1
  ) x
  WHERE f.gym_difficulty_id = x.d AND x.tries <> 0;

  -- A log older than the current period recounts the previous one: besides that period's own logs, a
  -- pair's first top, first log and tries to its first top depend on every earlier log.
  FOR late IN
    SELECT f.gym_id, array_agg(DISTINCT f.gym_difficulty_id) AS ids
    FROM unnest(q_boulders, q_days) AS q(b, day)
    JOIN boulders b ON b.id = q.b
    JOIN circuit_figures f ON f.gym_difficulty_id = b.gym_difficulty_id
    WHERE q.day < f.current_day
    GROUP BY f.gym_id
  LOOP
    PERFORM gaston_recount_previous_circuit_figures(late.gym_id, late.ids);
  END LOOP;
END;
$function$;
