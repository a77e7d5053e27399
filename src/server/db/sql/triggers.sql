CREATE TRIGGER ascents_queue_delete AFTER DELETE ON public.ascents REFERENCING OLD TABLE AS old_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_ascents();

CREATE TRIGGER ascents_queue_insert AFTER INSERT ON public.ascents REFERENCING NEW TABLE AS new_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_ascents();

CREATE TRIGGER ascents_queue_update AFTER UPDATE ON public.ascents REFERENCING OLD TABLE AS old_ascents NEW TABLE AS new_ascents FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_ascents();

CREATE TRIGGER boulder_setters_version_delete AFTER DELETE ON public.boulder_setters REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'boulder_id');

CREATE TRIGGER boulder_setters_version_insert AFTER INSERT ON public.boulder_setters REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'boulder_id');

CREATE TRIGGER boulder_setters_version_update AFTER UPDATE ON public.boulder_setters REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'boulder_id');

CREATE TRIGGER boulders_comments_shown AFTER UPDATE OF picture, name, level, sector_id, gym_difficulty_id ON public.boulders FOR EACH ROW WHEN (((old.picture IS DISTINCT FROM new.picture) OR (old.name IS DISTINCT FROM new.name) OR (old.level IS DISTINCT FROM new.level) OR (old.sector_id IS DISTINCT FROM new.sector_id) OR (old.gym_difficulty_id IS DISTINCT FROM new.gym_difficulty_id))) EXECUTE FUNCTION gaston_comments_shown_changed();

CREATE TRIGGER boulders_forget_circuit_figures_delete AFTER DELETE ON public.boulders FOR EACH ROW EXECUTE FUNCTION gaston_forget_circuit_figures_of_boulder();

CREATE TRIGGER boulders_forget_circuit_figures_update AFTER UPDATE OF gym_difficulty_id, gym_id ON public.boulders FOR EACH ROW WHEN (((old.gym_difficulty_id IS DISTINCT FROM new.gym_difficulty_id) OR (old.gym_id IS DISTINCT FROM new.gym_id))) EXECUTE FUNCTION gaston_forget_circuit_figures_of_boulder();

CREATE TRIGGER boulders_version_delete AFTER DELETE ON public.boulders REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER boulders_version_insert AFTER INSERT ON public.boulders REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER boulders_version_update AFTER UPDATE ON public.boulders REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER climber_levels_version_delete AFTER DELETE ON public.climber_levels REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER climber_levels_version_insert AFTER INSERT ON public.climber_levels REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER climber_levels_version_update AFTER UPDATE ON public.climber_levels REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER comments_revision BEFORE INSERT OR UPDATE ON public.comments FOR EACH ROW EXECUTE FUNCTION gaston_comment_revision();

CREATE TRIGGER comments_version_delete AFTER DELETE ON public.comments REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER comments_version_insert AFTER INSERT ON public.comments REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'gym_id');

CREATE TRIGGER comments_version_update AFTER UPDATE ON public.comments REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER connections_queue_delete AFTER DELETE ON public.connections REFERENCING OLD TABLE AS old_connections FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_connections();

CREATE TRIGGER connections_queue_insert AFTER INSERT ON public.connections REFERENCING NEW TABLE AS new_connections FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_connections();

CREATE TRIGGER connections_queue_update AFTER UPDATE ON public.connections REFERENCING OLD TABLE AS old_connections NEW TABLE AS new_connections FOR EACH STATEMENT EXECUTE FUNCTION gaston_queue_connections();

CREATE TRIGGER grade_proposals_version_delete AFTER DELETE ON public.grade_proposals REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'boulder_id');

CREATE TRIGGER grade_proposals_version_insert AFTER INSERT ON public.grade_proposals REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'boulder_id');

CREATE TRIGGER grade_proposals_version_update AFTER UPDATE ON public.grade_proposals REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'boulder_id');

