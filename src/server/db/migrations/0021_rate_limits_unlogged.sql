-- Rate-limit counts are written by every log, login and form post. An unlogged table writes no WAL,
-- so those commits do not wait for the disk (and do not queue the durable writes behind them).
-- The price: a crash of PostgreSQL empties the counts (a clean restart keeps them), and standbys
-- do not have them. A count that restarts from zero after a crash is an acceptable loss for a limit.
ALTER TABLE "rate_limits" SET UNLOGGED;
