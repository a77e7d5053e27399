CREATE OR REPLACE FUNCTION public.gaston_drain_stats(max_rows integer, wait boolean DEFAULT false)
 RETURNS integer[]
 LANGUAGE plpgsql
AS $function$
DECLARE
  q_gyms integer[]; q_boulders integer[]; q_users integer[]; q_days date[];
  q_logs integer[]; q_tries integer[]; q_tops integer[]; q_connections integer[];
  pair_boulders integer[]; pair_users integer[]; touched_gyms integer[]; queued_gyms integer[];
  old_figures gaston_circuit_pairs[];
BEGIN
  IF NOT gaston_take_stats_drain(wait) THEN
    RETURN NULL;
  END IF;

  WITH taken AS (
    DELETE FROM stats_queue WHERE id IN (SELECT id FROM stats_queue ORDER BY id LIMIT max_rows)
    RETURNING gym_id, boulder_id, user_id, day, logs, tries, tops, connections
  )
  SELECT array_agg(gym_id), array_agg(boulder_id), array_agg(user_id), array_agg(day),
         array_agg(logs), array_agg(tries), array_agg(tops), array_agg(connections)
  INTO q_gyms, q_boulders, q_users, q_days, q_logs, q_tries, q_tops, q_connections
  FROM taken;
  WITH taken AS (
    DELETE FROM gym_change_queue WHERE id IN (SELECT id FROM gym_change_queue ORDER BY id LIMIT max_rows) RETURNING gym_id
  )
  SELECT array_agg(DISTINCT gym_id) INTO queued_gyms FROM taken;
  IF q_gyms IS NULL THEN
    IF queued_gyms IS NULL THEN
      RETURN '{}';
    END IF;
    PERFORM gaston_bump_gym_versions(queued_gyms, true);
    RETURN queued_gyms;
  END IF;

  -- Day counters of climbers and gyms still there (a cascade may have removed them already).
  INSERT INTO gym_climber_days AS d (gym_id, day, user_id, logs, tries, tops, connections)
  SELECT x.g, x.day, x.u, sum(x.logs), sum(x.tries), sum(x.tops), sum(x.conn)
  FROM unnest(q_gyms, q_users, q_days, q_logs, q_tries, q_tops, q_connections) AS x(g, u, day, logs, tries, tops, conn)
  WHERE EXISTS (SELECT 1 FROM users WHERE users.id = x.u) AND EXISTS (SELECT 1 FROM gyms WHERE gyms.id = x.g)
  GROUP BY x.g, x.day, x.u
  ON CONFLICT (gym_id, day, user_id) DO UPDATE
    SET logs = d.logs + excluded.logs, tries = d.tries + excluded.tries, tops = d.tops + excluded.tops,
        connections = d.connections + excluded.connections;
  DELETE FROM gym_climber_days d
  USING (SELECT DISTINCT g, u, day FROM unnest(q_gyms, q_users, q_days) AS x(g, u, day)) x
  WHERE d.gym_id = x.g AND d.user_id = x.u AND d.day = x.day AND d.logs <= 0 AND d.connections <= 0;

  INSERT INTO boulder_days AS d (boulder_id, day, gym_id, logs, tries, tops)
  SELECT x.b, x.day, min(x.g), sum(x.logs), sum(x.tries), sum(x.tops)
  FROM unnest(q_gyms, q_boulders, q_days, q_logs, q_tries, q_tops) AS x(g, b, day, logs, tries, tops)
  WHERE x.b IS NOT NULL AND EXISTS (SELECT 1 FROM boulders WHERE boulders.id = x.b)
  GROUP BY x.b, x.day
  ON CONFLICT (boulder_id, day) DO UPDATE
    SET logs = d.logs + excluded.logs, tries = d.tries + excluded.tries, tops = d.tops + excluded.tops;
  DELETE FROM boulder_days d
  USING (SELECT DISTINCT b, day FROM unnest(q_boulders, q_days) AS x(b, day) WHERE b IS NOT NULL) x
  WHERE d.boulder_id = x.b AND d.day = x.day AND d.logs <= 0;

  SELECT array_agg(b), array_agg(u) INTO pair_boulders, pair_users
  FROM (SELECT DISTINCT b, u FROM unnest(q_boulders, q_users) AS x(b, u) WHERE b IS NOT NULL) p
  WHERE EXISTS (SELECT 1 FROM boulders WHERE boulders.id = p.b);
  IF pair_boulders IS NOT NULL THEN
    SELECT array_agg(x) INTO old_figures FROM gaston_circuit_pair_figures(pair_boulders, pair_users) x;
    PERFORM gaston_refresh_pairs(pair_boulders, pair_users);
  END IF;
  PERFORM gaston_fold_circuit_figures(q_boulders, q_days, q_tries, pair_boulders, pair_users, old_figures);

  SELECT array_agg(DISTINCT g) INTO touched_gyms FROM unnest(q_gyms || coalesce(queued_gyms, '{}')) AS g;
  PERFORM gaston_bump_gym_versions(touched_gyms, true);
  RETURN touched_gyms;
END;
$function$;