CREATE TRIGGER grade_targets_version_delete AFTER DELETE ON public.grade_targets REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER grade_targets_version_insert AFTER INSERT ON public.grade_targets REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER grade_targets_version_update AFTER UPDATE ON public.grade_targets REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER gym_difficulties_comments_shown AFTER UPDATE OF svg ON public.gym_difficulties FOR EACH ROW WHEN ((old.svg IS DISTINCT FROM new.svg)) EXECUTE FUNCTION gaston_comments_shown_changed();

CREATE TRIGGER gym_difficulties_version_delete AFTER DELETE ON public.gym_difficulties REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER gym_difficulties_version_insert AFTER INSERT ON public.gym_difficulties REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER gym_difficulties_version_update AFTER UPDATE ON public.gym_difficulties REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER gym_staff_version_delete AFTER DELETE ON public.gym_staff REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER gym_staff_version_insert AFTER INSERT ON public.gym_staff REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER gym_staff_version_update AFTER UPDATE ON public.gym_staff REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER gyms_version_delete AFTER DELETE ON public.gyms REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'id');

CREATE TRIGGER gyms_version_insert AFTER INSERT ON public.gyms REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'id');

CREATE TRIGGER gyms_version_update AFTER UPDATE ON public.gyms REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'id');

CREATE TRIGGER ratings_version_delete AFTER DELETE ON public.ratings REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'boulder_id');

CREATE TRIGGER ratings_version_insert AFTER INSERT ON public.ratings REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'boulder_id');

CREATE TRIGGER ratings_version_update AFTER UPDATE ON public.ratings REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'boulder_id');

CREATE TRIGGER sector_openings_version_delete AFTER DELETE ON public.sector_openings REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'sector_id');

CREATE TRIGGER sector_openings_version_insert AFTER INSERT ON public.sector_openings REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'sector_id');

CREATE TRIGGER sector_openings_version_update AFTER UPDATE ON public.sector_openings REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'sector_id');

CREATE TRIGGER sectors_comments_shown AFTER UPDATE OF name ON public.sectors FOR EACH ROW WHEN ((old.name IS DISTINCT FROM new.name)) EXECUTE FUNCTION gaston_comments_shown_changed();

CREATE TRIGGER sectors_version_delete AFTER DELETE ON public.sectors REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER sectors_version_insert AFTER INSERT ON public.sectors REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER sectors_version_update AFTER UPDATE ON public.sectors REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER setting_sessions_version_delete AFTER DELETE ON public.setting_sessions REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER setting_sessions_version_insert AFTER INSERT ON public.setting_sessions REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER setting_sessions_version_update AFTER UPDATE ON public.setting_sessions REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER tags_version_delete AFTER DELETE ON public.tags REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER tags_version_insert AFTER INSERT ON public.tags REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER tags_version_update AFTER UPDATE ON public.tags REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('now', 'gym_id');

CREATE TRIGGER users_comments_shown AFTER UPDATE OF first_name, last_name, profile_picture ON public.users FOR EACH ROW WHEN (((old.first_name IS DISTINCT FROM new.first_name) OR (old.last_name IS DISTINCT FROM new.last_name) OR (old.profile_picture IS DISTINCT FROM new.profile_picture))) EXECUTE FUNCTION gaston_comments_shown_changed();

CREATE TRIGGER users_forget_circuit_figures AFTER DELETE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION gaston_forget_all_circuit_figures();

CREATE TRIGGER users_version_delete AFTER DELETE ON public.users REFERENCING OLD TABLE AS bump_old FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'home_gym_id');

CREATE TRIGGER users_version_insert AFTER INSERT ON public.users REFERENCING NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'home_gym_id');

CREATE TRIGGER users_version_update AFTER UPDATE ON public.users REFERENCING OLD TABLE AS bump_old NEW TABLE AS bump_new FOR EACH STATEMENT EXECUTE FUNCTION gaston_bump_versions('deferred', 'home_gym_id');
